import { type ReactNode, useId } from 'react';

export type Choice<V extends string | number> = { value: V; label: string; icon?: ReactNode };

type ChoiceGroupProps<V extends string | number> = {
  legend: ReactNode;
  options: readonly Choice<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  error?: string | undefined;
  /** Cards per row on a phone. */
  columns?: 1 | 2 | 3 | 4;
  disabled?: boolean;
};

const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

export const CARD =
  'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 ' +
  'text-sm font-semibold text-slate-800 transition-colors has-checked:border-primary ' +
  'has-checked:bg-primary-soft has-checked:text-primary-dark has-focus-visible:ring-3 ' +
  'has-focus-visible:ring-primary/30 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/** Radio cards: one choice of a code table, each option a big tap target (spec 000 §2.6). */
export function ChoiceGroup<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
  columns = 2,
  disabled = false,
}: ChoiceGroupProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="space-y-1.5"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className={`grid gap-2 ${COLUMNS[columns]}`}>
        {options.map((option) => (
          <label key={String(option.value)} className={CARD}>
            <input
              type="radio"
              name={name}
              className="size-4 shrink-0 accent-primary"
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {option.icon}
            <span className="leading-snug">{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { type ReactNode, useId } from 'react';

export type ChipOption<V extends string | number> = { value: V; label: string };

type ChipGroupProps<V extends string | number> = {
  legend: ReactNode;
  options: readonly ChipOption<V>[];
  values: readonly V[];
  onChange: (values: V[]) => void;
  /** Unchecked chips are disabled once this many are chosen. */
  max?: number;
  error?: string | undefined;
  hint?: ReactNode;
};

const CHIP =
  'relative inline-flex min-h-12 cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white ' +
  'px-3.5 text-sm font-semibold text-slate-700 transition-colors has-checked:border-primary ' +
  'has-checked:bg-primary has-checked:text-white has-focus-visible:ring-3 has-focus-visible:ring-primary/30 ' +
  'has-disabled:cursor-not-allowed has-disabled:opacity-50';

/** Checkbox chips: several choices of a list, optionally at most `max` of them. */
export function ChipGroup<V extends string | number>({
  legend,
  options,
  values,
  onChange,
  max,
  error,
  hint,
}: ChipGroupProps<V>) {
  const errorId = `${useId()}-error`;
  const full = max !== undefined && values.length >= max;
  const toggle = (value: V, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset
      className="space-y-1.5"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-700">{legend}</legend>
      {hint && <p className="-mt-1 mb-1 text-xs text-slate-500">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = values.includes(option.value);
          return (
            <label key={String(option.value)} className={CHIP}>
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {checked && (
                <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
                  <path d="m3 8.5 3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              )}
              {option.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useId } from 'react';

export type FilterOption<V> = { value: V; label: string };

export type FilterChipsProps<V> = {
  legend: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
};

const CHIP =
  'inline-flex min-h-12 shrink-0 cursor-pointer items-center rounded-full border border-slate-300 ' +
  'bg-white px-3.5 text-sm font-semibold text-slate-700 transition-colors ' +
  'has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-dark ' +
  'has-focus-visible:ring-3 has-focus-visible:ring-primary/30';

/** One filter of a list as radio chips (a row that scrolls sideways on a phone). */
export function FilterChips<V>({ legend, options, value, onChange }: FilterChipsProps<V>) {
  const name = useId();
  return (
    // min-w-0: a fieldset is as wide as its content by default, which would widen the page
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {options.map((option) => (
          <label key={String(option.value)} className={CHIP}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

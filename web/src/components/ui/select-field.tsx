import { type ComponentProps, type ReactNode, useId } from 'react';
import { ChevronDownIcon } from './icons';

type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

/** A native select (the phone's own picker) with the look of TextField. */
export function SelectField({ label, placeholder, options, error, id, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className={`block min-h-12 w-full appearance-none rounded-xl border bg-white pr-10 pl-4 text-base text-slate-900 focus:ring-3 focus:ring-primary/25 focus:outline-none ${
            error ? 'border-red-400' : 'border-slate-300 focus:border-primary'
          }`}
          {...rest}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-3.5 right-3 size-5 text-slate-500" />
      </div>
      {error && (
        <p id={`${selectId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

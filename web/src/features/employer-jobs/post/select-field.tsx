import { type ComponentProps, type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';

type SelectFieldProps = ComponentProps<'select'> & { label: ReactNode; error?: string | undefined };

/** A native select in the look of TextField: the phone's own picker, big and familiar. */
export function SelectField({ label, error, id, children, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`block min-h-12 w-full appearance-none rounded-xl border bg-white pr-10 pl-4 text-base text-slate-900 focus:outline-none focus:ring-3 focus:ring-primary/25 ${
            error ? 'border-red-400' : 'border-slate-300 focus:border-primary'
          }`}
          {...rest}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
      </div>
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

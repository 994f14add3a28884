import { type ComponentProps, type ReactNode, useId } from 'react';

const INPUT =
  'block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-slate-900 ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-3 focus:ring-primary/25';

const borderOf = (error?: string) =>
  error ? 'border-red-400 focus:border-red-500' : 'border-slate-300 focus:border-primary';

type FieldShellProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        hint && <p className="text-sm text-slate-500">{hint}</p>
      )}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Fixed text before the input, such as the +91 country code. */
  prefix?: string;
};

export function TextField({
  label,
  error,
  hint,
  prefix,
  id,
  className = '',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const input = (
    <input
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${inputId}-error` : undefined}
      className={`${INPUT} ${borderOf(error)} ${prefix ? 'rounded-l-none' : ''} ${className}`}
      {...rest}
    />
  );
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      {prefix ? (
        <div className="flex">
          <span
            className={`inline-flex items-center rounded-l-xl border border-r-0 bg-slate-100 px-3 text-base font-semibold text-slate-700 ${
              error ? 'border-red-400' : 'border-slate-300'
            }`}
          >
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

type TextAreaProps = ComponentProps<'textarea'> & { label: ReactNode; error?: string | undefined };

export function TextArea({ label, error, id, className = '', ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`${INPUT} ${borderOf(error)} min-h-28 py-3 ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string | undefined;
};

export function Checkbox({ label, error, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-3 size-6 shrink-0 cursor-pointer rounded accent-primary"
          {...rest}
        />
        {/* issue 14: the label is the 48 px target (the box itself is 24 px) */}
        <label
          htmlFor={inputId}
          className="min-h-12 flex-1 cursor-pointer py-3 text-sm leading-6 text-slate-700"
        >
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 pl-9 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

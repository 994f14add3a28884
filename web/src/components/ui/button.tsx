import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './loader';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger' | 'destructive';

const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold ' +
  'transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-primary/40 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-dark active:bg-primary-dark',
  accent: 'bg-accent text-slate-900 shadow-sm hover:brightness-95',
  secondary: 'border border-primary bg-white text-primary hover:bg-primary-soft',
  ghost: 'text-primary-dark hover:bg-primary-soft', // #0678c1 is 4.49:1 on the slate-50 page
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  // the last step of what cannot be undone (deleting the account): solid red, 6.5:1 for white
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-800',
};

/** Class names of a button, for links styled as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button (a request is running). */
  busy?: boolean;
  block?: boolean;
};

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, `${block ? 'w-full' : ''} ${className}`)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner className="size-5" />}
      {children}
    </button>
  );
}

import type { ReactNode } from 'react';

/** An inline error message that screen readers announce (spec 000 §2.5 "error alert"). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden>
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{children}</span>
    </div>
  );
}

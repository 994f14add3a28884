import type { ReactNode } from 'react';

export const CARD = 'min-w-0 space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

export function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className="text-base font-bold text-slate-900">{children}</h2>;
}

/** Read-only and disabled inputs look locked (TextField itself paints every input white). */
export const LOCKED_INPUT =
  'read-only:cursor-not-allowed read-only:bg-slate-100 read-only:text-slate-600';

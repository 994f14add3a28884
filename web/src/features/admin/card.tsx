import type { ReactNode } from 'react';

const SURFACE = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
export const CARD = `${SURFACE} p-4 sm:p-5`;
/** A list of rows in one card, a divider between rows (rows carry their own padding). */
export const LIST_CARD = `${SURFACE} divide-y divide-slate-100`;

type DetailProps = { label: string; children: ReactNode; wide?: boolean };

/** A label and its value in a card's details; `wide` ones (e-mails) take a whole row on a phone. */
export function Detail({ label, children, wide = false }: DetailProps) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

export function Details({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">{children}</dl>;
}

const BADGE = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-primary-soft text-primary-dark ring-primary/20',
};
export type BadgeTone = keyof typeof BADGE;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE[tone]}`}
    >
      {children}
    </span>
  );
}

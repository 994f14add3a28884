import type { ReactNode } from 'react';
import { InTurn } from '../../lib/hydration-turns';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The white card the sign-in forms sit on. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  // issue 16 item 4: on a rendered sign-in page the card hydrates in a task of its own, after
  // the shell (lib/hydration-turns.tsx); drawn by the app, at once
  return (
    <InTurn>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <div className="mt-1.5 text-slate-600">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </section>
    </InTurn>
  );
}

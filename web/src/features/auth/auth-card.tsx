import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The white card the sign-in forms sit on. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {subtitle && <div className="mt-1.5 text-slate-600">{subtitle}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

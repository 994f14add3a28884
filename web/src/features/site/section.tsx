import type { ReactNode } from 'react';

type SectionProps = {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tint?: boolean;
};

/** A landing page section with its anchor id (spec 000 §2.1: #jobexplorer, #work ...). */
export function Section({ id, title, subtitle, children, tint = false }: SectionProps) {
  return (
    <section id={id} className={`scroll-mt-16 ${tint ? 'bg-white' : ''}`}>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
        {subtitle && <p className="mt-1.5 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

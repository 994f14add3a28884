import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';

type PageTitleProps = { back: ReactNode; title: string; subtitle?: string | undefined };

/** A page's title with the way back before it: a BackLink, or onboarding's exit button. */
export function PageTitle({ back, title, subtitle }: PageTitleProps) {
  const heading = <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>;
  if (subtitle === undefined) {
    return (
      <div className="flex items-center gap-2">
        {back}
        {heading}
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2">
      {back}
      <header className="pt-1.5">
        {heading}
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </header>
    </div>
  );
}

/** The round back arrow of a sub-page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="-ml-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <ArrowLeftIcon />
    </Link>
  );
}

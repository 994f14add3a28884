import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { waitedOn } from '../../lib/query-client';

export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The Suspense fallback of lazy routes. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-primary" role="status">
      <Spinner className="size-9" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/**
 * spec 000 §2.3 "a loader is shown during requests": a slim bar at the top of the page, for the
 * requests a reader waits on. Not for a background one: on /jobs the bar came and went for the
 * version check and the badge as the page started, restyling the whole page twice (issue 16
 * item 4, 10 ms of a phone's main thread each).
 */
export function RequestProgressBar() {
  const busy = useIsFetching({ predicate: waitedOn }) + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/15" aria-hidden>
      <div className="h-full w-1/3 animate-progress bg-primary" />
    </div>
  );
}

import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { LoadBoundary } from './lazy-dialog';
import { Spinner } from './loader';
import { NeedsInternet } from './needs-internet';

/**
 * A part of a screen whose code loads when it is first shown (a component from lazyDialog, which
 * tries a failed load again on its next mount): a spinner while it comes. Its code not come
 * (issue 16 item 6), NeedsInternet says so in its place: offline, it opens by itself once the
 * network returns; online (a deploy removed this build's files), it offers a reload. The screen
 * around it stays as it was.
 */
export function LazySection({ children }: { children: ReactNode }) {
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((n) => n + 1), []);
  return (
    <LoadBoundary key={round} fallback={<NeedsInternet inline onRetry={again} />}>
      <Suspense
        fallback={
          <div className="flex min-h-48 items-center justify-center" aria-busy="true">
            <Spinner />
          </div>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}

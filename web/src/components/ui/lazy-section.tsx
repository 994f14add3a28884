import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgainWhenOnline, useOffline } from '../../lib/network';
import { reloadApp } from '../../lib/pwa/pwa-state';
import { Button } from './button';
import { LoadBoundary } from './lazy-dialog';
import { Spinner } from './loader';

/**
 * A part of a screen whose code loads when it is first shown (a component from lazyDialog, which
 * tries a failed load again on its next mount): a spinner while it comes. Its code not come
 * (issue 16 item 6: offline, never loaded before), it says so in place and opens by itself once
 * the network returns; online (a deploy removed this build's files), it offers a reload, as a
 * screen that could not open does (NeedsInternet). The screen around it stays as it was.
 */
export function LazySection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const offline = useOffline();
  const [round, setRound] = useState(0);
  const [failed, setFailed] = useState(false);
  const again = () => {
    setFailed(false);
    setRound((n) => n + 1);
  };
  useAgainWhenOnline(failed, again);
  return (
    <LoadBoundary
      key={round}
      onFailure={() => setFailed(true)}
      fallback={
        <div role="alert" className="space-y-3 rounded-xl bg-slate-50 p-4 text-center">
          <p className="font-semibold text-slate-800">
            {offline ? t('errors.needsInternetTitle') : t('errors.notLoadedTitle')}
          </p>
          <p className="text-sm text-slate-600">
            {offline ? t('errors.needsInternetBody') : t('errors.notLoadedBody')}
          </p>
          {offline ? (
            <Button variant="secondary" onClick={again}>
              {t('errors.tryAgain')}
            </Button>
          ) : (
            <Button onClick={() => reloadApp()}>{t('errors.reload')}</Button>
          )}
        </div>
      }
    >
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

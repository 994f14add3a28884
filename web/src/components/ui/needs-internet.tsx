import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onBackOnline, useOffline } from '../../lib/network';
import { Button } from './button';
import { WifiOffIcon } from './icons';

type NeedsInternetProps = {
  /** Loads the screen again. */
  onRetry: () => void;
};

/**
 * issue 16 item 6: in place of a screen whose code (or texts) could not be loaded. Offline, it
 * says the screen needs the internet and opens it by itself when the network returns; the
 * layout around it (the top bar, the tabs) stays, and so does every other screen. Online (a
 * server that no longer has this build's files, after a deploy), reloading brings the new one.
 */
export function NeedsInternet({ onRetry }: NeedsInternetProps) {
  const { t } = useTranslation();
  const offline = useOffline();
  useEffect(() => onBackOnline(onRetry), [onRetry]);
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-4 px-6 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <WifiOffIcon className="size-8" />
      </div>
      <h1 className="text-xl font-bold">
        {offline ? t('errors.needsInternetTitle') : t('errors.notLoadedTitle')}
      </h1>
      <p className="text-slate-600">
        {offline ? t('errors.needsInternetBody') : t('errors.notLoadedBody')}
      </p>
      {offline ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
      ) : (
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      )}
    </div>
  );
}

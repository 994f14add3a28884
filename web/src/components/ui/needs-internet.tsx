import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/network';
import { reloadApp } from '../../lib/pwa/pwa-state';
import { Button } from './button';
import { RefreshIcon, WifiOffIcon } from './icons';

type NeedsInternetProps = {
  /** Loads the screen again. */
  onRetry: () => void;
  /** Online, tries again by itself after this many ms (null: only when asked, or back online). */
  retryIn?: number | null;
  /** In place of a part of a screen (LazySection), not of the whole screen: no icon, no heading. */
  inline?: boolean;
};

/**
 * issue 16 item 6: in place of a screen whose code (or texts) could not be loaded. Offline, it
 * says the screen needs the internet and opens it by itself when the network returns; the
 * layout around it (the top bar, the tabs) stays, and so does every other screen. Online (a
 * server that no longer has this build's files, after a deploy), reloading brings the new one.
 */
export function NeedsInternet({ onRetry, retryIn = null, inline = false }: NeedsInternetProps) {
  const { t } = useTranslation();
  const offline = useOffline();
  // back online: tried again. By the state it was drawn with, not by an event it might have
  // subscribed to too late (the network returned before its effects ran)
  const drawnOffline = useRef(offline);
  useEffect(() => {
    if (drawnOffline.current && !offline) onRetry();
    drawnOffline.current = offline;
  }, [offline, onRetry]);
  useEffect(() => {
    if (retryIn === null) return;
    const id = setTimeout(onRetry, retryIn);
    return () => clearTimeout(id);
  }, [onRetry, retryIn]);
  const title = offline ? t('errors.needsInternetTitle') : t('errors.notLoadedTitle');
  const body = offline ? t('errors.needsInternetBody') : t('errors.notLoadedBody');
  const button = offline ? (
    <Button variant="secondary" onClick={onRetry}>
      {t('errors.tryAgain')}
    </Button>
  ) : (
    <Button onClick={() => reloadApp()}>{t('errors.reload')}</Button>
  );
  if (inline) {
    return (
      <div role="alert" className="space-y-3 rounded-xl bg-slate-50 p-4 text-center">
        <p className="font-semibold text-slate-800">{title}</p>
        <p className="text-sm text-slate-600">{body}</p>
        {button}
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-4 px-6 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {offline ? <WifiOffIcon className="size-8" /> : <RefreshIcon className="size-8" />}
      </div>
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-slate-600">{body}</p>
      {button}
    </div>
  );
}

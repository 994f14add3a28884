import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../../components/ui/icons';
import { probeWhileOffline, useOffline } from '../../lib/network';

/**
 * issue 16 item 6: "no internet" at the top of every page while offline, in the reader's
 * language. It takes room in the page instead of covering it: the sticky headers move down by
 * its height (`--offline-bar`, index.css), so no button sits under it. The live region stays in
 * the page so that screen readers announce the text when it comes.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-offline', offline);
    return offline ? probeWhileOffline() : undefined;
  }, [offline]);
  return (
    <div role="status" aria-live="polite" className="sticky top-0 z-40">
      {offline && (
        <p className="flex h-10 items-center justify-center gap-2 bg-slate-800 px-4 text-sm font-semibold text-white">
          <WifiOffIcon className="size-5 shrink-0" />
          <span className="truncate">{t('offline.banner')}</span>
        </p>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { useLoadAhead } from '../../lib/load-failure';
import type { PwaStore } from '../../lib/pwa/pwa-state';
import { useBackToClose } from '../../lib/use-back-to-close';
import { preloadInstalledStart } from '../first-requests';

/** Nothing to load ahead (the update card). */
const NOTHING: (() => Promise<unknown>)[] = [];
/** Offered the install (a seeker, after a first application): the screen the app opens at. */
const INSTALLED_START = [preloadInstalledStart];

/** The card of pwa-prompts.tsx: loaded when it has something to say, not with the entry. */
export function PwaCard({ kind, store }: { kind: 'update' | 'install'; store: PwaStore }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const [busy, setBusy] = useState(false);
  const dismiss = kind === 'update' ? store.dismissUpdate : store.dismissInstall;
  useBackToClose(true, dismiss); // Android's back closes it (issue 14)
  useLoadAhead(...(kind === 'install' ? INSTALLED_START : NOTHING));

  const act = () => {
    setBusy(true);
    // Update reloads the page once the new version controls it; Install opens Chrome's dialog
    const done = kind === 'update' ? store.update() : store.install();
    done.catch(() => undefined).finally(() => setBusy(false));
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <LogoMark className="size-10 shrink-0" />
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t(`pwa.${kind}.title`)}
          </h2>
          <p id={bodyId} className="mt-1 text-sm text-slate-600">
            {t(`pwa.${kind}.body`)}
          </p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="secondary" disabled={busy} onClick={dismiss}>
          {t(`pwa.${kind}.later`)}
        </Button>
        <Button busy={busy} onClick={act}>
          {t(`pwa.${kind}.action`)}
        </Button>
      </div>
    </div>
  );
}

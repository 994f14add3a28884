import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../lib/api/logout';
import { ArrowLeftIcon } from '../ui/icons';
import { LazyConfirmDialog, useConfirmDialogAhead } from '../ui/lazy-confirm-dialog';
import { LazyDialog } from '../ui/lazy-dialog';

const GUARD = 'kaamkajExitGuard';

/**
 * spec 000 §2.6: the browser's back button on an onboarding screen asks before leaving. A copy
 * of the current entry is pushed; going back lands on it, and the question opens instead.
 */
function useExitGuard() {
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const state: unknown = window.history.state;
    const guarded = state && typeof state === 'object' && GUARD in state;
    const copy = { ...(state && typeof state === 'object' ? state : {}), [GUARD]: true };
    if (!guarded) window.history.pushState(copy, '', window.location.href);
    const onPop = (event: PopStateEvent) => {
      // Still on our copy: the question's own dialog took its entry back off (use-back-to-close).
      const onCopy = event.state && typeof event.state === 'object' && GUARD in event.state;
      if (onCopy) return;
      window.history.pushState(copy, '', window.location.href);
      setAsking(true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return { asking, setAsking };
}

/**
 * The back arrow of an onboarding page (spec 000 §2.6, spec 001 §4): it and the browser's back
 * both ask "Are you sure, you want to exit without creating profile?"; yes logs out and starts
 * on /. `ns` is the namespace holding the `exit.*` texts. The question's dialog (Radix, 13 KB
 * gzip) loads once the page shows, not with it: a new seeker's first form comes sooner after the
 * code is verified (issue 16 item 1).
 */
export function ExitButton({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const { asking, setAsking } = useExitGuard();
  const [leaving, setLeaving] = useState(false);
  useConfirmDialogAhead();
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={t('exit.back')}
        className="-ml-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <ArrowLeftIcon />
      </button>
      <LazyDialog
        open={asking}
        component={LazyConfirmDialog}
        onUnavailable={() => setAsking(false)}
        props={{
          open: asking,
          onOpenChange: setAsking,
          title: t('exit.title'),
          message: t('exit.body'),
          confirmLabel: t('exit.confirm'),
          cancelLabel: t('exit.cancel'),
          busy: leaving,
          danger: true,
          onConfirm: () => {
            setLeaving(true);
            void logout();
          },
        }}
      />
    </>
  );
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const GUARD = 'kaamkajApplicantGuard';

/**
 * The browser's back on a page that asks first (spec 001 §4 back dialog), as the onboarding
 * exit guard does it: a copy of the entry is pushed; back lands on it and `onBack` runs instead
 * of leaving. `leave()` goes back past the copy and any open dialog's entry, or to `fallback`
 * when the page was opened directly (nothing of ours to go back to).
 */
export function useBackGuard(active: boolean, onBack: () => void, fallback: string) {
  const navigate = useNavigate();
  const first = useLocation().key === 'default';
  const pushed = useRef(false);
  const leaving = useRef(false);
  const onBackRef = useRef(onBack);

  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    if (!active) return;
    const state: unknown = window.history.state;
    const base = state && typeof state === 'object' ? state : {};
    const copy = { ...base, [GUARD]: true };
    if (!(GUARD in base)) window.history.pushState(copy, '', window.location.href);
    pushed.current = true;
    const onPop = (event: PopStateEvent) => {
      // Still on our copy: a dialog over the page took its own entry back off (use-back-to-close).
      if (leaving.current || isGuarded(event.state)) return;
      window.history.pushState(copy, '', window.location.href);
      onBackRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);

  return {
    leave() {
      leaving.current = true;
      if (first) void navigate(fallback, { replace: true });
      else void navigate(-((pushed.current ? 2 : 1) + openOverlays()));
    },
  };
}

function isGuarded(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && GUARD in state);
}

/** The entries the open dialogs hold above the page (use-back-to-close), to go back past them. */
function openOverlays(): number {
  const state = window.history.state as { overlays?: unknown } | null;
  return Array.isArray(state?.overlays) ? state.overlays.length : 0;
}

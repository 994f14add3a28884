import { useEffect, useState } from 'react';

const GUARD = 'kaamkajExitGuard';

/**
 * spec 000 §2.6: the browser's back button on an onboarding screen asks before leaving. A copy
 * of the current entry is pushed; going back lands on it, and the question opens instead.
 */
export function useExitGuard() {
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const state: unknown = window.history.state;
    const guarded = state && typeof state === 'object' && GUARD in state;
    const copy = { ...(state && typeof state === 'object' ? state : {}), [GUARD]: true };
    if (!guarded) window.history.pushState(copy, '', window.location.href);
    const onPop = () => {
      window.history.pushState(copy, '', window.location.href);
      setAsking(true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return { asking, setAsking };
}

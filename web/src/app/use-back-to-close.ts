import { useEffect, useRef } from 'react';

/**
 * Android's back button closes what is open (issue 14): while `open`, the overlay holds a history
 * entry of its own (same address), so Back pops that entry and closes it instead of leaving the
 * page. Closed another way (its button, Escape), the entry is taken back off.
 */
export function useBackToClose(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const marker = `overlay-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    window.history.pushState({ ...window.history.state, overlay: marker }, '');
    const onPop = () => closeRef.current();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Still on our entry: closed by a button, so step back over it. A navigation that replaced
      // or pushed past it leaves the history alone.
      if (window.history.state?.overlay === marker) window.history.back();
    };
  }, [open]);
}

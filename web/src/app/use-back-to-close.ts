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
    const below = (window.history.state as { overlays?: string[] } | null)?.overlays ?? [];
    window.history.pushState(
      { ...window.history.state, overlay: marker, overlays: [...below, marker] },
      '',
    );
    // Back pops the top entry only. With overlays on overlays (a confirmation over the job
    // detail), the one whose entry is still current stays open; only the one popped closes.
    const onPop = (event: PopStateEvent) => {
      if (!isOpenIn(marker, event.state)) closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Still on our entry: closed by a button, so step back over it. A navigation that replaced
      // or pushed past it leaves the history alone.
      if (window.history.state?.overlay === marker) window.history.back();
    };
  }, [open]);
}

/** The entry now current still has `marker`'s overlay open (its own, or one opened over it). */
function isOpenIn(marker: string, state: unknown): boolean {
  const stack = (state as { overlays?: string[] } | null)?.overlays ?? [];
  return stack.includes(marker);
}

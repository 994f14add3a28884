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
      // Closed by a button (or by closing the overlay under it): step back over our entry and
      // any above it. A navigation that replaced or pushed past it leaves the history alone.
      const stack = (window.history.state as { overlays?: string[] } | null)?.overlays ?? [];
      const index = stack.indexOf(marker);
      if (index !== -1) stepBack(stack.length - index);
    };
  }, [open]);
}

// Overlays closed together (a confirmation that closes the job detail under it) each ask to step
// back from the same entry: one step back over the most any of them asked, after they all asked.
let steps = 0;
function stepBack(count: number) {
  if (steps === 0) {
    const from = window.history.state as { overlay?: string } | null;
    setTimeout(() => {
      const n = steps;
      steps = 0;
      // still where we asked from: nothing navigated meanwhile
      if ((window.history.state as { overlay?: string } | null)?.overlay === from?.overlay) {
        window.history.go(-n);
      }
    }, 0);
  }
  steps = Math.max(steps, count);
}

/** The entry now current still has `marker`'s overlay open (its own, or one opened over it). */
function isOpenIn(marker: string, state: unknown): boolean {
  const stack = (state as { overlays?: string[] } | null)?.overlays ?? [];
  return stack.includes(marker);
}

import { useEffect } from 'react';
import { checkNetwork, isOffline } from './network';
import { pwaStore } from './pwa/pwa-state';

// issue 16 items 1, 5 and 6: code loaded on demand (a screen, a dialog, a helper): asked for
// ahead of its use, and what it means when it did not come. In the entry (the router's lazy
// screens use it), so that none of this is a file of its own for a phone to fetch.

/**
 * A module (or its texts) the browser could not fetch: Chromium, Safari and Firefox each say it
 * in their own words; Vite's loader, for a chunk's style sheet.
 */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * After a file would not load while the browser said "online": asks the server whether the
 * network carries. It does not answer: a dead link the browser still calls online, and the
 * banner says offline. It answers: the server no longer has this build's files (a deploy), so
 * the new version is looked for now and Update offered, instead of at the next visit.
 */
export async function explainLoadFailure(): Promise<void> {
  await checkNetwork();
  if (!isOffline()) pwaStore().lookForUpdate();
}

/**
 * Loads code a screen may soon need (a dialog, a form's rules) once the component has shown,
 * not with it (issue 16 item 1): the screen paints without it, and a tap, even offline by then,
 * finds it. A load that fails (offline before it ever came) is asked for again where it is used,
 * which says so. The loads are module-level functions, called once, on the first render's effect.
 */
export function useLoadAhead(...loads: (() => Promise<unknown>)[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the component shows
  useEffect(() => {
    for (const load of loads) void load().catch(() => undefined);
  }, []);
}

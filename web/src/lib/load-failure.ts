import { checkNetwork, isOffline } from './network';
import { pwaStore } from './pwa/pwa-state';

// issue 16 items 5 and 6: code loaded on demand (a screen, a dialog, a helper) that did not come.

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

import { CACHE, clearUserCaches, isUserFeedUrl } from './cache-names';

// issue 16 items 3 and 6: the first page of a seeker's feed that a server-rendered /jobs carried
// in its HTML is kept by the service worker (sw.ts), where it keeps the feed's pages it fetched:
// the page hands it over and the worker writes it on its own thread. Written by the page, the
// first CacheStorage open and put held its main thread 5 to 12 ms in the idle time after
// hydration (bench/README.md, session 33).

/** The page's message to the worker: keep this first page of a seeker's feed. */
export const KEEP_FEED_PAGE = 'KEEP_FEED_PAGE';
/** The sign-out's message: the worker empties the user's caches after any page it is keeping. */
export const CLEAR_USER_CACHES = 'CLEAR_USER_CACHES';

export type KeepFeedPage = { type: typeof KEEP_FEED_PAGE; url: string; body: { data: unknown[] } };

/**
 * In the worker: writes the page a KEEP_FEED_PAGE message holds into the feed's cache, dated now,
 * under its address (the feed's first page of one user, on this origin: `sw.ts`'s feed rule).
 * Anything else is refused (false).
 */
export async function writeKeptFeedPage(message: unknown, origin: string): Promise<boolean> {
  if (!isKeepFeedPage(message)) return false;
  const url = new URL(message.url, origin);
  if (url.origin !== origin || !isUserFeedUrl(url) || url.searchParams.get('page') !== '0') {
    return false;
  }
  const cache = await caches.open(CACHE.feed);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    date: new Date().toUTCString(),
  };
  await cache.put(url.href, new Response(JSON.stringify(message.body), { headers }));
  return true;
}

function isKeepFeedPage(message: unknown): message is KeepFeedPage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, url, body } = message as Partial<KeepFeedPage>;
  return (
    type === KEEP_FEED_PAGE &&
    typeof url === 'string' &&
    typeof body === 'object' &&
    body !== null &&
    Array.isArray(body.data)
  );
}

/**
 * On sign-out, in the page: the user's caches deleted here, and by the worker too once it has
 * written a page it was handed before (its writes go in order), so no page of theirs outlives it.
 */
export function forgetUserPages(): Promise<void> {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.controller?.postMessage({ type: CLEAR_USER_CACHES });
  }
  return clearUserCaches();
}

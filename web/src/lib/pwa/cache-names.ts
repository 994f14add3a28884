// The service worker's runtime caches (sw.ts), named here so that logout can find
// the ones that hold a signed-in user's answers.

/** Every cache holding a signed-in user's answers starts with this: logout deletes them all. */
export const USER_CACHE_PREFIX = 'kaamkaj-user-';

export const CACHE = {
  /** GET /api/job-category: public, the same for everyone. */
  categories: 'kaamkaj-categories',
  /** GET /api/config: the public settings, the same for everyone (the contact details). */
  config: 'kaamkaj-config',
  /** The lazy route chunks: hashed names, so a cached one is never stale. */
  chunks: 'kaamkaj-chunks',
  /** The last pages of the seeker's feed, GET /api/job/all?user_id=…: theirs alone. */
  feed: `${USER_CACHE_PREFIX}feed`,
} as const;

/** A seeker's feed page, GET /api/job/all?user_id=…: the worker keeps these (`CACHE.feed`). */
export const isUserFeedUrl = (url: URL): boolean =>
  url.pathname === '/api/job/all' && Boolean(url.searchParams.get('user_id'));

/** How long the feed's pages are kept and may be shown: the worker's limit, and the app's. */
export const FEED_KEPT_SECONDS = 24 * 60 * 60;

/** Logout (spec 000 §8 and the menu): the next person on this phone sees none of these. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

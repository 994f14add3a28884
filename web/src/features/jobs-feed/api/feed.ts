import type { JobFilter, SeekerJob } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_KEY } from '../../../lib/api/job-queries';
import { apiUrl, request } from '../../../lib/http';
import { CACHE, FEED_KEPT_SECONDS } from '../../../lib/pwa/cache-names';
import { KEEP_FEED_PAGE, type KeepFeedPage } from '../../../lib/pwa/kept-feed-page';
import { signedInAs } from '../../../lib/session';

/** spec 000 §2.7, §9: a page holds 30 jobs; a full page means there may be more. */
export const FEED_PAGE_SIZE = 30;

export type FeedBody = { success: true; data: SeekerJob[]; count?: number; message?: string };
export type FeedPage = { jobs: SeekerJob[]; count: number; message: string };

/** The server's word for "the seeker has acted on jobs" (contract: empty GET /api/job/all). */
export const VISITED_ALL = 'You visited all posted jobs';

export const toPage = (body: FeedBody): FeedPage => ({
  jobs: body.data ?? [],
  count: body.count ?? 0,
  message: body.message ?? '',
});

/** One page of the matched feed, or of the filtered list when `filter` is set (spec 000 §7). */
export function fetchFeedPage(
  userId: string,
  filter: JobFilter | null,
  page: number,
  { signal, toast = true }: { signal?: AbortSignal; toast?: boolean } = {},
): Promise<FeedPage> {
  const call = filter
    ? request<FeedBody>('/job/filter', {
        method: 'POST',
        body: { body: filter, page },
        toast,
        ...(signal ? { signal } : {}),
      })
    : request<FeedBody>('/job/all', {
        query: { user_id: userId, page },
        toast,
        ...(signal ? { signal } : {}),
      });
  return call.then(toPage);
}

const keptUrl = (userId: string) => apiUrl('/job/all', { user_id: userId, page: 0 });

/**
 * The first page of the seeker's feed as the service worker last kept it (web/src/lib/pwa/sw.ts:
 * NetworkFirst, the network's answer kept for when it fails), or null: no worker, none kept in
 * the last day, or not readable. The address carries the user id, so it is this seeker's alone.
 */
export async function keptFeedPage(userId: string): Promise<FeedPage | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const kept = await caches.match(keptUrl(userId), {
      cacheName: CACHE.feed,
      ignoreVary: true, // kept for the Accept-Encoding and language it was asked with
    });
    const age = kept ? Date.now() - Date.parse(kept.headers.get('date') ?? '') : Number.NaN;
    if (!kept || !(age < FEED_KEPT_SECONDS * 1000)) return null; // none, undated or too old
    const body = (await kept.json()) as FeedBody;
    return Array.isArray(body?.data) ? toPage(body) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the first page a server-rendered /jobs carried where the worker keeps the pages it
 * fetched: that visit asked the API for nothing, so a repeat visit, or the next one offline,
 * found no page to show. The worker writes it (lib/pwa/kept-feed-page.ts), off this page's main
 * thread; where no worker runs there is no offline visit to keep it for. Logout deletes it with
 * the worker's own; it is kept only while this device is still signed in as `userId`, checked
 * again once the worker is ready (on a first visit it is still installing): a shared phone
 * keeps no one's feed after logout.
 */
export async function keepFeedPage(userId: string, body: FeedBody): Promise<void> {
  if (!('serviceWorker' in navigator) || !signedInAs(userId)) return;
  const { active } = await navigator.serviceWorker.ready;
  if (!active || !signedInAs(userId)) return;
  const message: KeepFeedPage = { type: KEEP_FEED_PAGE, url: keptUrl(userId), body };
  active.postMessage(message);
}

/** The feed key: ['feed', user, filter]; FEED_KEY alone matches every feed (reset after a response). */
export const feedKey = (userId: string, filter: JobFilter | null) =>
  [...FEED_KEY, userId, filter] as const;

/** The matched (or filtered) feed, page by page: the screen's query, and the entry's prefetch. */
export const feedQuery = (userId: string, filter: JobFilter | null) =>
  infiniteQueryOptions({
    queryKey: feedKey(userId, filter),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(userId, filter, pageParam, { signal }),
    initialPageParam: 0,
    // spec 000 §2.7: load more only when the last page was full
    getNextPageParam: (last, pages) =>
      last.jobs.length === FEED_PAGE_SIZE ? pages.length : undefined,
    // a filter's first page is fetched by the filter form; answers refresh after a response
    staleTime: 30_000,
    // offline, still ask: the service worker answers with the last pages it kept (lib/pwa/sw.ts)
    networkMode: 'offlineFirst',
  });

/** The matched (or filtered) feed, page by page (TanStack infinite query). */
export function useFeed(userId: string, filter: JobFilter | null) {
  return useInfiniteQuery({ ...feedQuery(userId, filter), enabled: Boolean(userId) });
}

import type { JobFilter, SeekerJob } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_KEY } from '../../../lib/api/job-queries';
import { request } from '../../../lib/http';

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
    // offline, still ask: the service worker answers with the last pages it kept (pwa.config.ts)
    networkMode: 'offlineFirst',
  });

/** The matched (or filtered) feed, page by page (TanStack infinite query). */
export function useFeed(userId: string, filter: JobFilter | null) {
  return useInfiniteQuery({ ...feedQuery(userId, filter), enabled: Boolean(userId) });
}

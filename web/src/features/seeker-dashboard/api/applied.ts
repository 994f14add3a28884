import { PAGE_SIZE, type SeekerApplication } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEEKER_DASHBOARD_KEY } from '../../../lib/api/job-queries';
import { type Envelope, request } from '../../../lib/http';

export type AppliedPage = Envelope<SeekerApplication[]> & { count: number; tab_counts: number[] };

// spec 000 §2.8: GET /job/applied?user_id=&tab=&page=, 30 a page, newest change first; each
// page brings the count of every tab. Live jobs only (job_status 0), as the server filters.
export const appliedQuery = (userId: string, tab: number) =>
  infiniteQueryOptions({
    queryKey: [...SEEKER_DASHBOARD_KEY, userId, tab],
    queryFn: ({ pageParam, signal }) =>
      request<AppliedPage>('/job/applied', {
        query: { user_id: userId, tab, page: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.data.length >= PAGE_SIZE ? pages.length : undefined),
  });

export function useApplied(userId: string, tab: number, enabled = true) {
  return useInfiniteQuery({ ...appliedQuery(userId, tab), enabled });
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_KEY, fetchPage, nextPageOf } from './paged';
import type { AdminJob } from './types';

/** A JOB_STATUS code, or null for every job. */
export type JobFilter = 0 | 2 | 3 | 4 | null;

// GET /admin/jobs?status=&q=&page= (issue 4 contract; q issue 14 item 12: a title, a company
// or a job id), 30 a page, newest first. An empty q searches nothing.
export const adminJobsQuery = (status: JobFilter, q = '') =>
  infiniteQueryOptions({
    queryKey: [ADMIN_KEY, 'jobs', status, q],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AdminJob>('/admin/jobs', { status, q: q || undefined, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });

export function useAdminJobs(status: JobFilter, q = '') {
  return useInfiniteQuery(adminJobsQuery(status, q));
}

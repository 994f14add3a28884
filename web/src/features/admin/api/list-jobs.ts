import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_KEY, fetchPage, nextPageOf } from './paged';
import type { AdminJob } from './types';

/** A JOB_STATUS code, or null for every job. */
export type JobFilter = 0 | 2 | 3 | 4 | null;

// GET /admin/jobs?status=&page= (issue 4 contract), 30 a page, newest first.
export const adminJobsQuery = (status: JobFilter) =>
  infiniteQueryOptions({
    queryKey: [ADMIN_KEY, 'jobs', status],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AdminJob>('/admin/jobs', { status, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });

export function useAdminJobs(status: JobFilter) {
  return useInfiniteQuery(adminJobsQuery(status));
}

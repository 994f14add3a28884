import type { DescriptionQueueState } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_KEY, fetchPage, nextPageOf } from './paged';
import type { AdminDescriptionJob } from './types';

// GET /admin/job-descriptions?state=&page= (issue 12): jobs that asked for an animated
// description, still to make (waiting) or made (delivered); 30 a page, newest first.
export const jobDescriptionsQuery = (state: DescriptionQueueState) =>
  infiniteQueryOptions({
    queryKey: [ADMIN_KEY, 'job-descriptions', state],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AdminDescriptionJob>('/admin/job-descriptions', { state, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });

export function useJobDescriptions(state: DescriptionQueueState) {
  return useInfiniteQuery(jobDescriptionsQuery(state));
}

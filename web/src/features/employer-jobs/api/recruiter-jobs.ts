import { type EmployerJob, PAGE_SIZE } from '@kaamkaj/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

export const RECRUITER_JOBS_KEY = ['recruiter-jobs'] as const;

// spec 001 §7 "Employer jobs": GET /job/recruiter/?page=N, newest first, 30 a page; load more
// while a page comes back full (spec 001 §9).
export const recruiterJobsQuery = infiniteQueryOptions({
  queryKey: RECRUITER_JOBS_KEY,
  queryFn: ({ pageParam, signal }) =>
    request<Envelope<EmployerJob[]>>('/job/recruiter/', { query: { page: pageParam }, signal }),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => (last.data.length >= PAGE_SIZE ? pages.length : undefined),
});

export function useRecruiterJobs() {
  return useInfiniteQuery(recruiterJobsQuery);
}

/**
 * A job just posted heads the list already loaded, counted (the caller invalidates, and the
 * server's list follows): the dashboard an employer is sent to after posting kept the list from
 * before, on slow 3G for seconds, and a new employer's said "Post your first job".
 */
export function addPostedJob(client: QueryClient, job: EmployerJob) {
  client.setQueryData<InfiniteData<Envelope<EmployerJob[]>>>(RECRUITER_JOBS_KEY, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const page = { ...first, data: [job, ...first.data.filter((j) => j._id !== job._id)] };
    if (page.count !== undefined) page.count += 1;
    return { ...data, pages: [page, ...rest] };
  });
}

import { type EmployerJob, PAGE_SIZE } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

import { type ApplicantTabKey, PAGE_SIZE } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicantsPage } from '../../../lib/api/applicant-lists';
import { APPLICANTS_KEY } from '../../../lib/api/job-queries';
import { request } from '../../../lib/http';

export type { ApplicantsPage, TabCounts } from '../../../lib/api/applicant-lists';

// spec 001 §2 /userapplied, §7 "Job users": GET /job/users?_id=&tab=&page=, 30 a page (spec 001
// §9), newest status change first; every page brings the count of each tab and the job.
export const applicantsQuery = (jobId: string, tab: ApplicantTabKey) =>
  infiniteQueryOptions({
    queryKey: [...APPLICANTS_KEY, 'list', jobId, tab],
    queryFn: ({ pageParam, signal }) =>
      request<ApplicantsPage>('/job/users', {
        query: { _id: jobId, tab, page: pageParam },
        // the screen says what failed, in place of the list (LoadFailed, JobNotAvailable)
        toast: false,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.data.length >= PAGE_SIZE ? pages.length : undefined),
    enabled: jobId !== '',
  });

export function useApplicants(jobId: string, tab: ApplicantTabKey) {
  return useInfiniteQuery(applicantsQuery(jobId, tab));
}

import {
  APPLICANT_TABS,
  type ApplicantCard,
  type ApplicantTabKey,
  type ApplicationStatus,
  type EmployerJob,
  MASKED_CONTACT,
  PAGE_SIZE,
  seekerContactReleased,
} from '@kaamkaj/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { APPLICANTS_KEY } from '../../../lib/api/job-queries';
import { type Envelope, request } from '../../../lib/http';

export type TabCounts = Record<ApplicantTabKey, number>;

export type ApplicantsPage = Envelope<ApplicantCard[]> & {
  count: number;
  tab_counts: TabCounts;
  /** issue 17: the tabs whose count stopped at COUNT_CAP ("1,000+") */
  tab_counts_capped?: Record<ApplicantTabKey, boolean>;
  job: EmployerJob;
};

// spec 001 §2 /userapplied, §7 "Job users": GET /job/users?_id=&tab=&page=, 30 a page (spec 001
// §9), newest status change first; every page brings the count of each tab and the job.
export const applicantsQuery = (jobId: string, tab: ApplicantTabKey) =>
  infiniteQueryOptions({
    queryKey: [...APPLICANTS_KEY, 'list', jobId, tab],
    queryFn: ({ pageParam, signal }) =>
      request<ApplicantsPage>('/job/users', {
        query: { _id: jobId, tab, page: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.data.length >= PAGE_SIZE ? pages.length : undefined),
    enabled: jobId !== '',
  });

export function useApplicants(jobId: string, tab: ApplicantTabKey) {
  return useInfiniteQuery(applicantsQuery(jobId, tab));
}

const tabOf = (status: ApplicationStatus): ApplicantTabKey | undefined =>
  APPLICANT_TABS.find((tab) => (tab.statuses as readonly string[]).includes(status))?.key;

/**
 * An applicant whose status the employer has just changed moves to its new tab in the lists
 * already loaded, the tabs' counts with them. Back from the profile, the list showed the
 * applicant under Applied, tagged Applied, for seconds on slow 3G after "Shortlist" had
 * answered, until its refetch came (the caller invalidates: the server's word follows).
 */
export function moveApplicant(
  client: QueryClient,
  jobId: string,
  seekerId: string,
  status: ApplicationStatus,
) {
  type Lists = InfiniteData<ApplicantsPage>;
  const lists = client.getQueriesData<Lists>({ queryKey: [...APPLICANTS_KEY, 'list', jobId] });
  const found = lists
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.data) ?? [])
    .find((card) => card._id === seekerId);
  const to = tabOf(status);
  if (!found || !to) return;
  const from = tabOf(found.status);
  const moved: ApplicantCard = {
    ...found,
    status,
    contact: seekerContactReleased(status) ? MASKED_CONTACT : null,
  };
  for (const [key, data] of lists) {
    if (!data) continue;
    const tab = key[3] as ApplicantTabKey;
    client.setQueryData<Lists>(key, {
      ...data,
      pages: data.pages.map((page, i) => {
        // a change within a tab (Selected to Hired) keeps the card where it was
        if (from === to) {
          return { ...page, data: page.data.map((card) => (card._id === seekerId ? moved : card)) };
        }
        const kept = page.data.filter((card) => card._id !== seekerId);
        const counts = from
          ? {
              ...page.tab_counts,
              [from]: Math.max(0, page.tab_counts[from] - 1),
              [to]: page.tab_counts[to] + 1,
            }
          : page.tab_counts;
        return {
          ...page,
          tab_counts: counts,
          data: tab === to && i === 0 ? [moved, ...kept] : kept,
        };
      }),
    });
  }
}

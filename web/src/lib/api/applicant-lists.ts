import {
  type ApplicantCard,
  type ApplicantTabKey,
  type ApplicationStatus,
  applicantTabOf,
  type EmployerJob,
  MASKED_CONTACT,
  seekerContactReleased,
} from '@kaamkaj/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Envelope } from '../http';
import { APPLICANTS_KEY } from './job-queries';

// An employer's loaded lists of a job's applicants, kept true after their own changes: a status
// changed on the profile (features/applicants) and an interview scheduled (features/interviews).

export type TabCounts = Record<ApplicantTabKey, number>;

/** A page of GET /job/users (features/applicants/api/applicants.ts). */
export type ApplicantsPage = Envelope<ApplicantCard[]> & {
  count: number;
  tab_counts: TabCounts;
  /** issue 17: the tabs whose count stopped at COUNT_CAP ("1,000+") */
  tab_counts_capped?: Record<ApplicantTabKey, boolean>;
  job: EmployerJob;
};

/**
 * An applicant whose status the employer has just changed moves to its new tab in the lists
 * already loaded, the tabs' counts with them. Back from the profile, the list showed the
 * applicant under Applied, tagged Applied, for seconds on slow 3G after "Shortlist" had
 * answered, until its refetch came (the caller invalidates: the server's word follows). `patch`
 * adds what else changed (a scheduled interview).
 */
export function moveApplicant(
  client: QueryClient,
  jobId: string,
  seekerId: string,
  status: ApplicationStatus,
  patch: Partial<ApplicantCard> = {},
) {
  type Lists = InfiniteData<ApplicantsPage>;
  const lists = client.getQueriesData<Lists>({ queryKey: [...APPLICANTS_KEY, 'list', jobId] });
  const found = lists
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.data) ?? [])
    .find((card) => card._id === seekerId);
  const to = applicantTabOf(status);
  if (!found || !to) return;
  const from = applicantTabOf(found.status);
  const moved: ApplicantCard = {
    ...found,
    status,
    contact: seekerContactReleased(status) ? MASKED_CONTACT : null,
    ...patch,
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

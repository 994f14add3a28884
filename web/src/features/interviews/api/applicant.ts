import type { ApplicantProfile } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICANTS_KEY } from '../../../lib/api/job-queries';
import { type Envelope, request } from '../../../lib/http';

/** The interview an applicant already has, when the server sends it (reschedule prefill). */
export type ExistingInterview = {
  date: string;
  start_time: string;
  end_time: string;
  location?: string;
  district?: string;
  contact_person?: string;
  description?: string | null;
  req_docs?: string[];
};

export type Applicant = ApplicantProfile & { interview?: ExistingInterview | null };

// GET /job/users/{seekerId}?job_id= (issue 6 contract): the applicant and their job, for a
// reload of /scheduleinterview that lost the navigation state. 404 when not applied.
export const applicantQuery = (userId: string, jobId: string) =>
  queryOptions({
    queryKey: [...APPLICANTS_KEY, 'profile', userId, jobId],
    queryFn: ({ signal }) =>
      request<Envelope<Applicant>>(`/job/users/${encodeURIComponent(userId)}`, {
        query: { job_id: jobId },
        toast: false,
        signal,
      }).then((body) => body.data),
  });

export function useApplicant(userId: string, jobId: string, enabled: boolean) {
  return useQuery({ ...applicantQuery(userId, jobId), enabled });
}

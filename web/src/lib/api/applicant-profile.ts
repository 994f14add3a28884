import type { ApplicantProfile } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../http';
import { APPLICANTS_KEY } from './job-queries';

// spec 001 §2 /user/Userprofile: GET /job/users/{seekerId}?job_id=, read by the applicant's
// profile and by /scheduleinterview (the interview on record, for a reschedule). 404 when the
// seeker has not applied to that job, 403 for another employer's job: each screen says so itself,
// without a toast.
export const applicantProfileQuery = (seekerId: string, jobId: string) =>
  queryOptions({
    queryKey: [...APPLICANTS_KEY, 'profile', jobId, seekerId],
    queryFn: ({ signal }) =>
      request<Envelope<ApplicantProfile>>(`/job/users/${encodeURIComponent(seekerId)}`, {
        query: { job_id: jobId },
        toast: false,
        signal,
      }).then((body) => body.data),
  });

export function useApplicantProfile(seekerId: string, jobId: string, enabled = true) {
  return useQuery({
    ...applicantProfileQuery(seekerId, jobId),
    enabled: enabled && seekerId !== '' && jobId !== '',
  });
}

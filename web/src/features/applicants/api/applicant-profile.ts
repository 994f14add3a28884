import type { ApplicantProfile } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICANTS_KEY } from '../../../lib/api/job-queries';
import { type Envelope, request } from '../../../lib/http';

// spec 001 §2 /user/Userprofile: GET /job/users/{seekerId}?job_id=; 404 when the seeker has not
// applied to that job, 403 for another employer's job: the screen says so itself, without a toast.
export const applicantProfileQuery = (seekerId: string, jobId: string) =>
  queryOptions({
    queryKey: [...APPLICANTS_KEY, 'profile', jobId, seekerId],
    queryFn: ({ signal }) =>
      request<Envelope<ApplicantProfile>>(`/job/users/${encodeURIComponent(seekerId)}`, {
        query: { job_id: jobId },
        toast: false,
        signal,
      }).then((body) => body.data),
    enabled: seekerId !== '' && jobId !== '',
  });

export function useApplicantProfile(seekerId: string, jobId: string) {
  return useQuery(applicantProfileQuery(seekerId, jobId));
}

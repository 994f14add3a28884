import type { CandidateProfile } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICANTS_KEY } from '../../../lib/api/job-queries';
import { type Envelope, request } from '../../../lib/http';

// issue 14 item 12: /user/Userprofile?id= with no job, from the candidate search:
// GET /user/emp/js/{seekerId}; 404 when the search would no longer list them (the screen says so).
export const candidateProfileQuery = (seekerId: string) =>
  queryOptions({
    queryKey: [...APPLICANTS_KEY, 'candidate', seekerId],
    queryFn: ({ signal }) =>
      request<Envelope<CandidateProfile>>(`/user/emp/js/${encodeURIComponent(seekerId)}`, {
        toast: false,
        signal,
      }).then((body) => body.data),
    enabled: seekerId !== '',
  });

export function useCandidateProfile(seekerId: string) {
  return useQuery(candidateProfileQuery(seekerId));
}

import type { CandidateInviteBody, InviteJob, InviteResult } from '@kaamkaj/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

const seekerPath = (seekerId: string) => `/user/emp/js/${encodeURIComponent(seekerId)}/invite`;

export const inviteJobsKey = (seekerId: string) => ['candidates', 'invite', seekerId] as const;

// issue 14 item 12: GET /user/emp/js/{seekerId}/invite: my Open jobs, each invited / applied.
// The dialog shows a failure itself, so no toast.
export const inviteJobsQuery = (seekerId: string) =>
  queryOptions({
    queryKey: inviteJobsKey(seekerId),
    queryFn: ({ signal }) =>
      request<Envelope<InviteJob[]>>(seekerPath(seekerId), { toast: false, signal }).then(
        (body) => body.data ?? [],
      ),
  });

export function useInviteJobs(seekerId: string, enabled: boolean) {
  return useQuery({ ...inviteJobsQuery(seekerId), enabled });
}

export type InviteVars = CandidateInviteBody & { seekerId: string };

/** POST /user/emp/js/{seekerId}/invite {job_id}: once per job; a repeat says already_invited. */
export function useInviteCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ seekerId, job_id }: InviteVars) =>
      request<Envelope<InviteResult>>(seekerPath(seekerId), {
        method: 'POST',
        body: { job_id },
        toast: false,
      }).then((body) => body.data),
    onSuccess: (_, { seekerId }) => client.invalidateQueries({ queryKey: inviteJobsKey(seekerId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { RECRUITER_JOBS_KEY } from './recruiter-jobs';

// contract: PUT /job/recruiter/:id/close (Open or Pending -> Closed); the list is read again.
// Sent from a confirmation, which shows a failure itself.
export function closeJob(id: string): Promise<string | undefined> {
  return request<Envelope>(`/job/recruiter/${encodeURIComponent(id)}/close`, {
    method: 'PUT',
    toast: false,
  }).then((res) => res.message);
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECRUITER_JOBS_KEY }),
  });
}

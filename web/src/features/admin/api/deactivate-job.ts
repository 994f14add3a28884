import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';

// PUT /admin/jobs/:id/deactivate {reason?}: the job goes to status 4 (spec 001 §4 "Job status 4").
export function deactivateJob(id: string, reason: string) {
  const text = reason.trim();
  return request<Envelope<unknown>>(`/admin/jobs/${id}/deactivate`, {
    method: 'PUT',
    body: text ? { reason: text } : {},
    toast: false,
  }).then((res) => res.message);
}

export function useDeactivateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => deactivateJob(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}

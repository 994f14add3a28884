import type { AdminPlanBody, Plan } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';

// PUT /admin/plans/:code: price and limits (issue 12); the server audits the change.
export function savePlan(code: string, body: AdminPlanBody) {
  return request<Envelope<Plan>>(`/admin/plans/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body,
    toast: false,
  }).then((res) => res.data);
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: AdminPlanBody }) => savePlan(code, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
      void queryClient.invalidateQueries({ queryKey: ['plans'] });
    },
  });
}

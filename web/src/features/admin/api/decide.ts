import type { DecisionBody } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';

export type DecisionTarget = 'company' | 'email';

const PATHS: Record<DecisionTarget, (id: string) => string> = {
  company: (id) => `/admin/companies/${id}/verification`,
  email: (id) => `/admin/email-requests/${id}`,
};

// POST /admin/companies/:id/verification and POST /admin/email-requests/:id take the same
// DecisionBody. The dialog shows a failure itself, so no toast here.
export function decide(target: DecisionTarget, id: string, body: DecisionBody) {
  return request<Envelope<unknown>>(PATHS[target](id), {
    method: 'POST',
    body,
    toast: false,
  }).then((res) => res.message);
}

/** Sends a decision, then refreshes every admin list (queues, jobs, audit log). */
export function useDecide(target: DecisionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecisionBody }) => decide(target, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}

import type { AgentNewUserBody } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

// spec 001 §7 POST /user/saarthi: the agent registers a job seeker.
export function useCreateSeeker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentNewUserBody) =>
      request<Envelope<{ _id: string; name: string }>>('/user/saarthi', {
        method: 'POST',
        body,
        toast: false,
      }).then((res) => res.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saarthi'] }),
  });
}

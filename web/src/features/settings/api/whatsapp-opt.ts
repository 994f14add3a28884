import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../lib/api/user';
import { type Envelope, request } from '../../../lib/http';

// spec 000 §7 "User": PUT /user/whatsapp/opt/{id} {opt_in}.
export function setWhatsappOptIn(userId: string, optIn: boolean) {
  return request<Envelope<{ opt_in: boolean }>>(`/user/whatsapp/opt/${userId}`, {
    method: 'PUT',
    body: { opt_in: optIn },
  }).then((body) => body.data);
}

export function useWhatsappOptIn(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => setWhatsappOptIn(userId, optIn),
    onSuccess: ({ opt_in }) =>
      queryClient.setQueryData<User>(['user', userId], (user) => user && { ...user, opt_in }),
  });
}

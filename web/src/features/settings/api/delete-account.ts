import type { DeleteCodeSent } from '@kaamkaj/domain';
import { useMutation } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

// issue 15 item 9 (DPDP Act): a code to the user's own mobile (or sign-in e-mail), then
// POST /user/v2/delete-account {code}. Errors are shown inside the dialog, not as toasts.
export function sendDeleteCode() {
  return request<Envelope<DeleteCodeSent>>('/user/v2/delete-account/code', {
    method: 'POST',
    toast: false,
  }).then((body) => body.data);
}

export function confirmDeleteAccount(code: string) {
  return request('/user/v2/delete-account', { body: { code }, toast: false });
}

export function useSendDeleteCode() {
  return useMutation({ mutationFn: sendDeleteCode });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: confirmDeleteAccount });
}

import type { SeekerLoginBody } from '@kaamkaj/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

type Sent = { success: true; message?: string };

// spec 000 §7 "Session": POST /login/user {contact, opt_in} asks for a code (also the resend).
export function requestSeekerOtp(body: SeekerLoginBody) {
  return request<Sent>('/login/user', { method: 'POST', body, auth: false, toast: false });
}

export function useRequestSeekerOtp() {
  return useMutation({ mutationFn: requestSeekerOtp });
}

import type { EmployerLoginBody } from '@kaamkaj/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

type Sent = { success: true; message?: string };

// spec 001 §7: POST /login/v2 {user_name, login_type, opt_in}: employer code request and resend.
export function requestEmployerOtp(body: EmployerLoginBody) {
  return request<Sent>('/login/v2', { method: 'POST', body, auth: false, toast: false });
}

export function useRequestEmployerOtp() {
  return useMutation({ mutationFn: requestEmployerOtp });
}

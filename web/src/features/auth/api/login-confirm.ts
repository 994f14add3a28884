import type { LoginResult, SeekerConfirmBody } from '@kaamkaj/domain';
import { request } from '../../../app/http';

// spec 000 §7 "Session": POST /login/confirm {contact, otp}.
export function confirmSeekerOtp(body: SeekerConfirmBody) {
  return request<LoginResult>('/login/confirm', {
    method: 'POST',
    body,
    auth: false,
    toast: false,
  });
}

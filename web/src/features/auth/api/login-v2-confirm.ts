import type { EmployerConfirmBody, LoginResult } from '@kaamkaj/domain';
import { request } from '../../../lib/http';

// spec 001 §7: POST /login/v2/confirm {otp, login_type, user_name, lead_source}.
export function confirmEmployerOtp(body: EmployerConfirmBody) {
  return request<LoginResult>('/login/v2/confirm', {
    method: 'POST',
    body,
    auth: false,
    toast: false,
  });
}

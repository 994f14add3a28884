import type {
  LoginResult,
  SaarthiConfirmBody,
  SaarthiLoginBody,
  SaarthiRegisterBody,
} from '@kaamkaj/domain';
import { type Envelope, request } from '../../../lib/http';

// spec 001 §7 "Saarthi login and register"; DESIGN.md §4: then a one-time code to the mobile.
export function registerSaarthi(body: SaarthiRegisterBody) {
  return request<Envelope<{ saarthi_code: string }>>('/register/saarthi', {
    method: 'POST',
    body,
    auth: false,
    toast: false,
  }).then((res) => res.data.saarthi_code);
}

export function requestSaarthiOtp(body: SaarthiLoginBody) {
  return request('/login/saarthi', { method: 'POST', body, auth: false, toast: false });
}

export function confirmSaarthiOtp(body: SaarthiConfirmBody) {
  return request<LoginResult>('/login/saarthi/confirm', {
    method: 'POST',
    body,
    auth: false,
    toast: false,
  });
}

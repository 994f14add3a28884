import type { LoginResult, SeekerConfirmBody } from '@kaamkaj/domain';
import { request } from '../../../lib/http';
import { REF_KEY } from '../referral';

// spec 000 §7 "Session": POST /login/confirm {contact, otp}, and the Saarthi's ref when there is one.
export async function confirmSeekerOtp(body: SeekerConfirmBody) {
  const ref = localStorage.getItem(REF_KEY) ?? undefined;
  const result = await request<LoginResult>('/login/confirm', {
    method: 'POST',
    body: ref ? { ...body, ref } : body,
    auth: false,
    toast: false,
  });
  localStorage.removeItem(REF_KEY);
  return result;
}

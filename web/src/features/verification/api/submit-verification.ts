import type { VerificationBody } from '@kaamkaj/domain';
import { type Envelope, request } from '../../../lib/http';

type Submitted = { message: string | undefined; awaitingEmail: boolean };

// spec 001 §7 / contract: POST /company/verification. The form shows failures in its alert.
export function submitVerification(body: VerificationBody): Promise<Submitted> {
  return request<Envelope<{ awaiting_email?: boolean } | undefined>>('/company/verification', {
    method: 'POST',
    body,
    toast: false,
  }).then((res) => ({ message: res.message, awaitingEmail: Boolean(res.data?.awaiting_email) }));
}

// The code e-mailed to the business address: POST /company/verification/email/confirm {otp}.
export function confirmVerificationEmail(otp: string): Promise<string | undefined> {
  return request<Envelope>('/company/verification/email/confirm', {
    method: 'POST',
    body: { otp },
    toast: false,
  }).then((res) => res.message);
}

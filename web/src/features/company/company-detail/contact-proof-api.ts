import type { EmployerRecord } from '@kaamkaj/domain';
import { type Envelope, request } from '../../../lib/http';

/** The contact an employer adds: the mobile (signed in by e-mail) or the e-mail (by mobile). */
export type ContactField = 'contact' | 'email';
export type ContactToProve = { field: ContactField; value: string };

// issue 15 item 6: a contact is proven by a code sent to it before it is stored as the
// employer's (POST /user/v2/contact/code, then /user/v2/contact/verify). Failures are shown
// on the form, so no toast.
export function sendContactCode({ field, value }: ContactToProve): Promise<void> {
  return request<Envelope>('/user/v2/contact/code', {
    method: 'POST',
    body: { [field]: value },
    toast: false,
  }).then(() => undefined);
}

export function verifyContact(
  { field, value }: ContactToProve,
  otp: string,
): Promise<EmployerRecord> {
  return request<Envelope<EmployerRecord>>('/user/v2/contact/verify', {
    method: 'POST',
    body: { [field]: value, otp },
    toast: false,
  }).then((res) => res.data);
}

import { z } from 'zod';
import { otpField } from '../common/fields';

// issue 15 item 9, the data rights of the DPDP Act 2023 (§11 access, §12 erasure): a signed-in
// user downloads everything stored about them, and deletes their account with a code sent to
// their own mobile (or e-mail, for an employer who signs in by e-mail).

/** GET /user/v2/my-data: downloads per user an hour (each one reads every table about them). */
export const MY_DATA_PER_HOUR = 5;

/** POST /user/v2/delete-account {code}: the code sent by POST /user/v2/delete-account/code. */
export function deleteAccountBody(otpLength: number) {
  return z.object({ code: otpField(otpLength) }).strict();
}
export type DeleteAccountBody = z.infer<ReturnType<typeof deleteAccountBody>>;

/** Where the delete code went: the last digits of the mobile, or the masked e-mail. */
export type DeleteCodeSent = { channel: 'sms' | 'email'; to: string };

import { ROLE } from '@kaamkaj/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';

export type LoginSide = 'seeker' | 'employer';

const ALREADY_AS: Record<string, string> = {
  [ROLE.SEEKER]: 'auth.alreadySeeker',
  [ROLE.SAARTHI]: 'auth.alreadySaarthi',
  [ROLE.EMPLOYER]: 'auth.alreadyEmployer',
};

/**
 * The text of a failed login call (spec 000 §8 "Product messages"): ALREADY_REGISTERED names the
 * role the server gives in `errors.role` (issue 13: a Saarthi's number too), else the other side
 * of this screen; other codes are translated when known, else the server's message shows.
 */
export function authErrorText(error: unknown, side: LoginSide, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  if (error.code === 'ALREADY_REGISTERED') {
    const role = error.errors?.role;
    const key = role === undefined ? undefined : ALREADY_AS[role];
    return t(key ?? (side === 'seeker' ? 'auth.alreadyEmployer' : 'auth.alreadySeeker'));
  }
  return t(`serverErrors.${error.code}`, { defaultValue: error.message || t('errors.generic') });
}

/**
 * Asks for a sign-in code; resolves to the toast that says it was sent. A number (or e-mail)
 * sent a code less than a minute ago (OTP_RESEND_TOO_EARLY) counts as sent: most often it is
 * this person's own earlier tap, whose answer was lost on a weak signal while the SMS still came.
 * The form then goes on to the code's screen, saying so, rather than holding them on the number
 * with a code in their hand and nowhere to type it. Any other failure is thrown.
 */
export async function askForCode(
  ask: Promise<unknown>,
): Promise<'auth.otpSent' | 'auth.otpSentBefore'> {
  try {
    await ask;
    return 'auth.otpSent';
  } catch (error) {
    if (isApiError(error) && error.code === 'OTP_RESEND_TOO_EARLY') return 'auth.otpSentBefore';
    throw error;
  }
}

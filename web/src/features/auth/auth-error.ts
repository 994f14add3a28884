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
 * The number (or e-mail) was sent a code less than a minute ago (OTP_RESEND_TOO_EARLY on the
 * sign-in form): most often this person's own earlier tap, whose answer was lost on a weak
 * signal while the SMS still came. The form then goes on to the code's screen, saying so, rather
 * than holding them on the number with a code in their hand and nowhere to type it.
 */
export function codeSentMomentsAgo(error: unknown): boolean {
  return isApiError(error) && error.code === 'OTP_RESEND_TOO_EARLY';
}

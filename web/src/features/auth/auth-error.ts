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

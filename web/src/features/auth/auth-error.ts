import type { TFunction } from 'i18next';
import { isApiError } from '../../app/api-error';

export type LoginSide = 'seeker' | 'employer';

/**
 * The text of a failed login call (spec 000 §8 "Product messages"): ALREADY_REGISTERED depends
 * on the screen; other codes are translated when known, else the server's message shows.
 */
export function authErrorText(error: unknown, side: LoginSide, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  if (error.code === 'ALREADY_REGISTERED') {
    return t(side === 'seeker' ? 'auth.alreadyEmployer' : 'auth.alreadySeeker');
  }
  return t(`serverErrors.${error.code}`, { defaultValue: error.message || t('errors.generic') });
}

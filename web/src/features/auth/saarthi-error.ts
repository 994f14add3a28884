import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { SAARTHI_AUTH_NS } from './saarthi-i18n';

/** A Saarthi waiting for the code to this mobile, or just registered with this code. */
export type Pending = { contact: string; emp_code: string };

/** The text of a refused Saarthi call, in the user's language (the server's is English). */
export function useSaarthiError() {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const { t: tg } = useTranslation();
  return (error: unknown) => {
    if (!isApiError(error)) return tg('errors.generic');
    if (error.status === 0) return tg('errors.network');
    return t(`errors.${error.code}`, {
      defaultValue: tg(`serverErrors.${error.code}`, { defaultValue: error.message }),
    });
  };
}

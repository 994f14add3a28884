import { isApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';

/** The server's message of a failed call (English, DESIGN.md §3), else the generic one. */
export function errorMessage(error: unknown): string {
  return (isApiError(error) && error.message) || i18n.t('errors.generic');
}

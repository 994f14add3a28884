import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api-error';
import { i18n } from '../i18n';

/**
 * A failed save: the server's field messages go under their fields, and the text for the
 * form's alert is returned (spec 000 §8: "Saving a profile section fails: an alert").
 */
export function serverErrorText<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
): string {
  if (!isApiError(error)) return i18n.t('errors.generic');
  if (setError && error.errors) {
    for (const [field, message] of Object.entries(error.errors)) {
      setError(field as Path<T>, { type: 'server', message });
    }
  }
  return error.message || i18n.t('errors.generic');
}

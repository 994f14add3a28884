import { useTranslation } from 'react-i18next';

type MaybeError = { message?: string | undefined } | undefined;

/**
 * Schemas in domain carry message keys (STYLE.md "One rule, one place"); this turns a form
 * error into text in the current language: t(`validation.${key}`).
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: MaybeError, params: Record<string, string | number> = {}) =>
    error?.message
      ? t(`validation.${error.message}`, { ...params, defaultValue: error.message })
      : undefined;
}

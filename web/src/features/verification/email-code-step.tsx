import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { isApiError } from '../../lib/api-error';
import { useOtpSettings } from '../../lib/config';
import { loadRulesOrSay } from '../../lib/forms/rules-unavailable';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { useLoadAhead } from '../../lib/load-failure';
import { confirmVerificationEmail } from './api/submit-verification';
import { VERIFICATION_NS } from './verification-i18n';

const loadRules = () => import('./email-code-rules');

type EmailCodeStepProps = {
  email: string;
  onConfirmed: (message: string | undefined) => void;
  onChangeEmail: () => void;
};

/** The code e-mailed to the business address (contract: POST /company/verification/email/confirm). */
export function EmailCodeStep({ email, onConfirmed, onChangeEmail }: EmailCodeStepProps) {
  const { t } = useTranslation(VERIFICATION_NS);
  const errorText = useErrorText();
  const { otpLength } = useOtpSettings();
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the code's rule once the step shows, so Confirm need not wait for it (offline: it says so)
  useLoadAhead(loadRules);

  const submit = async () => {
    setServerError(null);
    const rules = await loadRulesOrSay(loadRules);
    if (!rules) return; // not sent: the toast says it needs the internet; the code stays
    const checked = rules.otpField(otpLength).safeParse(otp);
    if (!checked.success) {
      setFieldError(errorText(checked.error.issues[0], { length: otpLength }));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onConfirmed(await confirmVerificationEmail(checked.data));
    } catch (error) {
      // the server's own words first: they come in the screen's language (Accept-Language)
      // and name the e-mail address where a code's generic text names a number (OTP_LOCKED)
      const code = isApiError(error) ? error.code : '';
      const known = t(`serverErrors.${code}`, { ns: 'translation', defaultValue: '' });
      const detail = (isApiError(error) ? error.message : '') || known;
      // spec 001 §8 'An error occurred while verifing email.'
      setServerError(detail ? `${t('errors.email')} ${detail}` : t('errors.email'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="rounded-xl bg-primary-soft p-3 text-sm text-primary-dark">
        {t('codeSent', { email })}
      </p>
      <CodeField
        label={t('fields.code', { email })}
        hint={t('fields.codeHint', { length: otpLength })}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        length={otpLength}
        error={fieldError}
      />
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={busy}>
        {t('confirmCode')}
      </Button>
      <Button variant="ghost" block onClick={onChangeEmail} disabled={busy}>
        {t('changeEmail')}
      </Button>
    </form>
  );
}

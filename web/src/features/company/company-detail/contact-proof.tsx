import { type EmployerRecord, otpField } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { Dialog } from '../../../components/ui/dialog';
import { useOtpSettings } from '../../../lib/config';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { formatSeconds, useCountdown } from '../../auth/use-countdown';
import { useWebOtp } from '../../auth/use-web-otp';
import { COMPANY_NS } from '../company-i18n';
import { type ContactToProve, sendContactCode, verifyContact } from './contact-proof-api';

type ContactCodeDialogProps = {
  proving: ContactToProve;
  onClose: () => void;
  onVerified: (record: EmployerRecord) => void;
};

// Loaded while the code is sent (company-detail-screen.tsx): Radix's dialog and the code's check
// are no part of the form's first load.

/**
 * The code sent to the new mobile or e-mail: typed (or read from the SMS by WebOTP), then
 * checked; a new code after the resend wait. Back (Android) or the close button closes it.
 */
export function ContactCodeDialog({ proving, onClose, onVerified }: ContactCodeDialogProps) {
  const { t } = useTranslation(COMPANY_NS);
  const errorText = useErrorText();
  const { otpLength, resendSeconds } = useOtpSettings();
  const countdown = useCountdown(resendSeconds);
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const mobile = proving.field === 'contact';

  const submit = async (code: string) => {
    setServerError(null);
    setNotice(null);
    const checked = otpField(otpLength).safeParse(code);
    if (!checked.success) {
      setFieldError(errorText(checked.error.issues[0], { length: otpLength }));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onVerified(await verifyContact(proving, checked.data));
    } catch (error) {
      setServerError(serverErrorText(error));
      setBusy(false);
    }
  };

  const resend = async () => {
    setServerError(null);
    setNotice(null);
    setResending(true);
    try {
      await sendContactCode(proving);
      countdown.restart();
      setOtp('');
      setNotice(t('proof.resent'));
    } catch (error) {
      setServerError(serverErrorText(error));
    } finally {
      setResending(false);
    }
  };

  // Chrome for Android fills the code from the SMS and the form sends itself.
  useWebOtp(
    mobile
      ? (code) => {
          setOtp(code);
          void submit(code);
        }
      : null,
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('proof.title')}
      description={t(mobile ? 'proof.sentContact' : 'proof.sentEmail', {
        length: otpLength,
        value: proving.value,
      })}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(otp);
        }}
      >
        <CodeField
          label={t('proof.code')}
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          length={otpLength}
          placeholder={'•'.repeat(otpLength)}
          autoFocus
          className="text-center text-2xl font-semibold tracking-[0.6em]"
          error={fieldError}
        />
        <div className="min-h-12 text-center text-sm">
          {countdown.remaining > 0 ? (
            <p className="py-3 text-slate-600" aria-live="polite">
              {t('proof.resendIn', { time: formatSeconds(countdown.remaining) })}
            </p>
          ) : (
            <button
              type="button"
              onClick={() => void resend()}
              disabled={resending || busy}
              className="min-h-12 px-3 font-semibold text-primary underline underline-offset-2 disabled:opacity-60"
            >
              {t('proof.resend')}
            </button>
          )}
        </div>
        {notice && (
          <p className="text-sm text-primary-dark" aria-live="polite">
            {notice}
          </p>
        )}
        <ErrorAlert>{serverError}</ErrorAlert>
        <Button type="submit" block busy={busy}>
          {t('proof.verify')}
        </Button>
        <Button variant="ghost" block onClick={onClose} disabled={busy}>
          {t(mobile ? 'proof.changeContact' : 'proof.changeEmail')}
        </Button>
      </form>
    </Dialog>
  );
}

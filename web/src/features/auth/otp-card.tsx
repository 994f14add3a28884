import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { PencilIcon } from '../../components/ui/icons';
import { AuthCard } from './auth-card';
import { formatSeconds } from './use-countdown';
import type { useOtpFlow } from './use-otp-flow';
import { useWebOtp } from './use-web-otp';

type OtpCardProps = {
  /** "Enter OTP sent to +91 98765 43210" or the e-mail form. */
  prompt: string;
  /** "Edit number" (or the e-mail form): the pencil that goes back to the login. */
  editLabel: string;
  onEdit: () => void;
  otp: UseFormRegisterReturn<'otp'>;
  otpLength: number;
  otpError?: string | undefined;
  flow: Pick<
    ReturnType<typeof useOtpFlow>,
    'serverError' | 'verifying' | 'remaining' | 'resending' | 'resend'
  >;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The code read from the SMS by the browser (WebOTP), for a code sent to a phone. */
  onSmsCode?: ((code: string) => void) | undefined;
};

/** The OTP form of spec 000 §2.5 and spec 001 §2, shared by seekers and employers. */
export function OtpCard(props: OtpCardProps) {
  const { t } = useTranslation();
  const { otp, otpLength, flow } = props;
  useWebOtp(props.onSmsCode ?? null);
  return (
    <AuthCard
      title={t('auth.otpTitle')}
      subtitle={
        <>
          <p>{props.prompt}</p>
          <button
            type="button"
            onClick={props.onEdit}
            className="-ml-2 inline-flex min-h-12 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-primary hover:bg-primary-soft"
          >
            <PencilIcon className="size-4" />
            {props.editLabel}
          </button>
        </>
      }
    >
      <form onSubmit={props.onSubmit} noValidate className="space-y-5">
        <CodeField
          {...otp}
          onChange={(event) => void otp.onChange(event)}
          label={t('auth.otpLabel')}
          length={otpLength}
          placeholder={'•'.repeat(otpLength)}
          autoFocus
          className="text-center text-2xl font-semibold tracking-[0.6em]"
          error={props.otpError}
        />
        <div className="min-h-12 text-center text-sm">
          {flow.remaining > 0 ? (
            <p className="py-3 text-slate-600" aria-live="polite">
              {t('auth.resendIn', { time: formatSeconds(flow.remaining) })}
            </p>
          ) : (
            <button
              type="button"
              onClick={flow.resend}
              disabled={flow.resending}
              className="min-h-12 px-3 font-semibold text-primary underline underline-offset-2 disabled:opacity-60"
            >
              {t('auth.resendOtp')}
            </button>
          )}
        </div>
        <ErrorAlert>{flow.serverError}</ErrorAlert>
        <Button type="submit" block busy={flow.verifying}>
          {t('auth.verify')}
        </Button>
      </form>
    </AuthCard>
  );
}

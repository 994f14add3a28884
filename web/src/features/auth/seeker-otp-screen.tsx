import { PATHS } from '@kaamkaj/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useOtpSettings } from '../../lib/config';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { useLoadAhead } from '../../lib/load-failure';
import { useSession } from '../../lib/session';
import { authStateOf, seekerDestination } from './after-login';
import { confirmSeekerOtp } from './api/login-confirm';
import { requestSeekerOtp } from './api/login-user';
import { OtpCard } from './otp-card';
import { useOtpFlow } from './use-otp-flow';

const loadRules = () => import('./login-schemas');

/** spec 000 §2.5: /login/VerifyOTP. Without a number in the session, back to the login. */
export function SeekerOtpScreen() {
  const contact = useSession().user_contact;
  const location = useLocation();
  if (!contact) return <Navigate to={PATHS.seekerLogin} replace state={location.state} />;
  return <SeekerOtpForm contact={contact} />;
}

function SeekerOtpForm({ contact }: { contact: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const state = authStateOf(location.state);
  const { otpLength } = useOtpSettings();
  // the rules come once the screen shows (issue 16: zod is not in the way of the code's field)
  useLoadAhead(loadRules);
  const resolver = useMemo(
    () => lazyResolver(() => loadRules().then((m) => m.seekerConfirmBody(otpLength))),
    [otpLength],
  );
  const form = useForm({ resolver, defaultValues: { contact, otp: '' } });
  const flow = useOtpFlow({
    side: 'seeker',
    confirm: confirmSeekerOtp,
    resend: () => requestSeekerOtp({ contact, opt_in: state?.optIn ?? false, tnc: true }),
    destination: (result) => seekerDestination(result, state),
    onResent: () => form.resetField('otp'),
  });

  return (
    <OtpCard
      prompt={t('auth.otpSentToPhone', { number: contact })}
      editLabel={t('auth.editNumber')}
      onEdit={() => navigate(PATHS.seekerLogin, { replace: true, state: location.state })}
      otp={form.register('otp')}
      otpLength={otpLength}
      otpError={errorText(form.formState.errors.otp, { length: otpLength })}
      flow={flow}
      onSubmit={form.handleSubmit(flow.submit)}
      onSmsCode={(code) => {
        form.setValue('otp', code, { shouldValidate: true });
        void form.handleSubmit(flow.submit)();
      }}
    />
  );
}

import { type LoginType, loginTypeOf, PATHS } from '@kaamkaj/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useOtpSettings } from '../../lib/config';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { useLoadAhead } from '../../lib/load-failure';
import { useSession } from '../../lib/session';
import { authStateOf, employerDestination } from './after-login';
import { requestEmployerOtp } from './api/login-v2';
import { confirmEmployerOtp } from './api/login-v2-confirm';
import { OtpCard } from './otp-card';
import { useOtpFlow } from './use-otp-flow';

const LEAD_SOURCE = 'web';
const loadRules = () => import('./login-schemas');

/** spec 001 §2: /recruiter/VerifyOTP and /VerifyOTP. Without a user name, back to /recruiter. */
export function EmployerOtpScreen() {
  const userName = useSession().user_name;
  const loginType = userName ? loginTypeOf(userName) : null;
  if (!userName || !loginType) return <Navigate to={PATHS.recruiterLogin} replace />;
  return <EmployerOtpForm userName={userName} loginType={loginType} />;
}

function EmployerOtpForm({ userName, loginType }: { userName: string; loginType: LoginType }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { otpLength } = useOtpSettings();
  // the rules come once the screen shows (issue 16: zod is not in the way of the code's field)
  useLoadAhead(loadRules);
  const resolver = useMemo(
    () => lazyResolver(() => loadRules().then((m) => m.employerConfirmBody(otpLength))),
    [otpLength],
  );
  const form = useForm({
    resolver,
    defaultValues: {
      user_name: userName,
      login_type: loginType,
      otp: '',
      lead_source: LEAD_SOURCE,
    },
  });
  const optIn = authStateOf(location.state)?.optIn ?? false;
  const flow = useOtpFlow({
    side: 'employer',
    confirm: confirmEmployerOtp,
    resend: () =>
      requestEmployerOtp({ user_name: userName, login_type: loginType, opt_in: optIn, tnc: true }),
    destination: employerDestination,
    onResent: () => form.resetField('otp'),
  });

  // spec 001 §2: the prompt uses the e-mail form when the login type is email.
  const byEmail = loginType === 'email';
  const prompt = byEmail
    ? t('auth.otpSentToEmail', { email: userName })
    : t('auth.otpSentToPhone', { number: userName });

  return (
    <OtpCard
      prompt={prompt}
      editLabel={t(byEmail ? 'auth.editEmail' : 'auth.editNumber')}
      onEdit={() => navigate(PATHS.recruiterLogin, { replace: true, state: location.state })}
      otp={form.register('otp')}
      otpLength={otpLength}
      otpError={errorText(form.formState.errors.otp, { length: otpLength })}
      flow={flow}
      onSubmit={form.handleSubmit(flow.submit)}
      onSmsCode={
        byEmail
          ? undefined
          : (code) => {
              form.setValue('otp', code, { shouldValidate: true });
              void form.handleSubmit(flow.submit)();
            }
      }
    />
  );
}

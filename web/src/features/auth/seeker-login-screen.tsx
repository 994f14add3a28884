import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_ERROR_MS, PATHS, SeekerLoginForm } from '@kaamkaj/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { MobileField } from '../../components/ui/mobile-field';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { setSession, useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { authStateOf } from './after-login';
import { useRequestSeekerOtp } from './api/login-user';
import { AuthCard } from './auth-card';
import { authErrorText } from './auth-error';
import { ConsentFields } from './consent-fields';
import { keepReferralCode } from './referral';
import { useTimedMessage } from './use-timed-message';

/** spec 000 §2.4: seeker login by mobile number. */
export function SeekerLoginScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const sendOtp = useRequestSeekerOtp();
  const [serverError, showServerError] = useTimedMessage(LOGIN_ERROR_MS);
  const form = useForm({
    resolver: zodResolver(SeekerLoginForm),
    // DPDP Act: both boxes start unticked; the user ticks them (domain CONSENT_VERSION)
    defaultValues: { contact: session.user_contact ?? '', opt_in: false, tnc: false },
  });
  const { errors } = form.formState;
  const contact = form.register('contact');

  // issue 13: a Saarthi's link (?ref=SAR123456) credits the sign-up to that agent
  useEffect(() => {
    keepReferralCode(location.search);
  }, [location.search]);

  const onSubmit = form.handleSubmit(async ({ contact, opt_in }) => {
    showServerError(null);
    try {
      await sendOtp.mutateAsync({ contact, opt_in, tnc: true });
      setSession({ user_contact: contact, user_tnc: true });
      notify.success(t('auth.otpSent'));
      // Pass on the state received (state.from), and the opt-in for the resend.
      navigate(PATHS.seekerOtp, { state: { ...authStateOf(location.state), optIn: opt_in } });
    } catch (error) {
      showServerError(authErrorText(error, 'seeker', t));
    }
  });

  return (
    <AuthCard title={t('auth.seekerTitle')} subtitle={t('auth.seekerSubtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <MobileField
          {...contact}
          label={t('auth.mobileLabel')}
          placeholder={t('auth.mobilePlaceholder')}
          error={errorText(errors.contact)}
        />
        <ConsentFields
          tnc={form.register('tnc')}
          optIn={form.register('opt_in')}
          tncError={errorText(errors.tnc)}
        />
        <ErrorAlert>{serverError}</ErrorAlert>
        <Button type="submit" block busy={sendOtp.isPending}>
          {t('auth.sendOtp')}
        </Button>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        {t('auth.hiringQuestion')}{' '}
        <Link
          to={PATHS.recruiterLogin}
          className="inline-flex min-h-12 items-center font-semibold text-primary-dark underline"
        >
          {t('nav.postJobFree')}
        </Link>
      </p>
    </AuthCard>
  );
}

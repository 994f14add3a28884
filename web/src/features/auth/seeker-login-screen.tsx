import { LOGIN_ERROR_MS, PATHS } from '@kaamkaj/domain';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { MobileField } from '../../components/ui/mobile-field';
import { useSubmitCheck } from '../../lib/forms/submit-check';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { preloadBeforeOpening } from '../../lib/page-preload';
import { setSession, useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { authStateOf } from './after-login';
import { useRequestSeekerOtp } from './api/login-user';
import { AuthCard } from './auth-card';
import { askForCode, authErrorText } from './auth-error';
import { ConsentFields, consentBox } from './consent-fields';
import { keepReferralCode } from './referral';
import { useTimedMessage } from './use-timed-message';

const loadSchema = () => import('./login-schemas').then((m) => m.SeekerLoginForm);
// the code screen's own code, loaded ahead with the rules and while the number is sent
const loadCodeScreen = () => preloadBeforeOpening(PATHS.seekerOtp);

/**
 * spec 000 §2.4: seeker login by mobile number. Every visitor's first form, so it has no form
 * library and loads its rules on submit (issue 16 item 1).
 */
export function SeekerLoginScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const sendOtp = useRequestSeekerOtp();
  const [serverError, showServerError] = useTimedMessage(LOGIN_ERROR_MS);
  const [contact, setContact] = useState(session.user_contact ?? '');
  // DPDP Act: both boxes start unticked; the user ticks them (domain CONSENT_VERSION)
  const [tnc, setTnc] = useState(false);
  const [optIn, setOptIn] = useState(false);
  const { errors, check, clear, checking, prefetch } = useSubmitCheck(loadSchema, loadCodeScreen);
  const [opening, setOpening] = useState(false);

  // issue 13: a Saarthi's link (?ref=SAR123456) credits the sign-up to that agent
  useEffect(() => {
    keepReferralCode(location.search);
  }, [location.search]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = await check({ contact, opt_in: optIn, tnc });
    if (!values) return;
    const { contact: number, opt_in } = values;
    showServerError(null);
    // The code screen's own code comes while the number is sent, not after (slow 3G: the code
    // field showed 4 s after the server's answer); the button stays busy until it has come.
    const codeScreen = loadCodeScreen();
    try {
      const sent = await askForCode(sendOtp.mutateAsync({ contact: number, opt_in, tnc: true }));
      setSession({ user_contact: number, user_tnc: true });
      notify.success(t(sent));
      setOpening(true);
      await codeScreen;
      // Pass on the state received (state.from), and the opt-in for the resend.
      navigate(PATHS.seekerOtp, { state: { ...authStateOf(location.state), optIn: opt_in } });
    } catch (error) {
      showServerError(authErrorText(error, 'seeker', t));
    }
  };

  return (
    <AuthCard title={t('auth.seekerTitle')} subtitle={t('auth.seekerSubtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <MobileField
          name="contact"
          value={contact}
          onFocus={prefetch}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setContact(event.target.value);
            clear('contact');
          }}
          label={t('auth.mobileLabel')}
          placeholder={t('auth.mobilePlaceholder')}
          error={errorText(errors.contact)}
        />
        <ConsentFields
          tnc={consentBox('tnc', (checked) => {
            setTnc(checked);
            clear('tnc');
          })}
          optIn={consentBox('opt_in', setOptIn)}
          tncError={errorText(errors.tnc)}
        />
        <ErrorAlert>{serverError}</ErrorAlert>
        <Button type="submit" block busy={checking || sendOtp.isPending || opening}>
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

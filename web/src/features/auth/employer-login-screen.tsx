import { LOGIN_ERROR_MS, loginTypeOf, PATHS } from '@kaamkaj/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useSubmitCheck } from '../../lib/forms/submit-check';
import { showLanguage } from '../../lib/i18n';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { preloadBeforeOpening } from '../../lib/page-preload';
import { setSession, useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { authStateOf } from './after-login';
import { useRequestEmployerOtp } from './api/login-v2';
import { AuthCard } from './auth-card';
import { askForCode, authErrorText } from './auth-error';
import { ConsentFields, consentBox } from './consent-fields';
import { useTimedMessage } from './use-timed-message';

// The rules come with the first field's focus or the send, and no form library: as the seeker's
// login (issue 16 item 1), zod and react-hook-form are not in the way of the page's first paint.
const loadSchema = () => import('./login-schemas').then((m) => m.EmployerLoginForm);
// the code screen's own code, loaded ahead with the rules and while the number is sent
const loadCodeScreen = () => preloadBeforeOpening(PATHS.recruiterOtp);

/** spec 001 §2: /recruiter, employer login by e-mail or mobile number. */
export function EmployerLoginScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const sendOtp = useRequestEmployerOtp();
  const [serverError, showServerError] = useTimedMessage(LOGIN_ERROR_MS);
  const [userName, setUserName] = useState(session.user_name ?? '');
  // DPDP Act: both boxes start unticked; the user ticks them (domain CONSENT_VERSION)
  const [tnc, setTnc] = useState(false);
  const [optIn, setOptIn] = useState(false);
  const { errors, check, clear, checking, prefetch } = useSubmitCheck(loadSchema, loadCodeScreen);

  // spec 001 §2: the employer login forces English on load.
  // spec 001 §2: English on load, shown but not stored: a seeker who looked here keeps Hindi
  useEffect(() => showLanguage('en'), []);

  const [opening, setOpening] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = await check({ user_name: userName, opt_in: optIn, tnc });
    if (!values) return;
    const { user_name, opt_in } = values;
    const login_type = loginTypeOf(user_name);
    if (!login_type) return; // the schema already refused it
    showServerError(null);
    // the code screen's own code comes while the OTP is sent, not after (as the seeker's login)
    const codeScreen = loadCodeScreen();
    try {
      // spec 001 §3 "Login payloads": the terms flag is not sent.
      const sent = await askForCode(
        sendOtp.mutateAsync({ user_name, login_type, opt_in, tnc: true }),
      );
      setSession({ user_name, login_type, user_tnc: true });
      notify.success(t(sent));
      setOpening(true);
      await codeScreen;
      navigate(PATHS.recruiterOtp, { state: { ...authStateOf(location.state), optIn: opt_in } });
    } catch (error) {
      showServerError(authErrorText(error, 'employer', t));
    }
  };

  return (
    <AuthCard title={t('auth.employerTitle')} subtitle={t('auth.employerSubtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          name="user_name"
          value={userName}
          onChange={(event) => {
            setUserName(event.target.value);
            clear('user_name');
          }}
          onFocus={prefetch}
          label={t('auth.userNameLabel')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.userNamePlaceholder')}
          error={errorText(errors.user_name)}
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
        {t('auth.lookingForJob')}{' '}
        <Link
          to={PATHS.seekerLogin}
          className="inline-flex min-h-12 items-center font-semibold text-primary-dark underline"
        >
          {t('nav.wantJob')}
        </Link>
      </p>
    </AuthCard>
  );
}

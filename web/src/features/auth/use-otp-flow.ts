import type { LoginResult } from '@kaamkaj/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOtpSettings } from '../../lib/config';
import { preloadAppShell, preloadBeforeOpening } from '../../lib/page-preload';
import { notify } from '../../lib/toast';
import { saveLogin } from './after-login';
import { authErrorText, type LoginSide } from './auth-error';
import { useCountdown } from './use-countdown';

type OtpFlow<Body> = {
  side: LoginSide;
  confirm: (body: Body) => Promise<LoginResult>;
  /** Asks for a new code (the login call again). */
  resend: () => Promise<unknown>;
  destination: (result: LoginResult) => string;
  onResent: () => void;
};

/**
 * What both OTP screens do (spec 000 §2.5, spec 001 §2): verify, store the session, toast and
 * go on; resend after the countdown and restart it; show the server's error in an alert.
 */
export function useOtpFlow<Body>(flow: OtpFlow<Body>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { resendSeconds } = useOtpSettings();
  const countdown = useCountdown(resendSeconds);
  const [serverError, setServerError] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: flow.confirm });
  const again = useMutation({ mutationFn: flow.resend });
  const [opening, setOpening] = useState(false);

  // The app's frame comes while the user waits for the SMS and types the code.
  useEffect(preloadAppShell, []);

  const submit = async (body: Body) => {
    setServerError(null);
    let result: LoginResult;
    try {
      result = await verify.mutateAsync(body);
    } catch (error) {
      setServerError(authErrorText(error, flow.side, t));
      return;
    }
    saveLogin(result);
    const to = flow.destination(result);
    // The next screen's code before leaving, Verify still busy: on slow 3G the OTP screen gave
    // way to a blank page with a spinner for seconds while it came.
    setOpening(true);
    await preloadBeforeOpening(to);
    notify.success(t('auth.loginSuccess'));
    navigate(to, { replace: true });
  };

  const resend = async () => {
    setServerError(null);
    try {
      await again.mutateAsync();
      flow.onResent();
      countdown.restart();
      notify.success(t('auth.otpResent'));
    } catch (error) {
      setServerError(authErrorText(error, flow.side, t));
    }
  };

  return {
    submit,
    resend,
    serverError,
    verifying: verify.isPending || opening,
    resending: again.isPending,
    remaining: countdown.remaining,
  };
}

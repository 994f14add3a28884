import { CHATBOT_REDIRECT_MS, type LoginResult } from '@kaamkaj/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { Checkbox } from '../../components/ui/field';
import { MobileField } from '../../components/ui/mobile-field';
import { isApiError } from '../../lib/api-error';
import { useOtpSettings } from '../../lib/config';
import { richText } from '../../lib/i18n/rich-text';
import { preloadBeforeOpening } from '../../lib/page-preload';
import { employerDestination, saveLogin, seekerDestination } from '../auth/after-login';
import { confirmSeekerOtp } from '../auth/api/login-confirm';
import { requestSeekerOtp } from '../auth/api/login-user';
import { requestEmployerOtp } from '../auth/api/login-v2';
import { confirmEmployerOtp } from '../auth/api/login-v2-confirm';
import { authErrorText } from '../auth/auth-error';
import { CONSENT_LINKS } from '../auth/consent-fields';
import { formatSeconds, useCountdown } from '../auth/use-countdown';
import { CHATBOT_NS } from './chatbot-i18n';
import type { Side } from './conversation';
import { type Dispatch, Form, ServerError, type Translate, useCheck } from './step-parts';

// The registration flow's steps (spec 001 §4): a mobile number, its code, then the way on.

/** A code sent to `phone` by the side's own login (the chatbot asks for no marketing opt-in). */
function requestOtp(side: Side, phone: string) {
  return side === 'seeker'
    ? requestSeekerOtp({ contact: phone, opt_in: false, tnc: true })
    : requestEmployerOtp({ user_name: phone, login_type: 'contact', opt_in: false, tnc: true });
}

export function PhoneStep({ side, dispatch }: { side: Side; dispatch: Dispatch }) {
  const { t } = useTranslation(CHATBOT_NS);
  const { t: tt } = useTranslation();
  const check = useCheck();
  const [phone, setPhone] = useState('');
  const [tnc, setTnc] = useState(false); // DPDP Act: consent by a clear act, never ticked for them
  const [errors, setErrors] = useState<{ phone?: string; tnc?: string; server?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const checked = await check((r) => r.ChatbotPhone, phone);
    setBusy(false);
    if (!checked) return;
    const next = {
      ...(checked.error ? { phone: checked.error } : {}),
      ...(tnc ? {} : { tnc: tt('validation.tncRequired') }),
    };
    setErrors(next);
    if (!checked.value || !tnc) return;
    setBusy(true);
    try {
      await requestOtp(side, checked.value);
      dispatch({ type: 'otpSent', phone: checked.value });
    } catch (error) {
      setErrors({ server: loginErrorText(error, side, t, tt) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit}>
      <MobileField
        label={t('phoneLabel')}
        placeholder={t('phonePlaceholder')}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
      />
      <Checkbox
        checked={tnc}
        onChange={(event) => setTnc(event.target.checked)}
        error={errors.tnc}
        label={richText(tt('auth.tncLabel'), CONSENT_LINKS)}
      />
      <ServerError>{errors.server}</ServerError>
      <Button type="submit" block busy={busy}>
        {t('sendOtp')}
      </Button>
    </Form>
  );
}

// spec 001 §5: 'You have Already registered' when the chatbot's login call is refused.
function loginErrorText(error: unknown, side: Side, t: Translate, tt: Translate): string {
  if (isApiError(error) && error.code === 'ALREADY_REGISTERED') return t('alreadyRegistered');
  if (!isApiError(error)) return t('somethingWrong');
  return authErrorText(error, side, tt);
}

export function OtpStep({
  side,
  phone,
  dispatch,
}: {
  side: Side;
  phone: string;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation(CHATBOT_NS);
  const { t: tt } = useTranslation();
  const check = useCheck();
  const { otpLength, resendSeconds } = useOtpSettings();
  const countdown = useCountdown(resendSeconds);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async () => {
    setBusy(true);
    const checked = await check((r) => r.otpField(otpLength), otp, { length: otpLength });
    setBusy(false);
    if (!checked) return;
    setError(checked.error);
    setNotice(null);
    if (!checked.value) return;
    setBusy(true);
    try {
      let result: LoginResult;
      if (side === 'seeker') {
        result = await confirmSeekerOtp({ contact: phone, otp: checked.value });
      } else {
        result = await confirmEmployerOtp({
          user_name: phone,
          login_type: 'contact',
          otp: checked.value,
          lead_source: 'chatbot',
        });
      }
      dispatch({
        type: 'registered',
        login: result,
        // a new account goes to its basic details; one that is complete to its home
        destination:
          side === 'seeker' ? seekerDestination(result, null) : employerDestination(result),
      });
    } catch (failure) {
      setError(loginErrorText(failure, side, t, tt));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await requestOtp(side, phone);
      countdown.restart();
      setNotice(t('otpResent'));
    } catch (failure) {
      setError(loginErrorText(failure, side, t, tt));
    }
  };

  return (
    <Form onSubmit={verify}>
      <CodeField
        label={t('otpLabel')}
        length={otpLength}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        error={error ?? undefined}
      />
      {notice && (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={busy} className="flex-1">
          {t('verify')}
        </Button>
        <Button
          variant="ghost"
          disabled={countdown.remaining > 0}
          onClick={resend}
          className="flex-1"
        >
          {countdown.remaining > 0
            ? t('resendIn', { time: formatSeconds(countdown.remaining) })
            : t('resend')}
        </Button>
      </div>
    </Form>
  );
}

// spec 001 §4: "redirect after 3 s to the basic-details endpoint for that user type". The
// session is stored then (or when the chat is closed first, see ChatbotPanel): stored at once, the route guard
// would move a signed-in visitor off the public page before the message could be read.
export function RegisteredStep({
  login,
  destination,
}: {
  login: LoginResult;
  destination: string;
}) {
  const { t } = useTranslation(CHATBOT_NS);
  const navigate = useNavigate();
  const done = useRef(false);
  const go = useCallback(() => {
    if (done.current) return;
    done.current = true;
    saveLogin(login);
    navigate(destination, { replace: true });
  }, [login, destination, navigate]);

  useEffect(() => {
    const timer = window.setTimeout(go, CHATBOT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [go]);
  // the next screen's code comes during the 3 s, not after them (a blank page on slow 3G)
  useEffect(() => {
    void preloadBeforeOpening(destination);
  }, [destination]);

  return (
    <Button block onClick={go}>
      {t('goNow')}
    </Button>
  );
}

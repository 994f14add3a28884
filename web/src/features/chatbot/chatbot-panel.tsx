import { CHATBOT_REDIRECT_MS, type LoginResult, PATHS, RATING_MAX } from '@kaamkaj/domain';
import * as RadixDialog from '@radix-ui/react-dialog';
import {
  type FormEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { Checkbox, TextArea, TextField } from '../../components/ui/field';
import { CloseIcon } from '../../components/ui/icons';
import { LoadBoundary, lazyDialog } from '../../components/ui/lazy-dialog';
import { Spinner } from '../../components/ui/loader';
import { MobileField } from '../../components/ui/mobile-field';
import { isApiError } from '../../lib/api-error';
import { useOtpSettings } from '../../lib/config';
import { loadRulesOrSay } from '../../lib/forms/rules-unavailable';
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
import { sendChatbotMessage } from './api';
import { CHATBOT_NS } from './chatbot-i18n';
import {
  type Answers,
  type Chat,
  type ChatEvent,
  chatReducer,
  FLOWS,
  type Line,
  type Side,
  startChat,
} from './conversation';

type Rules = typeof import('./chatbot-rules');
const loadRules = (): Promise<Rules> => import('./chatbot-rules');

// offline, its code may not have come: the step says so, and its Try again asks again
const CaptchaWidget = lazyDialog(() => import('./captcha-widget'));

type ChatbotPanelProps = { open: boolean; onClose: () => void };

/** The chatbot of the public site (spec 001 §4, §5; issue 13 part 5), both languages. */
export default function ChatbotPanel({ open, onClose }: ChatbotPanelProps) {
  const { t } = useTranslation(CHATBOT_NS);
  const [chat, dispatch] = useReducer(chatReducer, undefined, startChat);
  const end = useRef<HTMLDivElement>(null);

  // the fields' rules come while the visitor reads and chooses (offline: a field's send asks again)
  useEffect(() => {
    if (open) loadRules().catch(() => undefined);
  }, [open]);

  // Closed between a confirmed code and the redirect: the visitor is still signed in.
  useEffect(() => {
    if (!open && chat.login) saveLogin(chat.login);
  }, [open, chat.login]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new line
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.lines.length, chat.step]);

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[88dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:right-4 sm:bottom-4 sm:left-auto sm:h-[min(40rem,90dvh)] sm:w-96 sm:rounded-2xl"
        >
          <header className="flex items-center justify-between gap-3 rounded-t-2xl bg-primary px-4 py-2 text-white">
            <RadixDialog.Title className="text-lg font-bold">{t('title')}</RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-12 items-center justify-center rounded-full hover:bg-white/15"
              aria-label={t('close')}
            >
              <CloseIcon className="size-6" />
            </RadixDialog.Close>
          </header>
          {/* role log: new lines are read out; focusable, so the history scrolls by keyboard */}
          <div
            role="log"
            aria-label={t('history')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
            tabIndex={0}
            className="flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-3 focus-visible:outline-primary/40"
          >
            <ol className="space-y-3">
              {chat.lines.map((line) => (
                <Bubble key={line.id} line={line} />
              ))}
            </ol>
            <div ref={end} />
          </div>
          <div className="border-t border-slate-200 bg-slate-50 px-3 py-3">
            <StepInput chat={chat} dispatch={dispatch} onClose={onClose} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function Bubble({ line }: { line: Line }) {
  const { t } = useTranslation(CHATBOT_NS);
  const text = 'key' in line ? t(line.key, line.params) : line.text;
  const mine = line.from === 'user';
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'}>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-base leading-relaxed ${
          mine ? 'rounded-br-sm bg-primary text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
        }`}
      >
        <span className="sr-only">{t(mine ? 'you' : 'bot')}: </span>
        {text}
      </p>
    </li>
  );
}

type StepProps = { chat: Chat; dispatch: (event: ChatEvent) => void; onClose: () => void };

function StepInput({ chat, dispatch, onClose }: StepProps) {
  const { t } = useTranslation(CHATBOT_NS);
  switch (chat.step) {
    case 'side':
      return (
        <Choices
          options={(['seeker', 'employer'] as const).map((side) => ({
            label: t(`side.${side}`),
            onChoose: () => dispatch({ type: 'side', side }),
          }))}
        />
      );
    case 'menu':
      return (
        <Choices
          options={FLOWS.map((flow) => ({
            label: t(`menu.${flow}`),
            onChoose: () => dispatch({ type: 'flow', flow }),
          }))}
        />
      );
    case 'phone':
      return <PhoneStep side={chat.side ?? 'seeker'} dispatch={dispatch} />;
    case 'otp':
      return (
        <OtpStep
          side={chat.side ?? 'seeker'}
          phone={chat.answers.contact ?? ''}
          dispatch={dispatch}
        />
      );
    case 'registered':
      return chat.login ? (
        <RegisteredStep login={chat.login} destination={chat.destination ?? PATHS.basicDetail} />
      ) : null;
    case 'name':
      return <TextStep field="name" rule={(r) => r.ChatbotName} dispatch={dispatch} />;
    case 'contact':
      return <TextStep field="contact" rule={(r) => r.ChatbotPhone} dispatch={dispatch} phone />;
    case 'query':
      return <TextStep field="query" rule={(r) => r.ChatbotQuery} dispatch={dispatch} multiline />;
    case 'rating':
      return <RatingStep dispatch={dispatch} />;
    case 'captcha':
      return <CaptchaStep chat={chat} dispatch={dispatch} />;
    case 'end':
      return (
        <Choices
          options={[
            { label: t('startOver'), onChoose: () => dispatch({ type: 'restart' }) },
            { label: t('close'), onChoose: onClose },
          ]}
        />
      );
  }
}

function Choices({ options }: { options: { label: string; onChoose: () => void }[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          onClick={option.onChoose}
          className="min-h-12 rounded-full border border-primary bg-white px-4 text-base font-semibold text-primary hover:bg-primary-soft"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The value as the rule parses it, or the first issue's message key translated. Null when the
 * rules could not be loaded (offline before they came): a toast says so, nothing is sent and
 * what was typed stays.
 */
function useCheck() {
  const { t } = useTranslation();
  return async <T,>(
    rule: (rules: Rules) => ZodType<T>,
    value: unknown,
    params?: Record<string, unknown>,
  ): Promise<{ value: T; error: null } | { value: null; error: string } | null> => {
    const rules = await loadRulesOrSay(loadRules);
    if (!rules) return null;
    const parsed = rule(rules).safeParse(value);
    if (parsed.success) return { value: parsed.data, error: null };
    const key = parsed.error.issues[0]?.message ?? 'required';
    return { value: null, error: t(`validation.${key}`, { ...params, defaultValue: key }) };
  };
}

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

function PhoneStep({ side, dispatch }: { side: Side; dispatch: StepProps['dispatch'] }) {
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
      if (side === 'seeker')
        await requestSeekerOtp({ contact: checked.value, opt_in: false, tnc: true });
      else {
        await requestEmployerOtp({
          user_name: checked.value,
          login_type: 'contact',
          opt_in: false,
          tnc: true,
        });
      }
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

type T = ReturnType<typeof useTranslation>['t'];

// spec 001 §5: 'You have Already registered' when the chatbot's login call is refused.
function loginErrorText(error: unknown, side: Side, t: T, tt: T): string {
  if (isApiError(error) && error.code === 'ALREADY_REGISTERED') return t('alreadyRegistered');
  if (!isApiError(error)) return t('somethingWrong');
  return authErrorText(error, side, tt);
}

function OtpStep({
  side,
  phone,
  dispatch,
}: {
  side: Side;
  phone: string;
  dispatch: StepProps['dispatch'];
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
      if (side === 'seeker') await requestSeekerOtp({ contact: phone, opt_in: false, tnc: true });
      else
        await requestEmployerOtp({
          user_name: phone,
          login_type: 'contact',
          opt_in: false,
          tnc: true,
        });
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
function RegisteredStep({ login, destination }: { login: LoginResult; destination: string }) {
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

function TextStep({
  field,
  rule,
  dispatch,
  phone = false,
  multiline = false,
}: {
  field: 'name' | 'contact' | 'query';
  rule: (rules: Rules) => ZodType<string>;
  dispatch: StepProps['dispatch'];
  phone?: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation(CHATBOT_NS);
  const check = useCheck();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const label = t(`${field === 'contact' ? 'phone' : field}Label`);

  const submit = async () => {
    setChecking(true);
    const checked = await check(rule, value);
    setChecking(false);
    if (!checked) return;
    setError(checked.error);
    if (checked.value === null) return;
    dispatch({
      type: 'answer',
      field,
      value: checked.value,
      shown: { from: 'user', text: phone ? `+91 ${checked.value}` : checked.value },
    });
  };

  return (
    <Form onSubmit={submit}>
      {multiline ? (
        <TextArea
          label={label}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      ) : phone ? (
        <MobileField
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      ) : (
        <TextField
          label={label}
          value={value}
          autoComplete="name"
          maxLength={50}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      )}
      <Button type="submit" block busy={checking}>
        {t('next')}
      </Button>
    </Form>
  );
}

function RatingStep({ dispatch }: { dispatch: StepProps['dispatch'] }) {
  const { t } = useTranslation(CHATBOT_NS);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{t('ratingLabel')}</legend>
      <div className="grid grid-cols-5 gap-2">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
          <button
            key={value}
            type="button"
            aria-label={t('rating', { value })}
            onClick={() =>
              dispatch({
                type: 'answer',
                field: 'rating',
                value,
                shown: { from: 'user', key: 'rating', params: { value } },
              })
            }
            className="min-h-12 rounded-xl border border-primary bg-white text-lg font-bold text-primary hover:bg-primary-soft"
          >
            {value}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

const DONE = { feedback: 'feedbackDone', query: 'queryDone', support: 'supportDone' } as const;

function CaptchaStep({ chat, dispatch }: { chat: Chat; dispatch: StepProps['dispatch'] }) {
  const { t } = useTranslation(CHATBOT_NS);
  const { t: tt } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A refused proof cannot be used again: a new widget asks for a new one.
  const [round, setRound] = useState(0);
  const onToken = useCallback((payload: string | null) => {
    setToken(payload);
    if (payload) setError(null);
  }, []);

  const flow = chat.flow === 'registration' || !chat.flow ? 'support' : chat.flow;
  const send = async () => {
    if (!token) {
      setError(t('captcha.required'));
      return;
    }
    setBusy(true);
    setError(null);
    const { name = '', contact = '' } = chat.answers as Answers;
    try {
      const common = { name, contact, user_type: chat.side ?? 'seeker', token };
      await sendChatbotMessage(
        flow === 'feedback'
          ? { ...common, type: 'feedback', response: chat.answers.rating ?? 0 }
          : flow === 'query'
            ? { ...common, type: 'query', response: chat.answers.query ?? '' }
            : { ...common, type: 'support' },
      );
      dispatch({ type: 'sent', doneKey: DONE[flow] });
    } catch (failure) {
      setToken(null);
      setRound((n) => n + 1);
      setError(captchaErrorText(failure, t, tt));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <LoadBoundary
        key={round}
        fallback={
          <div className="space-y-2 text-center">
            <p className="text-slate-700">{tt('errors.needsInternetTitle')}</p>
            <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
              {tt('errors.tryAgain')}
            </Button>
          </div>
        }
      >
        <Suspense
          fallback={
            <div className="flex min-h-16 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <CaptchaWidget onChange={onToken} />
        </Suspense>
      </LoadBoundary>
      <ServerError>{error}</ServerError>
      <Button block busy={busy} onClick={send}>
        {busy ? t('sending') : t('send')}
      </Button>
    </div>
  );
}

function captchaErrorText(error: unknown, t: T, tt: T): string {
  if (!isApiError(error)) return t('somethingWrong');
  if (error.code === 'CAPTCHA_EXPIRED') return t('captcha.expired');
  if (error.code.startsWith('CAPTCHA_')) return tt('validation.captchaRequired');
  if (error.code === 'NETWORK_ERROR') return error.message;
  return tt(`serverErrors.${error.code}`, { defaultValue: t('somethingWrong') });
}

function ServerError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

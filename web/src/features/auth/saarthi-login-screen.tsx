import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { LazySection } from '../../components/ui/lazy-section';
import { MobileField } from '../../components/ui/mobile-field';
import { useSubmitCheck } from '../../lib/forms/submit-check';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { notify } from '../../lib/toast';
import { requestSaarthiOtp } from './api/saarthi';
import { AuthCard } from './auth-card';
import { askForCode } from './auth-error';
import { type Pending, useSaarthiError } from './saarthi-error';
import { SAARTHI_AUTH_NS } from './saarthi-i18n';

// issue 16 item 1: /saarthi starts with the sign-in form only, with no form library (as the
// seeker's and the employer's logins). Its rules come with the first field's focus or the send;
// the code step's form while the number is sent; the sign-up form, with its district list (16 KB
// gzip), when its tab is pressed. An agent in the field reaches Send OTP sooner on a slow network.
const loadSignInRules = () => import('./saarthi-schemas').then((m) => m.SaarthiLoginBody);
const loadSignUp = () => import('./saarthi-signup-form');
const loadOtp = () => import('./saarthi-otp');
// lazyDialog: React.lazy that tries again on the next mount once a load has failed
const SaarthiSignUp = lazyDialog(() => loadSignUp().then((m) => ({ default: m.SaarthiSignUp })));
const SaarthiOtp = lazyDialog(() => loadOtp().then((m) => ({ default: m.SaarthiOtp })));

type Tab = 'signin' | 'signup';

/**
 * /saarthi (spec 001 §2): Sign In (the default) and Sign up, with the switcher sentences. Sign-in
 * is mobile and Saarthi code, then a one-time code to that mobile (DESIGN.md §4).
 */
export function SaarthiLoginScreen() {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const [tab, setTab] = useState<Tab>('signin');
  const [pending, setPending] = useState<Pending | null>(null);
  const [registered, setRegistered] = useState<Pending | null>(null);
  // Change number on the code step comes back to what was sent, to correct it, not to blanks
  const [sent, setSent] = useState<Pending | null>(null);

  if (pending) {
    return (
      <LazySection>
        <SaarthiOtp
          pending={pending}
          onEdit={() => {
            setSent(pending);
            setPending(null);
          }}
        />
      </LazySection>
    );
  }
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <div role="tablist" aria-label={t('tabs')} className="mb-5 grid grid-cols-2 gap-2">
        {(['signin', 'signup'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            // the sign-up form's code starts on the press, before the tap ends
            onPointerDown={
              key === 'signup' ? () => void loadSignUp().catch(() => undefined) : undefined
            }
            className={`min-h-12 rounded-xl font-semibold ${
              tab === key ? 'bg-primary text-white' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {t(key === 'signin' ? 'signIn' : 'signUp')}
          </button>
        ))}
      </div>
      {tab === 'signin' ? (
        <SignIn registered={registered} typed={sent} onSent={setPending} />
      ) : (
        <LazySection>
          <SaarthiSignUp
            onRegistered={(done) => {
              setRegistered(done);
              setTab('signin');
            }}
          />
        </LazySection>
      )}
      <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        {t(tab === 'signin' ? 'noAccount' : 'haveAccount')}{' '}
        <button
          type="button"
          onClick={() => setTab(tab === 'signin' ? 'signup' : 'signin')}
          className="min-h-12 px-1 font-semibold text-primary underline"
        >
          {t(tab === 'signin' ? 'signUp' : 'signIn')}
        </button>
      </p>
    </AuthCard>
  );
}

type SignInProps = {
  /** Just signed up: the code to sign in with, shown and filled in. */
  registered: Pending | null;
  /** What was sent before Change number. */
  typed: Pending | null;
  onSent: (p: Pending) => void;
};

function SignIn({ registered, typed, onSent }: SignInProps) {
  const initial = typed ?? registered;
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const { t: tg } = useTranslation();
  const errorText = useErrorText();
  const saarthiError = useSaarthiError();
  const [serverError, setServerError] = useState<string | null>(null);
  const [contact, setContact] = useState(initial?.contact ?? '');
  const [empCode, setEmpCode] = useState(initial?.emp_code ?? '');
  const { errors, check, clear, checking, prefetch } = useSubmitCheck(loadSignInRules, loadOtp);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await check({ contact, emp_code: empCode });
    if (!body) return;
    setServerError(null);
    setSending(true);
    // the code step's own code comes while the number is sent, not after (as the other logins)
    const codeStep = loadOtp().catch(() => undefined);
    try {
      // "OTP sent", not the button's "Send OTP"
      notify.success(tg(await askForCode(requestSaarthiOtp(body))));
      await codeStep;
      onSent(body);
    } catch (error) {
      setServerError(saarthiError(error));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {registered && (
        <div
          role="status"
          className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
        >
          <p className="font-semibold">{t('registered')}</p>
          <p className="mt-2 text-sm">{t('yourCode')}</p>
          <p className="text-2xl font-bold tracking-wider">{registered.emp_code}</p>
          <p className="mt-1 text-sm">{t('codeNote')}</p>
        </div>
      )}
      <MobileField
        name="contact"
        value={contact}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setContact(event.target.value);
          clear('contact');
        }}
        onFocus={prefetch}
        label={t('mobile')}
        error={errorText(errors.contact)}
      />
      <TextField
        name="emp_code"
        value={empCode}
        onChange={(event) => {
          setEmpCode(event.target.value);
          clear('emp_code');
        }}
        label={t('empCode')}
        hint={t('empCodeHint')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        error={errorText(errors.emp_code)}
      />
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={checking || sending}>
        {t('sendOtp')}
      </Button>
    </form>
  );
}

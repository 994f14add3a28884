import { zodResolver } from '@hookform/resolvers/zod';
import {
  PATHS,
  type SaarthiRegisterBody as RegisterBody,
  SaarthiLoginBody,
  SaarthiRegisterBody,
  saarthiConfirmBody,
} from '@kaamkaj/domain';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DistrictPicker } from '../../components/district-picker/district-picker';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox, TextField } from '../../components/ui/field';
import { MobileField } from '../../components/ui/mobile-field';
import { isApiError } from '../../lib/api-error';
import { useOtpSettings } from '../../lib/config';
import { useLanguage } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich-text';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { notify } from '../../lib/toast';
import { confirmSaarthiOtp, registerSaarthi, requestSaarthiOtp } from './api/saarthi';
import { AuthCard } from './auth-card';
import { CONSENT_LINKS } from './consent-fields';
import { OtpCard } from './otp-card';
import { SAARTHI_AUTH_NS } from './saarthi-i18n';
import { useOtpFlow } from './use-otp-flow';

type Tab = 'signin' | 'signup';
type Pending = { contact: string; emp_code: string };

/** The text of a refused Saarthi call, in the user's language (the server's is English). */
function useSaarthiError() {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const { t: tg } = useTranslation();
  return (error: unknown) => {
    if (!isApiError(error)) return tg('errors.generic');
    if (error.status === 0) return tg('errors.network');
    return t(`errors.${error.code}`, {
      defaultValue: tg(`serverErrors.${error.code}`, { defaultValue: error.message }),
    });
  };
}

/**
 * /saarthi (spec 001 §2): Sign In (the default) and Sign up, with the switcher sentences. Sign-in
 * is mobile and Saarthi code, then a one-time code to that mobile (DESIGN.md §4).
 */
export function SaarthiLoginScreen() {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const [tab, setTab] = useState<Tab>('signin');
  const [pending, setPending] = useState<Pending | null>(null);
  const [registered, setRegistered] = useState<Pending | null>(null);

  if (pending) return <SaarthiOtp pending={pending} onEdit={() => setPending(null)} />;
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
            className={`min-h-12 rounded-xl font-semibold ${
              tab === key ? 'bg-primary text-white' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {t(key === 'signin' ? 'signIn' : 'signUp')}
          </button>
        ))}
      </div>
      {tab === 'signin' ? (
        <SignIn initial={registered} onSent={setPending} />
      ) : (
        <SignUp
          onRegistered={(done) => {
            setRegistered(done);
            setTab('signin');
          }}
        />
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

function SignIn({ initial, onSent }: { initial: Pending | null; onSent: (p: Pending) => void }) {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const { t: tg } = useTranslation();
  const errorText = useErrorText();
  const saarthiError = useSaarthiError();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SaarthiLoginBody),
    defaultValues: { contact: initial?.contact ?? '', emp_code: initial?.emp_code ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const contact = form.register('contact');

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await requestSaarthiOtp(body);
      notify.success(tg('auth.otpSent')); // "OTP sent", not the button's "Send OTP"
      onSent(body);
    } catch (error) {
      setServerError(saarthiError(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {initial && (
        <div
          role="status"
          className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
        >
          <p className="font-semibold">{t('registered')}</p>
          <p className="mt-2 text-sm">{t('yourCode')}</p>
          <p className="text-2xl font-bold tracking-wider">{initial.emp_code}</p>
          <p className="mt-1 text-sm">{t('codeNote')}</p>
        </div>
      )}
      <MobileField {...contact} label={t('mobile')} error={errorText(errors.contact)} />
      <TextField
        {...form.register('emp_code', { setValueAs: (v: string) => v.toUpperCase() })}
        label={t('empCode')}
        hint={t('empCodeHint')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        error={errorText(errors.emp_code)}
      />
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={isSubmitting}>
        {t('sendOtp')}
      </Button>
    </form>
  );
}

type SignUpValues = Omit<RegisterBody, 'tnc'> & { tnc: boolean };

function SignUp({ onRegistered }: { onRegistered: (p: Pending) => void }) {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const saarthiError = useSaarthiError();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignUpValues, unknown, RegisterBody>({
    resolver: zodResolver(SaarthiRegisterBody) as never,
    // DPDP Act: consent is a clear act of the user, never ticked for them (DESIGN.md §4)
    defaultValues: { name: '', contact: '', address_home: '', email: '', tnc: false },
  });
  const { errors, isSubmitting } = form.formState;
  const contact = form.register('contact');

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const code = await registerSaarthi({ ...body, lang });
      onRegistered({ contact: body.contact, emp_code: code });
    } catch (error) {
      setServerError(saarthiError(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        {...form.register('name')}
        label={t('name')}
        autoComplete="name"
        error={errorText(errors.name)}
      />
      <MobileField {...contact} label={t('mobile')} error={errorText(errors.contact)} />
      <Controller
        control={form.control}
        name="address_home"
        render={({ field }) => (
          <DistrictPicker
            label={t('district')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.address_home)}
          />
        )}
      />
      <TextField
        {...form.register('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email)}
      />
      <Checkbox
        {...form.register('tnc')}
        error={errorText(errors.tnc)}
        label={richText(t('tnc'), CONSENT_LINKS)}
      />
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={isSubmitting}>
        {t('register')}
      </Button>
    </form>
  );
}

function SaarthiOtp({ pending, onEdit }: { pending: Pending; onEdit: () => void }) {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const errorText = useErrorText();
  const { otpLength } = useOtpSettings();
  const schema = useMemo(() => saarthiConfirmBody(otpLength), [otpLength]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { ...pending, otp: '' } });
  const flow = useOtpFlow({
    side: 'seeker',
    confirm: confirmSaarthiOtp,
    resend: () => requestSaarthiOtp(pending),
    destination: () => PATHS.dashboard,
    onResent: () => form.resetField('otp'),
  });
  return (
    <OtpCard
      prompt={t('otpPrompt', { number: pending.contact })}
      editLabel={t('editNumber')}
      onEdit={onEdit}
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

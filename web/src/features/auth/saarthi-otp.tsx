import { PATHS } from '@kaamkaj/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOtpSettings } from '../../lib/config';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { confirmSaarthiOtp, requestSaarthiOtp } from './api/saarthi';
import { OtpCard } from './otp-card';
import type { Pending } from './saarthi-error';
import { SAARTHI_AUTH_NS } from './saarthi-i18n';
import { useOtpFlow } from './use-otp-flow';

// The Saarthi's code step (spec 001 §2, DESIGN.md §4), loaded while the number is sent
// (saarthi-login-screen.tsx); its rules when the code is checked.
const loadRules = () => import('./saarthi-schemas');

export function SaarthiOtp({ pending, onEdit }: { pending: Pending; onEdit: () => void }) {
  const { t } = useTranslation(SAARTHI_AUTH_NS);
  const errorText = useErrorText();
  const { otpLength } = useOtpSettings();
  const resolver = useMemo(
    () => lazyResolver(() => loadRules().then((m) => m.saarthiConfirmBody(otpLength))),
    [otpLength],
  );
  const form = useForm({ resolver, defaultValues: { ...pending, otp: '' } });
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

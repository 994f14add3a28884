import { zodResolver } from '@hookform/resolvers/zod';
import { type SaarthiRegisterBody as RegisterBody, SaarthiRegisterBody } from '@kaamkaj/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DistrictPicker } from '../../components/district-picker/district-picker';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox, TextField } from '../../components/ui/field';
import { MobileField } from '../../components/ui/mobile-field';
import { useLanguage } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich-text';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { registerSaarthi } from './api/saarthi';
import { CONSENT_LINKS } from './consent-fields';
import { type Pending, useSaarthiError } from './saarthi-error';
import { SAARTHI_AUTH_NS } from './saarthi-i18n';

// spec 001 §2: the Saarthi's Sign up, loaded when its tab opens (saarthi-login-screen.tsx).

type SignUpValues = Omit<RegisterBody, 'tnc'> & { tnc: boolean };

export function SaarthiSignUp({ onRegistered }: { onRegistered: (p: Pending) => void }) {
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

import { AGE_BAND, ageBandFromDob, birthDateError, label } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { MobileField } from '../../../components/ui/mobile-field';
import { SectionLabel } from '../../../components/ui/section-label';
import { useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { PROFILE_NS } from '../profile-i18n';
import { dobBounds } from './dob-limits';
import { SectionFormShell } from './section-form-shell';
import { type SectionFormProps, useSectionForm } from './use-section-form';

export function NameForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    { name: props.user.name ?? '' },
    ['name'],
  );
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <TextField
        {...form.register('name')}
        label={t('fields.name')}
        autoComplete="name"
        error={errorText(form.formState.errors.name)}
      />
    </SectionFormShell>
  );
}

/** spec 000 §5: a native date picker limited to ages 18 to 55; it also sets the age band. */
export function DobForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    { dob: props.user.dob ?? '' },
    ['dob'],
  );
  const { min, max } = dobBounds();
  const dob = form.watch('dob');
  // issue 14 item 10: the server saves the band this date gives; show it before saving
  const band = dob && birthDateError(dob) === null ? ageBandFromDob(dob) : null;
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <TextField
        {...form.register('dob')}
        type="date"
        min={min}
        max={max}
        label={<SectionLabel>{t('sections.dob')}</SectionLabel>}
        hint={t('dob.hint')}
        error={errorText(form.formState.errors.dob)}
      />
      <p aria-live="polite" className="font-semibold text-slate-800 empty:hidden">
        {band !== null && t('dob.band', { band: label(AGE_BAND, band, lang) })}
      </p>
    </SectionFormShell>
  );
}

/** spec 000 §2.9: a number can be added once; saving first warns it cannot be changed. */
export function MobileForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const { form, send, serverError, saving } = useSectionForm(props, { contact: '' }, ['contact']);
  const [confirming, setConfirming] = useState(false);
  const field = form.register('contact');
  const onSubmit = form.handleSubmit(async (body) => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    await send(body);
    setConfirming(false);
  });
  const confirm = (
    <div role="alertdialog" aria-labelledby="mobile-lock" className="space-y-3">
      <p id="mobile-lock" className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-900">
        {t('validation.mobileLocked', { ns: 'translation' })}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {t('mobile.confirm')}
        </Button>
      </div>
    </div>
  );
  return (
    <SectionFormShell
      onSubmit={onSubmit}
      serverError={serverError}
      saving={saving}
      footer={confirming ? confirm : undefined}
    >
      <MobileField
        {...field}
        onChange={(event) => {
          setConfirming(false);
          void field.onChange(event);
        }}
        label={<SectionLabel>{t('sections.contact')}</SectionLabel>}
        error={errorText(form.formState.errors.contact)}
      />
    </SectionFormShell>
  );
}

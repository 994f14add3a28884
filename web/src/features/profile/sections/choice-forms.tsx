import {
  ABOUT_ME,
  AGE_BAND,
  type CodeTable,
  GENDER,
  JOB_TIMINGS,
  JOB_TYPE,
  LANGUAGES,
  SPEAK_ENGLISH,
} from '@kaamkaj/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionsOf } from '../../../components/forms/options';
import { ChipGroup } from '../../../components/ui/chip-group';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextField } from '../../../components/ui/field';
import { SectionLabel } from '../../../components/ui/section-label';
import { useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { PROFILE_NS } from '../profile-i18n';
import { SectionFormShell } from './section-form-shell';
import { type SectionFormProps, useSectionForm } from './use-section-form';

const SINGLE = {
  gender: { table: GENDER, columns: 3 }, // issue 14 item 10: a wrong tap at onboarding, fixed
  age: { table: AGE_BAND, columns: 2 }, // only while no birth date sets it
  speak_english: { table: SPEAK_ENGLISH, columns: 3 },
  job_type: { table: JOB_TYPE, columns: 2 },
  job_timings: { table: JOB_TIMINGS, columns: 2 },
} as const;
export type SingleChoiceField = keyof typeof SINGLE;

/** Gender, age band, English fluency, job type or job shift: one code of its table (spec 000 §3.3). */
export function SingleChoiceForm(props: SectionFormProps & { field: SingleChoiceField }) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const { field, user } = props;
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    { [field]: user[field] ?? undefined },
    [field],
  );
  const { table, columns } = SINGLE[field];
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <Controller
        control={form.control}
        name={field}
        render={({ field: control }) => (
          <ChoiceGroup<number>
            legend={<SectionLabel>{t(`sections.${field}`)}</SectionLabel>}
            options={optionsOf(table as CodeTable, lang) as { value: number; label: string }[]}
            value={control.value as number | undefined}
            onChange={control.onChange}
            columns={columns}
            error={errorText(form.formState.errors[field])}
          />
        )}
      />
    </SectionFormShell>
  );
}

export function AboutMeForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    { about_me: (props.user.about_me ?? []).map((a) => a.key as keyof typeof ABOUT_ME) },
    [],
  );
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <Controller
        control={form.control}
        name="about_me"
        render={({ field }) => (
          <ChipGroup
            legend={t('aboutMe.legend')}
            options={optionsOf(ABOUT_ME, lang)}
            values={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
    </SectionFormShell>
  );
}

/** Languages known: at least one; "Other" needs its name (spec 000 §5). */
export function LanguagesForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const { user } = props;
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    {
      language_known: (user.language_known ?? []) as (keyof typeof LANGUAGES)[],
      language_other: user.language_other ?? '',
    },
    ['language_known'],
  );
  const { errors } = form.formState;
  const known = form.watch('language_known') ?? [];
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <Controller
        control={form.control}
        name="language_known"
        render={({ field }) => (
          <ChipGroup
            legend={<SectionLabel>{t('sections.language_known')}</SectionLabel>}
            options={optionsOf(LANGUAGES, lang)}
            values={field.value ?? []}
            onChange={field.onChange}
            error={errorText(errors.language_known)}
          />
        )}
      />
      {known.includes('other') && (
        <TextField
          {...form.register('language_other')}
          label={t('languages.other')}
          error={errorText(errors.language_other)}
        />
      )}
    </SectionFormShell>
  );
}

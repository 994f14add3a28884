import { useTranslation } from 'react-i18next';
import { blankToUndefined } from '../../../components/forms/options';
import { TextField } from '../../../components/ui/field';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { PROFILE_NS } from '../profile-i18n';
import { SectionFormShell } from './section-form-shell';
import { type SectionFormProps, useSectionForm } from './use-section-form';

/** Salary expectation: both bounds, 4-5 digits, 7000-50000, "to" above "from" (spec 000 §5). */
export function SalaryForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const { user } = props;
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    {
      salary_from: user.salary_from === null ? undefined : user.salary_from,
      salary_to: user.salary_to === null ? undefined : user.salary_to,
    },
    ['salary_from', 'salary_to'],
  );
  const { errors } = form.formState;
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          {...form.register('salary_from', { setValueAs: blankToUndefined })}
          inputMode="numeric"
          label={t('salary.from')}
          prefix="₹"
          placeholder="7000"
          error={errorText(errors.salary_from)}
        />
        <TextField
          {...form.register('salary_to', { setValueAs: blankToUndefined })}
          inputMode="numeric"
          label={t('salary.to')}
          prefix="₹"
          placeholder="50000"
          error={errorText(errors.salary_to)}
        />
      </div>
      <p className="text-sm text-slate-500">{t('salary.hint')}</p>
    </SectionFormShell>
  );
}

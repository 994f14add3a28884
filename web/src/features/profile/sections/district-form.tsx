import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DistrictPicker } from '../../../components/district-picker/district-picker';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { PROFILE_NS } from '../profile-i18n';
import { SectionFormShell } from './section-form-shell';
import { type SectionFormProps, useSectionForm } from './use-section-form';

type DistrictField = 'address_current' | 'address_work';

/** Current district or preferred work location: a district of the built-in list. */
export function DistrictForm(props: SectionFormProps & { field: DistrictField }) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const { field } = props;
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    { [field]: props.user[field] ?? '' },
    [field],
  );
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <Controller
        control={form.control}
        name={field}
        render={({ field: control }) => (
          <DistrictPicker
            label={t(`sections.${field}`)}
            labelHidden
            value={String(control.value ?? '')}
            onChange={control.onChange}
            onBlur={control.onBlur}
            error={errorText(form.formState.errors[field])}
          />
        )}
      />
    </SectionFormShell>
  );
}

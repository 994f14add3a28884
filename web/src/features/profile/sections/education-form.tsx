import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { CloseIcon } from '../../../components/ui/icons';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { QualificationFields } from '../forms/qualification-fields';
import { PROFILE_NS } from '../profile-i18n';
import { SectionFormShell } from './section-form-shell';
import { type SectionFormProps, useSectionForm } from './use-section-form';

const MAX_ENTRIES = 5;
const EMPTY = { class_name: '', institution_name: '' };

/** Qualification and the schools or colleges attended (spec 000 §2.9). */
export function EducationForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const { user } = props;
  const saved = user.educational_info ?? [];
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    {
      qualification: (user.qualification ?? undefined) as 0 | 1 | 2 | 3 | undefined,
      qualification_other: user.qualification_other ?? undefined,
      educational_info: saved.length > 0 ? saved : [EMPTY],
    },
    ['qualification'],
  );
  const { errors } = form.formState;
  const entries = useFieldArray({ control: form.control, name: 'educational_info' });
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      <Controller
        control={form.control}
        name="qualification"
        render={({ field }) => (
          <QualificationFields
            value={field.value}
            other={form.watch('qualification_other')}
            onChange={field.onChange}
            onOtherChange={(text) => form.setValue('qualification_other', text)}
            errors={{ qualification: errors.qualification, other: errors.qualification_other }}
          />
        )}
      />
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-semibold text-slate-700">
          {t('education.legend')}
        </legend>
        {entries.fields.map((entry, index) => (
          <div key={entry.id} className="relative space-y-3 rounded-xl bg-slate-50 p-3 pr-12">
            <TextField
              {...form.register(`educational_info.${index}.institution_name`)}
              label={t('education.institution', { n: index + 1 })}
              error={errorText(errors.educational_info?.[index]?.institution_name)}
            />
            <TextField
              {...form.register(`educational_info.${index}.class_name`)}
              label={t('education.className')}
              error={errorText(errors.educational_info?.[index]?.class_name)}
            />
            <button
              type="button"
              onClick={() => entries.remove(index)}
              aria-label={t('education.remove', { n: index + 1 })}
              className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        ))}
        {entries.fields.length < MAX_ENTRIES && (
          <Button variant="ghost" onClick={() => entries.append(EMPTY)}>
            + {t('education.add')}
          </Button>
        )}
      </fieldset>
    </SectionFormShell>
  );
}

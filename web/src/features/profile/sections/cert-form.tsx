import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SectionLabel } from '../../../components/ui/section-label';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { CertFields, type CertValue } from '../forms/cert-fields';
import { PROFILE_NS } from '../profile-i18n';
import { SectionFormShell } from './section-form-shell';
import type { ProfileInput } from './section-resolver';
import { type SectionFormProps, useSectionForm } from './use-section-form';

const MAX_CERTS = 3;
type CertEntry = NonNullable<ProfileInput['technical_cert']>[number];
// A blank entry to fill in: the resolver reports its missing certificate.
const BLANK = {} as CertEntry;

/** Technical certifications: one to three (spec 000 §3.3, PUT technical_cert). */
export function CertForm(props: SectionFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const errorText = useErrorText();
  const saved = (props.user.technical_cert ?? []) as CertValue[];
  const { form, submit, serverError, saving } = useSectionForm(
    props,
    { technical_cert: saved.length > 0 ? saved : [BLANK] },
    ['technical_cert'],
  );
  const certs = useFieldArray({ control: form.control, name: 'technical_cert' });
  const errors = form.formState.errors.technical_cert;
  return (
    <SectionFormShell onSubmit={submit} serverError={serverError} saving={saving}>
      {certs.fields.map((entry, index) => (
        <div key={entry.id} className="space-y-3 rounded-xl bg-slate-50 p-3">
          <Controller
            control={form.control}
            name={`technical_cert.${index}`}
            render={({ field }) => (
              <CertFields
                legend={
                  certs.fields.length > 1 ? (
                    t('cert.numbered', { n: index + 1 })
                  ) : (
                    <SectionLabel>{t('sections.technical_cert')}</SectionLabel>
                  )
                }
                value={field.value}
                onChange={field.onChange}
                errors={errors?.[index]}
              />
            )}
          />
          {certs.fields.length > 1 && (
            <Button variant="danger" onClick={() => certs.remove(index)}>
              {t('cert.remove', { n: index + 1 })}
            </Button>
          )}
        </div>
      ))}
      {errors?.root && <p className="text-sm text-red-700">{errorText(errors.root)}</p>}
      {certs.fields.length < MAX_CERTS && (
        <Button variant="ghost" onClick={() => certs.append(BLANK)}>
          + {t('cert.add')}
        </Button>
      )}
    </SectionFormShell>
  );
}

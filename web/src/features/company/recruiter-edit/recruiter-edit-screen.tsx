import {
  type EmployerProfileBody,
  type EmployerRecord,
  label,
  PATHS,
  VERIFICATION_STATUS,
} from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { BackLink, PageTitle } from '../../../components/ui/page-title';
import { useSaveEmployer } from '../../../lib/api/employer';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { COMPANY_NS } from '../company-i18n';
import { CARD, LOCKED_INPUT, SectionTitle } from '../forms/card';
import { OrganisationFields, orgDefaults } from '../forms/organisation-fields';
import { WithEmployer } from '../forms/with-employer';

type Input = z.input<typeof EmployerProfileBody>;
const loadSchema = () => import('../forms/company-schemas').then((m) => m.EmployerProfileBody);
const resolver = lazyResolver<Input, EmployerProfileBody>(loadSchema);

// Contract: the type may change only while verification is Not Initiated or Declined.
const ORG_TYPE_LOCKED = ['In Progress', 'Approved'];

/** /recruiterEdit: the organisation form (spec 001 §2; §6 name, e-mail, mobile never change). */
export function RecruiterEditScreen() {
  const { t } = useTranslation(COMPANY_NS);
  useEffect(() => {
    void loadSchema();
  }, []);
  return (
    <div className="space-y-4">
      <PageTitle
        back={<BackLink to={PATHS.profile} label={t('edit.back')} />}
        title={t('edit.title')}
      />
      <WithEmployer>{(record) => <EditForm record={record} />}</WithEmployer>
    </div>
  );
}

function EditForm({ record }: { record: EmployerRecord }) {
  const { t } = useTranslation(COMPANY_NS);
  const lang = useLanguage();
  const navigate = useNavigate();
  const save = useSaveEmployer();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, EmployerProfileBody>({
    resolver,
    defaultValues: { _id: record._id, ...orgDefaults(record) },
  });
  const status = record.verification_status;
  const orgLocked = ORG_TYPE_LOCKED.includes(status);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const body: EmployerProfileBody = { ...values };
    // spec 001 §2: the company name is read only once present; an unchanged type is not sent
    if (record.company_name) delete body.company_name;
    if (body.organization_type === record.organization_type) delete body.organization_type;
    try {
      await save.mutateAsync(body);
    } catch (error) {
      setServerError(serverErrorText(error, form.setError));
      return;
    }
    void notify.success(t('edit.saved'));
    navigate(PATHS.profile);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <section className={CARD}>
        <SectionTitle>{t('profile.contact')}</SectionTitle>
        <TextField
          label={t('fields.name')}
          value={record.name ?? ''}
          disabled
          className={LOCKED_INPUT}
        />
        <TextField
          label={t('fields.email')}
          value={record.email ?? ''}
          disabled
          className={LOCKED_INPUT}
        />
        <TextField
          label={t('fields.mobile')}
          prefix="+91"
          value={record.contact ?? ''}
          disabled
          className={LOCKED_INPUT}
        />
        <p className="text-sm text-slate-500">{t('fields.lockedNote')}</p>
      </section>
      <section className={CARD}>
        <SectionTitle>{t('profile.details')}</SectionTitle>
        <OrganisationFields
          form={form}
          lockedCompanyName={record.company_name}
          orgTypeLockedNote={
            orgLocked
              ? t('orgChange.locked', { status: label(VERIFICATION_STATUS, status, lang) })
              : undefined
          }
        />
      </section>
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={form.formState.isSubmitting || save.isPending}>
        {t('edit.submit')}
      </Button>
    </form>
  );
}

import {
  ORGANIZATION_TYPE,
  type OrganizationKind,
  VERIFICATION_TYPE,
  type VerificationKind,
} from '@kaamkaj/domain';
import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { TextField } from '../../components/ui/field';
import { isApiError } from '../../lib/api-error';
import { lazyCheck } from '../../lib/forms/lazy-check';
import { useLanguage } from '../../lib/i18n';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { submitVerification } from './api/submit-verification';
import { uploadDocument } from './api/upload-document';
import { DocumentPicker } from './document-picker';
import { VERIFICATION_NS } from './verification-i18n';
import {
  DOC_EXAMPLES,
  fieldOfPath,
  kindOptions,
  type VerificationValues,
  verificationBody,
} from './verification-rules';

const loadCheck = () => import('./verification-check');
const resolver: Resolver<VerificationValues> = lazyCheck(() =>
  loadCheck().then((module) => module.resolveVerification),
);

const ORG_TYPES: readonly OrganizationKind[] = ['company', 'consultancy'];

export type Submitted = { email: string | null; message: string | undefined };

type VerificationFormProps = {
  userId: string;
  defaults: Pick<VerificationValues, 'organization_type' | 'company_name'>;
  /** In Progress, Approved, or Declined before "Re-submit" (spec 001 §4). */
  disabled: boolean;
  onSubmitted: (result: Submitted) => void;
};

/** spec 001 §2 "Company verification": organisation, name, type, then a document or an e-mail. */
export function VerificationForm({
  userId,
  defaults,
  disabled,
  onSubmitted,
}: VerificationFormProps) {
  const { t } = useTranslation(VERIFICATION_NS);
  const lang = useLanguage();
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  // a picked file is uploaded once, also when the submit is retried
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const form = useForm<VerificationValues>({
    resolver,
    defaultValues: { ...defaults, kind: undefined, doc_no: '', email: '', file: null },
  });
  const { errors, isSubmitting } = form.formState;
  const org = form.watch('organization_type');
  const kind = form.watch('kind');
  const locked = disabled || isSubmitting;

  const fail = (
    error: unknown,
    key: 'errors.upload' | 'errors.email',
    current?: VerificationKind,
  ) => {
    if (isApiError(error) && error.errors) {
      for (const [path, message] of Object.entries(error.errors)) {
        form.setError(fieldOfPath(path, current), { type: 'server', message });
      }
    }
    const detail = isApiError(error) && error.message ? ` ${error.message}` : '';
    setServerError(`${t(key)}${detail}`);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const isEmail = values.kind === 'email';
    let fileId: string | undefined;
    if (!isEmail && values.file) {
      try {
        if (uploaded.current?.file !== values.file) {
          uploaded.current = { file: values.file, id: await uploadDocument(userId, values.file) };
        }
        fileId = uploaded.current.id;
      } catch (error) {
        return fail(error, 'errors.upload', values.kind);
      }
    }
    try {
      const result = await submitVerification(verificationBody(values, fileId));
      onSubmitted({ email: isEmail ? values.email.trim().toLowerCase() : null, ...result });
    } catch (error) {
      fail(error, isEmail ? 'errors.email' : 'errors.upload', values.kind);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={locked} className="space-y-6">
        <Controller
          control={form.control}
          name="organization_type"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('fields.orgType')}
              options={ORG_TYPES.map((value) => ({ value, label: ORGANIZATION_TYPE[value][lang] }))}
              value={field.value}
              disabled={locked}
              onChange={(value) => {
                field.onChange(value);
                // the types differ per organisation (spec 001 §5)
                if (kind && !kindOptions(value, lang).some((o) => o.value === kind)) {
                  form.setValue('kind', undefined);
                }
              }}
              error={errorText(errors.organization_type)}
            />
          )}
        />
        <TextField
          {...form.register('company_name')}
          label={t('fields.companyName')}
          placeholder={t('fields.companyNamePlaceholder')}
          autoComplete="organization"
          error={errorText(errors.company_name)}
        />
        {org && (
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <ChoiceGroup
                legend={t('fields.kind')}
                options={kindOptions(org, lang)}
                value={field.value}
                disabled={locked}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors(['doc_no', 'email', 'file']);
                }}
                error={errorText(errors.kind)}
              />
            )}
          />
        )}
        {kind === 'email' && (
          <TextField
            {...form.register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            hint={t('fields.emailHint')}
            error={errorText(errors.email)}
          />
        )}
        {kind && kind !== 'email' && (
          <>
            <TextField
              {...form.register('doc_no')}
              label={t('fields.docNo', { type: VERIFICATION_TYPE[kind][lang] })}
              placeholder={DOC_EXAMPLES[kind]}
              hint={t('fields.docHint', { example: DOC_EXAMPLES[kind] })}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              error={errorText(errors.doc_no)}
            />
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <DocumentPicker
                  file={field.value}
                  disabled={locked}
                  onChange={(file) => {
                    field.onChange(file);
                    form.clearErrors('file');
                  }}
                  error={errorText(errors.file)}
                />
              )}
            />
          </>
        )}
      </fieldset>
      <ErrorAlert>{serverError}</ErrorAlert>
      <Button type="submit" block busy={isSubmitting} disabled={disabled}>
        {kind === 'email' ? t('sendCode') : t('submit')}
      </Button>
    </form>
  );
}

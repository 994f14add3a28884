import { adminReasonIn, type EmailChangeBody, type EmployerRecord, PATHS } from '@kaamkaj/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ClockIcon } from '../../../components/ui/icons';
import { BackLink, PageTitle } from '../../../components/ui/page-title';
import { useSaveEmployer } from '../../../lib/api/employer';
import { isApiError } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { notify } from '../../../lib/toast';
import { COMPANY_NS } from '../company-i18n';
import { CARD } from '../forms/card';
import { WithEmployer } from '../forms/with-employer';

type Input = z.input<typeof EmailChangeBody>;
const loadSchema = () => import('../forms/company-schemas').then((m) => m.EmailChangeBody);
const resolver = lazyResolver<Input, EmailChangeBody>(loadSchema);

export const EMAIL_REDIRECT_MS = 2000; // spec 001 §9 "e-mail change redirect 2 s"

// Server refusals with a message of their own in validation.* (spec 001 §8 via the contract).
const CODE_TEXT: Record<string, string> = { EMAIL_REQUEST_OPEN: 'emailRequestOpen' };

/** /update-email (spec 001 §4 "E-mail change", §5 "Update e-mail (on blur)"). */
export function UpdateEmailScreen() {
  const { t } = useTranslation(COMPANY_NS);
  useEffect(() => {
    void loadSchema();
  }, []);
  return (
    <div className="space-y-4">
      <PageTitle
        back={<BackLink to={PATHS.profile} label={t('edit.back')} />}
        title={t('email.title')}
        subtitle={t('email.subtitle')}
      />
      <WithEmployer>{(record) => <EmailForm record={record} />}</WithEmployer>
    </div>
  );
}

function EmailForm({ record }: { record: EmployerRecord }) {
  const { t } = useTranslation(COMPANY_NS);
  const { t: tApp } = useTranslation();
  const lang = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const save = useSaveEmployer();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const defaults: Input = { _id: record._id, update_email_request: 'Open', new_email: '' };
  const form = useForm<Input, unknown, EmailChangeBody>({
    resolver,
    mode: 'onBlur',
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const change = record.email_change;
  // The server refuses a second request while one is Open: offer nothing new until decided.
  const waiting = change?.status === 'Open';

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync(body);
    } catch (error) {
      const key = isApiError(error) ? CODE_TEXT[error.code] : undefined;
      setServerError(key ? tApp(`validation.${key}`) : serverErrorText(error, form.setError));
      return;
    }
    setSent(true);
    void notify.success(t('email.sent'));
    // spec 001 §4: after 2 s the form resets and goes to /profile.
    timer.current = window.setTimeout(() => {
      form.reset(defaults);
      navigate(PATHS.profile);
    }, EMAIL_REDIRECT_MS);
  });

  return (
    <div className="space-y-4">
      <section className={CARD}>
        <div>
          <p className="text-sm font-semibold text-slate-500">{t('email.current')}</p>
          <p className="mt-0.5 break-all text-lg font-semibold text-slate-900">
            {record.email ?? t('email.none')}
          </p>
        </div>
        {change?.status === 'Declined' && (
          <div className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p className="font-semibold">{t('email.declined', { email: change.new_email })}</p>
            {change.reason && (
              <p className="mt-0.5">
                {t('email.reason', { reason: adminReasonIn(change.reason, lang) })}
              </p>
            )}
          </div>
        )}
      </section>
      {waiting ? (
        <section
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <ClockIcon className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-semibold break-all">
              {t('email.waiting', { email: change.new_email })}
            </p>
            <p className="mt-1 text-sm">{t('email.waitingNote')}</p>
          </div>
        </section>
      ) : (
        <form onSubmit={onSubmit} noValidate className={CARD}>
          <TextField
            {...form.register('new_email')}
            label={t('email.new')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            readOnly={sent}
            error={errorText(errors.new_email)}
          />
          <ErrorAlert>{serverError}</ErrorAlert>
          <Button
            type="submit"
            block
            busy={form.formState.isSubmitting || save.isPending}
            disabled={sent}
          >
            {t('email.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

import type { CompanyDetailBody, EmployerRecord } from '@kaamkaj/domain';
import { PATHS, PROFILE_STATUS } from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LazyDialog, lazyDialog } from '../../../components/ui/lazy-dialog';
import { MobileField } from '../../../components/ui/mobile-field';
import { useSaveEmployer } from '../../../lib/api/employer';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { serverErrorText } from '../../../lib/forms/server-error';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { type Session, setSession, useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { COMPANY_NS } from '../company-i18n';
import { CARD, LOCKED_INPUT, SectionTitle } from '../forms/card';
import { OrganisationFields, orgDefaults } from '../forms/organisation-fields';
import { WithEmployer } from '../forms/with-employer';
import { type ContactField, type ContactToProve, sendContactCode } from './contact-proof-api';
import { ExitFrame } from './exit-frame';

type Input = z.input<typeof CompanyDetailBody>;
// The code's dialog comes while the code is sent, not with the form (issue 16 item 1)
const loadCodeDialog = () =>
  import('./contact-proof').then((m) => ({ default: m.ContactCodeDialog }));
const ContactCodeDialog = lazyDialog(loadCodeDialog);

const loadSchema = () => import('../forms/company-schemas').then((m) => m.CompanyDetailBody);
const resolver = lazyResolver<Input, CompanyDetailBody>(loadSchema);

export const REDIRECT_MS = 1500; // spec 001 §9 "employer save redirect 1.5 s"

/** /companydetail "Save & Post Job" (spec 001 §2, §4 "Employer onboarding", §5). */
export function CompanyDetailScreen() {
  const { t } = useTranslation(COMPANY_NS);
  const { t: tApp } = useTranslation();
  useEffect(() => {
    void loadSchema(); // fetch the rules while the employer fills the form
  }, []);
  return (
    <ExitFrame title={tApp('screens.companyDetail')} subtitle={t('detail.subtitle')}>
      <WithEmployer>{(record) => <CompanyDetailForm record={record} />}</WithEmployer>
    </ExitFrame>
  );
}

/** The sign-in name prefills the e-mail or the mobile the record does not hold yet. */
function defaultsOf(record: EmployerRecord, session: Session): Partial<Input> {
  const signedInWith = (type: 'email' | 'contact') =>
    session.login_type === type ? (session.user_name ?? '') : '';
  return {
    _id: record._id,
    name: record.name ?? '',
    email: record.email ?? signedInWith('email'),
    contact: record.contact ?? signedInWith('contact'),
    ...orgDefaults(record),
  };
}

/** Optional fields left empty are not sent. */
function bodyOf(values: CompanyDetailBody): CompanyDetailBody {
  const body = { ...values, profile_status: 2 as const };
  for (const key of ['about_company', 'contact_person_name', 'contact_person_number'] as const) {
    if (!body[key]) delete body[key];
  }
  return body;
}

function CompanyDetailForm({ record }: { record: EmployerRecord }) {
  const { t } = useTranslation(COMPANY_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const session = useSession();
  const save = useSaveEmployer();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const form = useForm<Input, unknown, CompanyDetailBody>({
    resolver,
    defaultValues: defaultsOf(record, session),
  });
  const { errors } = form.formState;
  // spec 001 §5: e-mail read only, mobile disabled, when already on file.
  const emailOnFile = Boolean(record.email);
  const mobileOnFile = Boolean(record.contact);
  // issue 15 item 6: the one not on file is proven by a code before it is saved
  const [proving, setProving] = useState<ContactToProve | null>(null);
  const [sending, setSending] = useState<ContactField | null>(null);
  const [sendError, setSendError] = useState<{ field: ContactField; text: string } | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The phone's stored step can be behind the server's (the details saved on another phone):
  // the guard then takes the employer to the dashboard, told why, instead of asking again. The
  // record as the form opened, not after its own save (which goes on to /jobs by itself).
  const [openedWith] = useState(record.profile_status);
  useEffect(() => {
    if (openedWith < PROFILE_STATUS.COMPLETE) return;
    void notify.success(t('detail.savedBefore'));
    setSession({ profile_status: openedWith });
  }, [openedWith, t]);

  const sendCode = async (field: ContactField) => {
    setSendError(null);
    if (!(await form.trigger(field))) return;
    const typed = String(form.getValues(field) ?? '').trim();
    const value = field === 'email' ? typed.toLowerCase() : typed;
    setSending(field);
    const dialog = loadCodeDialog().catch(() => undefined); // offline: LazyDialog says so
    try {
      await sendContactCode({ field, value });
      await dialog;
      setProving({ field, value });
    } catch (error) {
      const text = serverErrorText(error, form.setError);
      if (!form.getFieldState(field).error) setSendError({ field, text });
    } finally {
      setSending(null);
    }
  };

  const onVerified = (fresh: EmployerRecord) => {
    const field = proving?.field ?? 'contact';
    if (proving) form.setValue(field, proving.value);
    form.clearErrors(field);
    setProving(null);
    // the record now holds it: the field shows as on file
    queryClient.setQueryData(['user', fresh._id], fresh);
    void notify.success(t(field === 'contact' ? 'proof.mobileVerified' : 'proof.emailVerified'));
  };

  /** issue 15 item 6: a contact not on file is not proven yet; says so under its field. */
  const flagUnproven = (focus: boolean) => {
    const field = !emailOnFile ? 'email' : !mobileOnFile ? 'contact' : null;
    if (!field || form.getFieldState(field).error) return Boolean(field);
    const key = field === 'contact' ? 'proof.requiredContact' : 'proof.requiredEmail';
    form.setError(field, { type: 'proof', message: t(key) }, { shouldFocus: focus });
    return true;
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      if (flagUnproven(true)) return;
      try {
        await save.mutateAsync(bodyOf(values));
      } catch (error) {
        setServerError(serverErrorText(error, form.setError));
        return;
      }
      setDone(true);
      void notify.success(t('detail.created'));
      // spec 001 §4: the toast, then /jobs after 1.5 s; the guard reads profile_status 2.
      timer.current = window.setTimeout(() => {
        setSession({ profile_status: 2 });
        navigate(PATHS.jobs, { replace: true });
      }, REDIRECT_MS);
    },
    // the other fields' messages and this one together
    () => void flagUnproven(false),
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={done} className={CARD}>
          <SectionTitle>{t('detail.you')}</SectionTitle>
          <TextField
            {...form.register('name')}
            label={t('fields.name')}
            placeholder={t('fields.namePlaceholder')}
            autoComplete="name"
            maxLength={30}
            error={errorText(errors.name)}
          />
          <TextField
            {...form.register('email')}
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            readOnly={emailOnFile}
            className={LOCKED_INPUT}
            hint={
              emailOnFile
                ? session.login_type === 'contact'
                  ? t('proof.verified')
                  : t('fields.emailLocked')
                : t('proof.hintEmail')
            }
            error={errorText(errors.email)}
          />
          {!emailOnFile && (
            <SendCode
              busy={sending === 'email'}
              error={sendError?.field === 'email' ? sendError.text : null}
              onClick={() => void sendCode('email')}
            />
          )}
          {mobileOnFile ? (
            <TextField
              label={t('fields.mobile')}
              prefix="+91"
              value={record.contact ?? ''}
              disabled
              hint={
                session.login_type === 'contact'
                  ? t('fields.mobileLocked')
                  : record.contact_verified
                    ? t('proof.verified')
                    : undefined
              }
            />
          ) : (
            <>
              <MobileField
                {...form.register('contact')}
                label={t('fields.mobile')}
                hint={t('proof.hintContact')}
                error={errorText(errors.contact)}
              />
              <SendCode
                busy={sending === 'contact'}
                error={sendError?.field === 'contact' ? sendError.text : null}
                onClick={() => void sendCode('contact')}
              />
            </>
          )}
        </fieldset>
        <fieldset disabled={done} className={CARD}>
          <SectionTitle>{t('detail.company')}</SectionTitle>
          <OrganisationFields form={form} />
        </fieldset>
        <ErrorAlert>{serverError}</ErrorAlert>
        <Button
          type="submit"
          block
          busy={form.formState.isSubmitting || save.isPending}
          disabled={done}
        >
          {t('detail.submit')}
        </Button>
      </form>
      {/* outside the form: a portal's submit would bubble to the form in React's tree */}
      {proving && (
        <LazyDialog
          open
          component={ContactCodeDialog}
          onUnavailable={() => setProving(null)}
          props={{ proving, onClose: () => setProving(null), onVerified }}
        />
      )}
    </>
  );
}

/** "Send code" under the contact to be proven, with what went wrong sending it. */
function SendCode(props: { busy: boolean; error: string | null; onClick: () => void }) {
  const { t } = useTranslation(COMPANY_NS);
  return (
    <div className="space-y-2">
      <Button variant="secondary" block busy={props.busy} onClick={props.onClick}>
        {t('proof.sendCode')}
      </Button>
      <ErrorAlert>{props.error}</ErrorAlert>
    </div>
  );
}

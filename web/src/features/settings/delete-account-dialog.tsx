import { zodResolver } from '@hookform/resolvers/zod';
import { type DeleteAccountBody, deleteAccountBody, PATHS, ROLE } from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/ui/code-field';
import { Dialog } from '../../components/ui/dialog';
import { isApiError } from '../../lib/api-error';
import { useOtpSettings } from '../../lib/config';
import { serverErrorText } from '../../lib/forms/server-error';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { clearSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { useDeleteAccount, useSendDeleteCode } from './api/delete-account';
import { SETTINGS_NS } from './settings-i18n';

export type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: number | null;
  onDownload: () => void;
  downloading: boolean;
};

const ROLE_KEY: Record<number, string> = {
  [ROLE.SEEKER]: 'delete.gone.seeker',
  [ROLE.EMPLOYER]: 'delete.gone.employer',
  [ROLE.SAARTHI]: 'delete.gone.saarthi',
};

/**
 * "Delete my account" (issue 15 item 9, DPDP Act §12): what goes and what stays, a code to the
 * user's own mobile or e-mail, then the red button. Signed out and sent home once it is done.
 */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const { otpLength } = useOtpSettings();
  const schema = useMemo(() => deleteAccountBody(otpLength), [otpLength]);
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const send = useSendDeleteCode();
  const remove = useDeleteAccount();
  const busy = send.isPending || remove.isPending;
  const sent = send.data;

  const change = (open: boolean) => {
    if (!open && busy) return; // closing mid-request would hide whether it went through
    if (!open) {
      form.reset();
      send.reset();
      remove.reset();
    }
    props.onOpenChange(open);
  };

  // a wrong or stale code is told under the field; anything else above the buttons
  const codeFailure = isApiError(remove.error) ? remove.error.errors?.code : undefined;
  const failure = remove.error ?? send.error;
  const alert = failure && !codeFailure ? serverErrorText(failure) : null;
  const code = form.register('code');

  const submit = form.handleSubmit(({ code }) =>
    remove.mutate(code, {
      onSuccess: () => {
        clearSession();
        queryClient.clear();
        navigate(PATHS.home, { replace: true });
        void notify.success(t('delete.done'));
      },
    }),
  );

  return (
    <Dialog open={props.open} onOpenChange={change} title={t('delete.title')}>
      <div className="space-y-4 text-slate-700">
        {sent ? (
          <form id={formId} onSubmit={submit} noValidate className="space-y-3">
            <p>{t('delete.sentTo', { to: sent.to })}</p>
            <CodeField
              {...code}
              onChange={(event) => void code.onChange(event)}
              label={t('delete.codeLabel')}
              length={otpLength}
              autoFocus
              className="text-center text-2xl font-semibold tracking-[0.5em]"
              error={codeFailure ?? errorText(form.formState.errors.code, { length: otpLength })}
            />
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                send.mutate(undefined, {
                  onSuccess: () => {
                    form.resetField('code');
                    remove.reset();
                    void notify.success(t('delete.resent'));
                  },
                })
              }
              className="-ml-2 min-h-12 px-2 text-sm font-semibold text-primary underline underline-offset-2 disabled:opacity-60"
            >
              {t('delete.resend')}
            </button>
          </form>
        ) : (
          <Explanation {...props} />
        )}
        <ErrorAlert>{alert}</ErrorAlert>
      </div>
      {/* stacked: "Delete my account" does not fit half of a 360 px dialog on one line */}
      <div className="mt-6 grid gap-3">
        {sent ? (
          <Button
            key="confirm"
            type="submit"
            form={formId}
            variant="destructive"
            busy={remove.isPending}
          >
            {t('delete.confirm')}
          </Button>
        ) : (
          // keyed apart: one button is not recoloured into the other (a fade a screen shows)
          <Button key="send" variant="danger" busy={send.isPending} onClick={() => send.mutate()}>
            {t('delete.sendCode')}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => change(false)}>
          {t('delete.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

function Explanation({ role, onDownload, downloading }: DeleteAccountDialogProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const roleKey = role === null ? undefined : ROLE_KEY[role];
  return (
    <>
      <p className="font-semibold text-red-800">{t('delete.warning')}</p>
      <section>
        <h3 className="font-semibold text-slate-900">{t('delete.goneTitle')}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          <li>{t('delete.gone.all')}</li>
          {roleKey && <li>{t(roleKey)}</li>}
          <li>{t('delete.gone.signOut')}</li>
        </ul>
      </section>
      <section>
        <h3 className="font-semibold text-slate-900">{t('delete.keptTitle')}</h3>
        <p className="mt-1 text-sm">{t('delete.kept')}</p>
      </section>
      <button
        type="button"
        onClick={onDownload}
        disabled={downloading}
        className="-ml-2 min-h-12 px-2 text-left text-sm font-semibold text-primary underline underline-offset-2 disabled:opacity-60"
      >
        {t('delete.downloadFirst')}
      </button>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_REASON_MAX, DecisionBody } from '@kaamkaj/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextArea } from '../../components/ui/field';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { notify } from '../../lib/toast';
import { ADMIN_NS } from './admin-i18n';
import { type DecisionTarget, useDecide } from './api/decide';
import { CommonReasons } from './common-reasons';
import { errorMessage } from './format';

export type Decision = DecisionBody['decision'];

export type DecisionDialogProps = {
  target: DecisionTarget;
  id: string;
  decision: Decision | null;
  title: string;
  /** What approving does, shown before the yes / no. */
  approveText: string;
  onClose: () => void;
};

/** Approve (a yes / no) or decline (a reason the employer will read, spec 001 §4 Declined). */
export function DecisionDialog(props: DecisionDialogProps) {
  const { decision, title, onClose } = props;
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {decision === 'decline' ? <DeclineForm {...props} /> : <ApproveBody {...props} />}
    </Dialog>
  );
}

function useSend({ target, id, onClose }: DecisionDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const decide = useDecide(target);
  const [error, setError] = useState<string | null>(null);
  const send = async (body: DecisionBody) => {
    setError(null);
    try {
      await decide.mutateAsync({ id, body });
      const done = body.decision === 'approve' ? 'approved' : 'declined';
      void notify.success(t(`decision.${done}.${target}`));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return { send, error, busy: decide.isPending };
}

function ApproveBody(props: DecisionDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { send, error, busy } = useSend(props);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{props.approveText}</p>
      <ErrorAlert>{error}</ErrorAlert>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={props.onClose}>
          {t('decision.cancel')}
        </Button>
        <Button busy={busy} onClick={() => void send({ decision: 'approve' })}>
          {t('decision.approve')}
        </Button>
      </div>
    </div>
  );
}

function DeclineForm(props: DecisionDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const { send, error, busy } = useSend(props);
  const form = useForm<z.input<typeof DecisionBody>, unknown, DecisionBody>({
    resolver: zodResolver(DecisionBody),
    defaultValues: { decision: 'decline', reason: '' },
  });
  const reason = form.watch('reason') ?? '';
  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="space-y-4">
      <CommonReasons
        target={props.target}
        reason={reason}
        onPick={(text) => form.setValue('reason', text, { shouldValidate: true })}
      />
      <TextArea
        {...form.register('reason')}
        label={t('decision.reason')}
        maxLength={ADMIN_REASON_MAX}
        error={errorText(form.formState.errors.reason)}
      />
      <p className="-mt-3 text-right text-xs text-slate-500" aria-live="polite">
        {t('decision.count', { n: reason.length, max: ADMIN_REASON_MAX })}
      </p>
      <ErrorAlert>{error}</ErrorAlert>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={props.onClose}>
          {t('decision.cancel')}
        </Button>
        <Button type="submit" variant="danger" busy={busy}>
          {t('decision.decline')}
        </Button>
      </div>
    </form>
  );
}

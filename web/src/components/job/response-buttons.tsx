import { type ApplicationStatus, SEEKER_TRANSITIONS, type SeekerResponse } from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type JobResponseResult, SENT_TO_LOGIN, useJobResponse } from '../../lib/api/job-response';
import { isApiError } from '../../lib/api-error';
import { serverErrorText } from '../../lib/forms/server-error';
import { preloadOutbox, usePendingAnswer } from '../../lib/outbox';
import { notify } from '../../lib/toast';
import { Button } from '../ui/button';
import { ClockIcon } from '../ui/icons';
import { LazyConfirmDialog, useConfirmDialogAhead } from '../ui/lazy-confirm-dialog';
import { LazyDialog } from '../ui/lazy-dialog';
import { JOB_NS } from './job-i18n';

// spec 000 §2.7: Not Apply (Visited), Apply Later (Saved), Apply Now (Applied), in this order.
const BUTTONS = [
  { status: 'Visited', key: 'respond.notApply', variant: 'danger' },
  { status: 'Saved', key: 'respond.applyLater', variant: 'secondary' },
  { status: 'Applied', key: 'respond.applyNow', variant: 'primary' },
] as const;

/**
 * Issue 14 "no irreversible taps": an answer that leaves no answer open asks first, naming the
 * job. By spec 000 §4 that is Apply Now (the employer sees the application, §2.7, and there is no
 * withdrawal) and Not Apply (the job leaves the feed for good); the server has no way back from
 * either, so an undo toast could not keep its word. Apply Later asks nothing: the job waits on the
 * dashboard's Saved tab with Apply Now and Not Apply still open (§2.8).
 */
export function asksFirst(response: SeekerResponse): boolean {
  return SEEKER_TRANSITIONS[response].length === 0;
}

/** The answers still open from `status` (spec 000 §4): all three at first, two from Saved. */
export function responsesFrom(status: ApplicationStatus | null | undefined): SeekerResponse[] {
  return [...SEEKER_TRANSITIONS[status ?? 'none']];
}

type ResponseButtonsProps = {
  jobId: string;
  /** Named in the confirmation. */
  jobTitle: string;
  /** The seeker's current application status; null or absent for none (and for visitors). */
  status?: ApplicationStatus | null;
  /** Called after the server took the answer (the lists are already being reloaded). */
  onResponded?: (result: JobResponseResult) => void;
  className?: string;
};

/**
 * The seeker's answer to a job. Renders nothing when no answer is left (an Applied job, or one
 * the employer has moved on). Visitors and employers are sent to the seeker login by the hook.
 * An answer waiting offline in the outbox counts as given, and says it will be sent.
 */
export function ResponseButtons({
  jobId,
  jobTitle,
  status = null,
  onResponded,
  className = '',
}: ResponseButtonsProps) {
  const { t } = useTranslation(JOB_NS);
  const respond = useJobResponse();
  const [asking, setAsking] = useState<SeekerResponse | null>(null);
  const waiting = usePendingAnswer(jobId);
  useEffect(preloadOutbox, []); // an answer given offline needs the outbox then
  useConfirmDialogAhead();
  const open = responsesFrom(waiting ?? status);
  const buttons = BUTTONS.filter((b) => open.includes(b.status));
  if (buttons.length === 0 && !waiting) return null;
  const busyWith = respond.isPending ? respond.variables?.status : undefined;

  // In the dialog a failure shows there, not as a toast; a visitor is on the way to the login.
  const send = (answer: SeekerResponse, inDialog: boolean) =>
    respond.mutate(
      { jobId, status: answer, toast: !inDialog, title: jobTitle },
      {
        onSuccess: (result) => {
          setAsking(null);
          // offline, the card says "will be sent" (below) instead of a success it cannot promise
          if (!result.queued) void notify.success(t(`respond.${result.status}`));
          onResponded?.(result);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === SENT_TO_LOGIN) setAsking(null);
        },
      },
    );
  const tap = (answer: SeekerResponse) => {
    if (!asksFirst(answer)) return send(answer, false);
    respond.reset();
    setAsking(answer);
  };
  const failed = asking && respond.isError ? serverErrorText(respond.error) : null;

  return (
    // Two answers share a row; with three, Apply Now takes a row of its own so no label wraps
    // at 360 px (the Hindi ones are long) and the main answer is the easiest to hit.
    <fieldset className={`grid grid-cols-2 gap-2 ${className}`}>
      <legend className="sr-only">{t('respond.label')}</legend>
      {waiting && (
        <p
          role="status"
          className="col-span-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          <ClockIcon className="mt-0.5 size-4 shrink-0" />
          {t(`respond.queued.${waiting}`)}
        </p>
      )}
      {buttons.map((b) => (
        <Button
          key={b.status}
          variant={b.variant}
          className={`min-h-12 px-2 text-sm leading-tight ${
            buttons.length === 3 && b.status === 'Applied' ? 'col-span-2' : ''
          }`}
          busy={busyWith === b.status}
          disabled={respond.isPending}
          onClick={() => tap(b.status)}
        >
          {t(b.key)}
        </Button>
      ))}
      <LazyDialog
        open={asking !== null}
        component={LazyConfirmDialog}
        onUnavailable={() => setAsking(null)}
        props={{
          open: asking !== null,
          onOpenChange: (next: boolean) => !next && setAsking(null),
          title: asking ? t(`respond.confirm.${asking}.title`, { title: jobTitle }) : '',
          message: asking ? t(`respond.confirm.${asking}.body`) : '',
          confirmLabel: asking ? t(`respond.confirm.${asking}.yes`) : '',
          cancelLabel: t('respond.confirm.cancel'),
          danger: asking === 'Visited',
          busy: asking !== null && busyWith === asking,
          error: failed,
          onConfirm: () => asking && send(asking, true),
        }}
      />
    </fieldset>
  );
}

import { type ApplicationStatus, SEEKER_TRANSITIONS, type SeekerResponse } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { type JobResponseResult, useJobResponse } from '../../app/api/job-response';
import { notify } from '../../app/toast';
import { Button } from '../ui/button';
import { JOB_NS } from './job-i18n';

// spec 000 §2.7: Not Apply (Visited), Apply Later (Saved), Apply Now (Applied), in this order.
const BUTTONS = [
  { status: 'Visited', key: 'respond.notApply', variant: 'danger' },
  { status: 'Saved', key: 'respond.applyLater', variant: 'secondary' },
  { status: 'Applied', key: 'respond.applyNow', variant: 'primary' },
] as const;

/** The answers still open from `status` (spec 000 §4): all three at first, two from Saved. */
export function responsesFrom(status: ApplicationStatus | null | undefined): SeekerResponse[] {
  return [...SEEKER_TRANSITIONS[status ?? 'none']];
}

type ResponseButtonsProps = {
  jobId: string;
  /** The seeker's current application status; null or absent for none (and for visitors). */
  status?: ApplicationStatus | null;
  /** Called after the server took the answer (the lists are already being reloaded). */
  onResponded?: (result: JobResponseResult) => void;
  className?: string;
};

/**
 * The seeker's answer to a job. Renders nothing when no answer is left (an Applied job, or one
 * the employer has moved on). Visitors and employers are sent to the seeker login by the hook.
 */
export function ResponseButtons({
  jobId,
  status = null,
  onResponded,
  className = '',
}: ResponseButtonsProps) {
  const { t } = useTranslation(JOB_NS);
  const respond = useJobResponse();
  const open = responsesFrom(status);
  const buttons = BUTTONS.filter((b) => open.includes(b.status));
  if (buttons.length === 0) return null;
  const busyWith = respond.isPending ? respond.variables?.status : undefined;
  return (
    // Two answers share a row; with three, Apply Now takes a row of its own so no label wraps
    // at 360 px (the Hindi ones are long) and the main answer is the easiest to hit.
    <fieldset className={`grid grid-cols-2 gap-2 ${className}`}>
      <legend className="sr-only">{t('respond.label')}</legend>
      {buttons.map((b) => (
        <Button
          key={b.status}
          variant={b.variant}
          className={`min-h-12 px-2 text-sm leading-tight ${
            buttons.length === 3 && b.status === 'Applied' ? 'col-span-2' : ''
          }`}
          busy={busyWith === b.status}
          disabled={respond.isPending}
          onClick={() =>
            respond.mutate(
              { jobId, status: b.status },
              {
                onSuccess: (result) => {
                  void notify.success(t(`respond.${result.status}`));
                  onResponded?.(result);
                },
              },
            )
          }
        >
          {t(b.key)}
        </Button>
      ))}
    </fieldset>
  );
}

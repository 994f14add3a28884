import {
  type ApplicationStatus,
  applicantActions,
  canRescheduleInterview,
  canScheduleInterview,
  type EmployerAction,
  isJoiningAction,
  type Joining,
} from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { APPLICANTS_NS } from './applicants-i18n';

const VARIANT: Record<EmployerAction, ButtonVariant> = {
  shortlist: 'primary',
  shortlistAgain: 'primary',
  hired: 'primary',
  notShortlist: 'danger',
  reject: 'danger',
  joined: 'primary',
  notJoined: 'danger',
};

/**
 * Issue 14 "no irreversible taps": the decisions the seeker is told of at once that say no or
 * close the pipeline ask first, naming the applicant and the job. Hired is final (no edge leaves
 * it, spec 001 §4); Reject ends the interview stage; Not Shortlist sends "not shortlisted". A
 * later Shortlist Again cannot unsend those messages, so an undo would not really undo. Joined
 * and Not Joined are told to the seeker too, so they ask as well (and can be corrected later).
 */
const ASK_FIRST: readonly EmployerAction[] = [
  'notShortlist',
  'reject',
  'hired',
  'joined',
  'notJoined',
];
export function asksFirst(action: EmployerAction): boolean {
  return ASK_FIRST.includes(action);
}

type ProfileActionsProps = {
  status: ApplicationStatus;
  joining: Joining | null;
  /** The job is not Open: the server refuses every change (JOB_NOT_OPEN). */
  jobOpen: boolean;
  /** The job is Open, Complete or Closed: a hire's joining can still be recorded. */
  jobLive: boolean;
  busy: EmployerAction | null;
  onAction: (action: EmployerAction) => void;
  onInterview: () => void;
};

/**
 * The decisions of spec 001 §4 offered on `status`, from the domain table (applicantActions),
 * plus Schedule Interview (Shortlisted) or Reschedule Interview (Selected).
 */
export function ProfileActions({
  status,
  joining,
  jobOpen,
  jobLive,
  busy,
  onAction,
  onInterview,
}: ProfileActionsProps) {
  const { t } = useTranslation(APPLICANTS_NS);
  const hired = status === 'Hired';
  // issue 14 item 16: a hire's Joined / Not Joined outlives the job's Open state
  const actions = applicantActions(status, joining).filter((a) =>
    isJoiningAction(a) ? jobLive : jobOpen,
  );
  const interview = canScheduleInterview(status)
    ? 'schedule'
    : canRescheduleInterview(status)
      ? 'reschedule'
      : null;
  let body: ReactNode;
  if (!jobOpen && actions.length === 0) {
    body = <p className="text-sm text-slate-700">{t('profile.jobNotOpen')}</p>;
  } else if (actions.length === 0 && !interview) {
    body = hired ? <p className="text-sm text-slate-700">{t('profile.hired')}</p> : null;
  } else {
    body = (
      <div className="grid grid-cols-2 gap-2">
        {hired && (
          <p className="col-span-2 text-sm text-slate-700">
            {t('profile.hired')}{' '}
            {joining && `${t(`profile.joining.${joining}`)} ${t('profile.joiningChange')}`}
          </p>
        )}
        {interview && jobOpen && (
          <Button className="col-span-2" disabled={busy !== null} onClick={onInterview}>
            {t(`actions.${interview}`)}
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            variant={VARIANT[action]}
            busy={busy === action}
            disabled={busy !== null}
            className={actions.length === 1 ? 'col-span-2' : ''}
            onClick={() => onAction(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </div>
    );
  }
  if (!body) return null;
  return (
    <section
      aria-labelledby="decision-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="decision-title" className="font-bold text-slate-900">
        {t('profile.actionsTitle')}
      </h2>
      {body}
    </section>
  );
}

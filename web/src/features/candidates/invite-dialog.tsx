import { districtLabel, type InviteJob, PATHS } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { CARD } from '../../components/ui/choice-group';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/loader';
import { serverErrorText } from '../../lib/forms/server-error';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useInviteCandidate, useInviteJobs } from './api/invite-candidate';
import { CANDIDATES_NS } from './candidates-i18n';

type InviteDialogProps = {
  seekerId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Invite to a job (issue 14 item 12): the employer picks one of their Open jobs; the seeker is
 * told in their own language. A job they were invited to or applied for cannot be picked again.
 */
export function InviteDialog({ seekerId, name, open, onOpenChange }: InviteDialogProps) {
  const { t } = useTranslation(CANDIDATES_NS);
  const jobs = useInviteJobs(seekerId, open);
  const invite = useInviteCandidate();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  // Closing mid-request would hide whether it went through.
  const change = (next: boolean) => {
    if (!next && invite.isPending) return;
    if (!next) {
      setChosen(null);
      setMissing(false);
      invite.reset();
    }
    onOpenChange(next);
  };

  const send = () => {
    if (!chosen) return setMissing(true);
    const job = jobs.data?.find((j) => j._id === chosen)?.job_title ?? '';
    invite.mutate(
      { seekerId, job_id: chosen },
      {
        onSuccess: (result) => {
          void notify.success(
            t(result.already_invited ? 'invite.already' : 'invite.sent', { name, job }),
          );
          change(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={change} title={t('invite.title', { name })}>
      {jobs.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-8 text-primary">
          <Spinner className="size-7" />
          <span className="text-sm font-medium text-slate-600">{t('invite.loading')}</span>
        </div>
      ) : jobs.isError ? (
        <div className="space-y-3">
          <ErrorAlert>{serverErrorText(jobs.error)}</ErrorAlert>
          <Button variant="secondary" block onClick={() => void jobs.refetch()}>
            {t('invite.retry')}
          </Button>
        </div>
      ) : jobs.data.length === 0 ? (
        <div className="space-y-4">
          <p className="text-slate-700">{t('invite.noJobs')}</p>
          <Link to={PATHS.jobs} className={buttonClass('primary', 'w-full')}>
            {t('invite.postJob')}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <JobChoices
            jobs={jobs.data}
            value={chosen}
            onChange={(id) => {
              setChosen(id);
              setMissing(false);
            }}
            invalid={missing}
          />
          {/* An employer with fifty open jobs scrolls a long list: the answer and the buttons
              stay at the dialog's foot, in reach, with what stops the invitation above them */}
          <div className={STICKY_FOOT}>
            {missing && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t('invite.choose')}
              </p>
            )}
            <ErrorAlert>{invite.isError ? serverErrorText(invite.error) : null}</ErrorAlert>
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" disabled={invite.isPending} onClick={() => change(false)}>
                {t('invite.cancel')}
              </Button>
              <Button busy={invite.isPending} onClick={send}>
                {t('invite.send')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

type JobChoicesProps = {
  jobs: InviteJob[];
  value: string | null;
  onChange: (id: string) => void;
  /** Sent with none chosen: the list is marked, the message is at the dialog's foot. */
  invalid: boolean;
};

// the dialog's padding (p-5) taken back, so the foot covers the list scrolling under it
const STICKY_FOOT =
  'sticky -bottom-5 -mx-5 -mb-5 space-y-3 bg-white px-5 pt-3 pb-5 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]';

/** One radio card per Open job: title, company and district, and why it cannot be picked. */
function JobChoices({ jobs, value, onChange, invalid }: JobChoicesProps) {
  const { t } = useTranslation(CANDIDATES_NS);
  const lang = useLanguage();
  return (
    <fieldset className="space-y-2" aria-invalid={invalid || undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-700">{t('invite.legend')}</legend>
      {jobs.map((job) => {
        const done = job.applied ? t('invite.applied') : job.invited ? t('invite.invited') : null;
        return (
          <label key={job._id} className={`${CARD} w-full`}>
            <input
              type="radio"
              name="invite-job"
              className="size-4 shrink-0 accent-primary"
              checked={value === job._id}
              disabled={done !== null}
              onChange={() => onChange(job._id)}
            />
            <span className="min-w-0 flex-1 leading-snug">
              <span className="block break-words">{job.job_title}</span>
              <span className="block text-xs font-normal text-slate-600">
                {[job.company_name, districtLabel(job.district, lang)].filter(Boolean).join(' · ')}
              </span>
              {done && <span className="block text-xs font-semibold text-green-800">{done}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

import { ROLE, type SeekerJob } from '@kaamkaj/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JobDetail } from '../../components/job/job-detail';
import { JOB_NS } from '../../components/job/job-i18n';
import { ResponseButtons, responsesFrom } from '../../components/job/response-buttons';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { recordJobView, takePendingAnswer, useJobResponse } from '../../lib/api/job-response';
import { roleOf, useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { asSeekerView, isGone, usePublicJob, useSignedInJob } from './api/job';
import { CARD } from './card';
import { JOB_PAGE_NS } from './job-page-i18n';
import { JobNotAvailable } from './not-available';

/**
 * /shared/job?id= for visitors (spec 000 §2.1, §2.2): the job with View More/Less, the share
 * menu and the three answers, which send a visitor to the seeker login and back here (signed
 * in, the guard then opens /job with the same query). Signed-in users never see this page.
 */
export function SharedJobScreen() {
  const { t } = useTranslation(JOB_PAGE_NS);
  const id = useSearchParams()[0].get('id') ?? '';
  const job = usePublicJob(id);
  if (!id || isGone(job.error)) return <JobNotAvailable reader="visitor" />;
  if (job.isError) return <LoadFailed query={job} />;
  if (!job.data) return <PageLoader />;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6">
      <article className={CARD}>
        <JobDetail
          job={job.data}
          collapsible
          actions={
            <div className="space-y-2 border-t border-slate-100 pt-4">
              <p className="text-sm text-slate-600">{t('signInToApply')}</p>
              <ResponseButtons jobId={job.data._id} jobTitle={job.data.job_title} />
            </div>
          }
        />
      </article>
    </div>
  );
}

/**
 * /job?id= for signed-in users (spec 000 §2.1): a seeker sees the job with their application
 * status, the contact when Shortlisted, and the answers still open; an employer their own job
 * with its openings. Opening it counts a view (spec 000 §7, seekers only).
 */
export function JobScreen() {
  const id = useSearchParams()[0].get('id') ?? '';
  const role = roleOf(useSession());
  const job = useSignedInJob(id);
  useEffect(() => {
    if (id) recordJobView(id);
  }, [id]);
  if (!id || isGone(job.error))
    return <JobNotAvailable reader={role === ROLE.EMPLOYER ? 'employer' : 'seeker'} />;
  if (job.isError) return <LoadFailed query={job} />;
  if (!job.data) return <PageLoader />;
  const view = asSeekerView(job.data);
  return (
    <article className={CARD}>
      <JobDetail
        job={view.job}
        openings={view.openings}
        actions={role === ROLE.SEEKER ? <SeekerAnswers job={view.job} /> : null}
      />
    </article>
  );
}

function SeekerAnswers({ job }: { job: SeekerJob }) {
  useReplayedAnswer(job);
  return (
    <ResponseButtons
      jobId={job._id}
      jobTitle={job.job_title}
      status={job.status}
      className="border-t border-slate-100 pt-4"
    />
  );
}

/**
 * The answer a visitor tapped on /shared/job before signing in (spec 000 §2.2) is sent once
 * they are back here as a seeker, if it is still open for this job.
 */
function useReplayedAnswer(job: SeekerJob) {
  const { t } = useTranslation(JOB_NS);
  const respond = useJobResponse();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const status = takePendingAnswer(job._id);
    if (!status || !responsesFrom(job.status).includes(status)) return;
    respond.mutate(
      { jobId: job._id, status },
      { onSuccess: (result) => void notify.success(t(`respond.${result.status}`)) },
    );
  }, [job, respond, t]);
}

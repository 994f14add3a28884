import {
  adminReasonIn,
  CLOSABLE_JOB_STATUSES,
  type EmployerJob,
  JOB_STATUS,
  label,
  PATHS,
  VERIFICATION_STATUS,
  type VerificationStatus,
} from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobLogo } from '../../../components/job/job-logo';
import { SalaryText } from '../../../components/job/salary-text';
import { Button, buttonClass } from '../../../components/ui/button';
import { MapPinIcon } from '../../../components/ui/icons';
import { istDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { EMPLOYER_JOBS_NS } from '../employer-jobs-i18n';
import { jobChip } from '../job-rules';

type JobCardProps = {
  job: EmployerJob;
  verification: VerificationStatus;
  place: string;
  onVerification: () => void;
  onDetails: () => void;
  onClose: () => void;
};

const CHIP = 'inline-flex min-h-12 items-center gap-1.5 rounded-full px-3 text-sm font-semibold';
const PILL = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold';

export const postedDate = istDate;

/** One posted job on the employer dashboard (spec 001 §2 "/dashboard", §4 chips). */
export function JobCard({
  job,
  verification,
  place,
  onVerification,
  onDetails,
  onClose,
}: JobCardProps) {
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  const lang = useLanguage();
  const chip = jobChip(job, verification);
  const closable = (CLOSABLE_JOB_STATUSES as readonly number[]).includes(job.status);
  return (
    <article
      aria-labelledby={`job-${job._id}`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex gap-3">
        <JobLogo
          src={job.company_logo}
          alt={t('dashboard.logoAlt', { company: job.company_name })}
        />
        <div className="min-w-0 flex-1">
          <h2 id={`job-${job._id}`} className="text-lg leading-snug font-bold text-slate-900">
            {job.job_title}
          </h2>
          <p className="truncate text-sm text-slate-600">{job.company_name}</p>
          <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <span>{[job.job_location, place].filter(Boolean).join(', ')}</span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="sr-only">{t('details.salary')}</dt>
        <dd className="col-span-2 font-semibold text-slate-900">
          <SalaryText from={job.salary_from} to={job.salary_to} />
        </dd>
        <dt className="sr-only">{t('details.openings')}</dt>
        <dd className="text-slate-700">{t('dashboard.openings', { count: job.openings })}</dd>
        <dt className="sr-only">{t('details.posted')}</dt>
        <dd className="text-right text-slate-500">
          {t('dashboard.posted', { date: postedDate(job.created_at, lang) })}
        </dd>
      </dl>
      {/* issue 14 item 16: what became of the hires (spec 001 §4 Hired, Joined) */}
      {job.hired > 0 && (
        <p className="text-sm font-semibold text-green-800">
          {t('dashboard.hiredJoined', { hired: job.hired, joined: job.joined })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {chip.kind === 'open' && (
          <span className={`${PILL} bg-green-100 text-green-800`}>
            <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
            {/* one text node, as the page the server drew has it (issue 16 item 3) */}
            {`${t('dashboard.open')} · ${t('dashboard.applicants', { count: chip.applicants })}`}
          </span>
        )}
        {chip.kind === 'verification' && (
          <>
            <span className="text-sm font-semibold text-slate-600">
              {label(JOB_STATUS, job.status, lang)}
            </span>
            <button
              type="button"
              onClick={onVerification}
              className={`${CHIP} bg-amber-100 text-amber-900 hover:bg-amber-200`}
            >
              {t('dashboard.verification', {
                status: label(VERIFICATION_STATUS, chip.status, lang),
              })}
            </button>
          </>
        )}
        {chip.kind === 'complete' && (
          <span className={`${PILL} bg-slate-100 text-slate-700`}>
            {label(JOB_STATUS, 1, lang)}
          </span>
        )}
        {chip.kind === 'deactivated' && (
          <div className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-medium">{t('dashboard.deactivated')}</p>
            {job.deactivation_reason && (
              <p className="mt-0.5">
                {t('dashboard.deactivatedReason', {
                  reason: adminReasonIn(job.deactivation_reason, lang),
                })}
              </p>
            )}
          </div>
        )}
      </div>
      {/* issue 14: the applicants are one obvious tap away, not only through the status pill */}
      {job.status !== 3 && job.status !== 4 && (
        <Link
          to={`${PATHS.userApplied}?id=${encodeURIComponent(job._id)}`}
          className={buttonClass('primary', 'w-full')}
        >
          {t('dashboard.applicantsButton', { count: job.applicants })}
        </Link>
      )}
      <div className={`grid gap-2 ${closable ? 'grid-cols-2' : 'grid-cols-1'}`}>
        <Button variant="secondary" className="px-3 text-sm" onClick={onDetails}>
          {t('dashboard.viewDetails')}
        </Button>
        {closable && (
          <Button variant="danger" className="px-3 text-sm" onClick={onClose}>
            {t('dashboard.close')}
          </Button>
        )}
      </div>
    </article>
  );
}

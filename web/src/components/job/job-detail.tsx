import {
  EXPERIENCE,
  JOB_GENDER,
  JOB_TIMINGS,
  JOB_TYPE,
  label,
  OTHER_SKILL,
  ROLE,
  type SeekerJob,
} from '@kaamkaj/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Category, nameIn, useJobCategories } from '../../lib/api/job-categories';
import { type JobResponseResult, recordJobView } from '../../lib/api/job-response';
import { type Lang, useLanguage } from '../../lib/i18n';
import { roleOf, useSession } from '../../lib/session';
import { Dialog } from '../ui/dialog';
import { PhoneIcon } from '../ui/icons';
import { jobHeading, jobName } from './job-heading';
import { JOB_NS } from './job-i18n';
import { JobLogo } from './job-logo';
import { applicationStatusText } from './job-status';
import { MediaButtons } from './media-buttons';
import { qualificationText } from './qualification-text';
import { ResponseButtons } from './response-buttons';
import { salaryText } from './salary-text';
import { ShareMenu } from './share-menu';

/** The job's skills by name: the category's skills, then the typed other skill (spec 000 §2.7). */
export function skillNames(
  job: Pick<SeekerJob, 'category' | 'skills' | 'other_skills'>,
  categories: readonly Category[] | undefined,
  lang: Lang,
): string[] {
  const category = categories?.find((c) => c._id === job.category);
  const names = job.skills
    .filter((id) => id !== OTHER_SKILL)
    .map((id) => {
      const skill = category?.skills.find((s) => s._id === id);
      return skill ? nameIn(skill, lang) : id; // a typed 'other' skill is its own text
    });
  if (job.other_skills && !names.includes(job.other_skills)) names.push(job.other_skills);
  return names;
}

/** A description with View More / View Less when long (spec 000 §2.7, the shared page). */
function Description({ text, collapsible }: { text: string; collapsible: boolean }) {
  const { t } = useTranslation(JOB_NS);
  const [more, setMore] = useState(false);
  const long = collapsible && text.length > 160;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-600">{t('detail.description')}</h3>
      <p
        className={`mt-1 text-base whitespace-pre-line text-slate-900 ${long && !more ? 'line-clamp-3' : ''}`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={more}
          onClick={() => setMore((v) => !v)}
          className="mt-1 min-h-12 text-sm font-semibold text-primary"
        >
          {more ? t('detail.viewLess') : t('detail.viewMore')}
        </button>
      )}
    </div>
  );
}

export type JobDetailProps = {
  job: SeekerJob;
  /** The employer's own job: openings, shown to role 2 only (spec 000 §2.7). */
  openings?: number | null;
  /** Show the title as the page heading (false inside the dialog, whose title it is). */
  heading?: boolean;
  /** View More/Less on the description (the shared page). */
  collapsible?: boolean;
  /** Buttons under the detail (response buttons ...). */
  actions?: ReactNode;
};

/** Every field of a job (spec 000 §2.7), as the detail dialog and the job pages show it. */
export function JobDetail({
  job,
  openings,
  heading = true,
  collapsible = false,
  actions,
}: JobDetailProps) {
  const { t } = useTranslation(JOB_NS);
  const lang = useLanguage();
  const role = roleOf(useSession());
  const categories = useJobCategories().data;
  const skills = skillNames(job, categories, lang);
  const { lead, follow } = jobHeading(job, lang); // as the cards name it (issue 14)
  const rows: [string, ReactNode][] = [
    ['detail.salary', salaryText(job.salary_from, job.salary_to, t, 'detail')],
    ['detail.experience', label(EXPERIENCE, job.experience, lang)],
    ['detail.gender', label(JOB_GENDER, job.gender, lang)],
    ['detail.qualification', qualificationText(job.qualification, t, lang)],
  ];
  // spec 000 §2.7: the contact only when the server gives it (Shortlisted and allowed).
  if (job.company_contact) {
    rows.push([
      'detail.contact',
      <a
        key="tel"
        href={`tel:${job.company_contact}`}
        className="inline-flex min-h-12 items-center gap-1.5 font-semibold text-primary underline"
      >
        <PhoneIcon className="size-4" />
        {job.company_contact}
      </a>,
    ]);
  }
  rows.push(
    ['detail.jobType', label(JOB_TYPE, job.job_type, lang)],
    ['detail.jobTimings', label(JOB_TIMINGS, job.job_timings, lang)],
    ['detail.skills', skills.join(', ')],
    ['detail.location', job.job_location],
  );
  if (role === ROLE.EMPLOYER && openings != null) rows.push(['detail.openings', openings]);
  if (job.status) rows.push(['detail.status', applicationStatusText(job.status, lang, t)]);
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <JobLogo
          src={job.company_logo}
          alt={t('detail.logoAlt', { company: job.company_name })}
          className="size-16"
        />
        <div className="min-w-0 flex-1">
          {heading && (
            <h1 className="text-xl leading-snug font-bold text-slate-900">
              {lead}
              {follow && <span className="sr-only">{` (${follow})`}</span>}
            </h1>
          )}
          {follow && (
            <p aria-hidden={heading} className="text-base text-slate-700">
              {follow}
            </p>
          )}
          <p className="text-base font-medium text-slate-700">{job.company_name}</p>
          <p className="text-sm text-slate-600">
            <span className="sr-only">{t('detail.district')}: </span>
            {job.district_name?.[lang] ?? job.district}
          </p>
        </div>
        <ShareMenu
          jobId={job._id}
          jobTitle={jobName(job, lang)}
          companyName={job.company_name}
          compact
        />
      </div>
      <MediaButtons job={job} />
      <dl className="divide-y divide-slate-100">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([key, value]) => (
            <div key={key} className="grid grid-cols-[8rem_1fr] gap-3 py-2 text-sm">
              <dt className="font-semibold text-slate-600">{t(key)}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      <Description text={job.description} collapsible={collapsible} />
      {actions}
    </div>
  );
}

type JobDetailDialogProps = {
  /** The job to show; null keeps the dialog closed. */
  job: SeekerJob | null;
  onClose: () => void;
  /** Show the response buttons of the job's current status (the seeker's feed, dashboard). */
  respond?: boolean;
  /** After a response (sent, or queued offline); the dialog closes itself. */
  onResponded?: (result: JobResponseResult) => void;
  openings?: number | null;
};

/** The job detail modal (spec 000 §2.7); opening it counts a view (POST /job/record/view). */
export function JobDetailDialog({
  job,
  onClose,
  respond = false,
  onResponded,
  openings,
}: JobDetailDialogProps) {
  const lang = useLanguage();
  const jobId = job?._id;
  useEffect(() => {
    if (jobId) recordJobView(jobId);
  }, [jobId]);
  if (!job) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={jobHeading(job, lang).lead}>
      <JobDetail
        job={job}
        heading={false}
        openings={openings}
        actions={
          respond ? (
            <ResponseButtons
              jobId={job._id}
              jobTitle={jobName(job, lang)}
              status={job.status}
              onResponded={(result) => {
                onResponded?.(result);
                onClose();
              }}
            />
          ) : null
        }
      />
    </Dialog>
  );
}

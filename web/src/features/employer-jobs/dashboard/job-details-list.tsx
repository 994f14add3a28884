import {
  adminReasonIn,
  type EmployerJob,
  EXPERIENCE,
  JOB_GENDER,
  JOB_STATUS,
  JOB_TIMINGS,
  JOB_TYPE,
  label,
  OTHER_SKILL,
} from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaButtons } from '../../../components/job/media-buttons';
import { qualificationText } from '../../../components/job/qualification-text';
import { salaryText } from '../../../components/job/salary-text';
import { type Category, nameIn } from '../../../lib/api/job-categories';
import { useLanguage } from '../../../lib/i18n';
import { EMPLOYER_JOBS_NS } from '../employer-jobs-i18n';
import { postedDate } from './job-card';

/** Issue 12: an animated description asked for at posting is made by Kaamkaj staff. */
function animatedState(job: EmployerJob): 'ready' | 'making' | 'none' {
  if (job.animated_description) return 'ready';
  return job.animated_jd_required ? 'making' : 'none';
}

type JobDetailsListProps = {
  job: EmployerJob;
  categories: readonly Category[];
  place: (district: string) => string;
};

/** Every field of the job, labelled in the language (the dialog, the applicants' Job details tab). */
export function JobDetailsList({ job, categories, place }: JobDetailsListProps) {
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  const lang = useLanguage();
  const category = categories.find((c) => c._id === job.category);
  const skills = job.skills
    .filter((id) => id !== OTHER_SKILL)
    .map((id) => {
      const skill = category?.skills.find((s) => s._id === id);
      return skill ? nameIn(skill, lang) : id; // a typed 'other' skill is its own text
    });
  if (job.other_skills && !skills.includes(job.other_skills)) skills.push(job.other_skills);
  // an administrator's reason for deactivating it (status 4), in the employer's language
  const reasonRow: [string, ReactNode][] = job.deactivation_reason
    ? [['details.deactivationReason', adminReasonIn(job.deactivation_reason, lang)]]
    : [];
  const rows: [string, ReactNode][] = [
    ['details.company', job.company_name],
    ['details.location', [job.job_location, place(job.district)].filter(Boolean).join(', ')],
    ['details.salary', salaryText(job.salary_from, job.salary_to, t)],
    ['details.openings', job.openings],
    ['details.status', label(JOB_STATUS, job.status, lang)],
    ...reasonRow,
    ['details.category', category ? nameIn(category, lang) : job.category],
    ['details.skills', skills.join(', ')],
    ['details.experience', label(EXPERIENCE, job.experience, lang)],
    ['details.jobType', label(JOB_TYPE, job.job_type, lang)],
    ['details.jobTimings', label(JOB_TIMINGS, job.job_timings, lang)],
    ['details.gender', label(JOB_GENDER, job.gender, lang)],
    ['details.qualification', qualificationText(job.qualification, t, lang)],
    ['details.canContact', job.can_contact_emp ? t('details.yes') : t('details.no')],
    ['details.animated', t(`details.animatedState.${animatedState(job)}`)],
    ['details.posted', postedDate(job.created_at, lang)],
  ];
  return (
    <>
      <dl className="divide-y divide-slate-100">
        {rows.map(([key, value]) => (
          <div key={key} className="grid grid-cols-[8.5rem_1fr] gap-3 py-2 text-sm">
            <dt className="font-semibold text-slate-600">{t(key)}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-600">{t('details.description')}</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{job.description}</p>
      {(job.audio_description || job.animated_description) && (
        <div className="mt-4">
          <MediaButtons job={job} />
        </div>
      )}
    </>
  );
}

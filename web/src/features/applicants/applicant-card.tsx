import {
  type ApplicantCard as Applicant,
  canRescheduleInterview,
  canScheduleInterview,
  clockText,
  type EmployerJob,
} from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MapPinIcon } from '../../components/ui/icons';
import { calendarDay } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ApplicantPhoto, StatusChip } from './applicant-bits';
import {
  type ApplicantSummary,
  type InterviewState,
  interviewPath,
  type ProfileState,
  profilePath,
} from './applicant-nav';
import { APPLICANTS_NS } from './applicants-i18n';
import { CardMenu, type MenuItem } from './card-menu';
import { ContactReveal } from './contact-reveal';

const INTERVIEW_REPLY: Record<string, string> = {
  pending: 'interview.pending',
  Accept: 'interview.accepted',
  'Not Accept': 'interview.declined',
};

type ApplicantCardProps = { applicant: Applicant; job: EmployerJob; place: string };

/**
 * One applicant of a job (spec 001 §2 "Applicant card"): photo or placeholder, name, location,
 * status, the masked contact of a Shortlisted applicant, and the menu View / Schedule Interview
 * / Reschedule Interview by the domain rules.
 */
export function ApplicantCard({ applicant, job, place }: ApplicantCardProps) {
  if (applicant.account_deleted) return <DeletedApplicantCard applicant={applicant} />;
  return <LiveApplicantCard applicant={applicant} job={job} place={place} />;
}

/**
 * issue 15 item 9: a seeker who deleted their account stays in the job's counts as a row with
 * its status and nothing personal, and nothing more can be done with it.
 */
function DeletedApplicantCard({ applicant }: { applicant: Applicant }) {
  const { t } = useTranslation(APPLICANTS_NS);
  return (
    <article
      aria-labelledby={`applicant-${applicant._id}`}
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <ApplicantPhoto src={null} name={t('accountDeleted')} className="size-14" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={`applicant-${applicant._id}`} className="text-lg font-bold text-slate-600 italic">
          {t('accountDeleted')}
        </h2>
        <StatusChip status={applicant.status} joining={applicant.joining} />
      </div>
    </article>
  );
}

function LiveApplicantCard({ applicant, job, place }: ApplicantCardProps) {
  const { t } = useTranslation(APPLICANTS_NS);
  const lang = useLanguage();
  const navigate = useNavigate();
  const name = applicant.name || t('noName');
  const summary: ApplicantSummary = {
    _id: applicant._id,
    name: applicant.name,
    profile_pic: applicant.profile_pic,
    status: applicant.status,
    interview: applicant.interview,
  };
  const profileState: ProfileState = { status: applicant.status, job, applicant: summary };
  const toInterview = () =>
    navigate(interviewPath(applicant._id, job._id), {
      state: { job, applicant: summary } satisfies InterviewState,
    });
  const items: MenuItem[] = [
    {
      key: 'view',
      label: t('menu.view'),
      onSelect: () => navigate(profilePath(applicant._id, job._id), { state: profileState }),
    },
  ];
  if (canScheduleInterview(applicant.status))
    items.push({ key: 'schedule', label: t('menu.schedule'), onSelect: toInterview });
  if (canRescheduleInterview(applicant.status))
    items.push({ key: 'reschedule', label: t('menu.reschedule'), onSelect: toInterview });
  const interview = applicant.interview;

  return (
    <article
      aria-labelledby={`applicant-${applicant._id}`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <ApplicantPhoto src={applicant.profile_pic} name={name} className="size-14" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={`applicant-${applicant._id}`} className="text-lg leading-snug font-bold">
            <Link
              to={profilePath(applicant._id, job._id)}
              state={profileState}
              className="text-slate-900 hover:text-primary hover:underline"
            >
              {name}
            </Link>
          </h2>
          {place && (
            <p className="flex items-start gap-1 text-sm text-slate-600">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">{t('livesIn')}: </span>
              <span>{place}</span>
            </p>
          )}
          <StatusChip status={applicant.status} joining={applicant.joining} />
        </div>
        <CardMenu label={t('menu.open', { name })} items={items} />
      </div>
      {interview && (applicant.status === 'Selected' || applicant.status === 'Hired') && (
        <p className="rounded-xl bg-violet-50 px-3 py-2 text-sm text-violet-950">
          {t('interview.when', {
            date: calendarDay(interview.date, lang),
            start: clockText(interview.start_time, lang),
            end: clockText(interview.end_time, lang),
          })}
          {INTERVIEW_REPLY[interview.status] && (
            <span className="font-semibold"> · {t(INTERVIEW_REPLY[interview.status] ?? '')}</span>
          )}
        </p>
      )}
      {/* spec 001 §4: the number is released only while Shortlisted */}
      {applicant.status === 'Shortlisted' && applicant.contact && (
        <ContactReveal jobId={job._id} seekerId={applicant._id} name={name} />
      )}
    </article>
  );
}

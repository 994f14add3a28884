import {
  type ApplicantCard,
  type ApplicantProfile,
  canRescheduleInterview,
  canScheduleInterview,
  PATHS,
} from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { BackLink, PageTitle } from '../../components/ui/page-title';
import { useApplicantProfile } from '../../lib/api/applicant-profile';
import { useUser } from '../../lib/api/user';
import { isMissing } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { type ExistingInterview, InterviewForm } from './interview-form';
import { INTERVIEWS_NS } from './interviews-i18n';

/** What the applicants screen hands over: `{job, applicant}` (absent after a reload). */
type NavState = {
  job?: { _id?: string; job_title?: string; district?: string | null } | null;
  applicant?: Partial<ApplicantCard> & { interview?: ExistingInterview | null };
};

type Resolved = {
  jobTitle: string;
  district: string;
  seekerName: string;
  status: string;
  interview: ExistingInterview | null;
};

function fromState(state: unknown, userId: string, jobId: string): Resolved | null {
  if (!state || typeof state !== 'object') return null;
  const { job, applicant } = state as NavState;
  if (!applicant || applicant._id !== userId || !applicant.status) return null;
  if (job?._id && job._id !== jobId) return null;
  return {
    jobTitle: job?.job_title ?? applicant.job_title ?? '',
    district: job?.district ?? '',
    seekerName: applicant.name ?? '',
    status: applicant.status,
    interview: applicant.interview ?? null,
  };
}

const fromProfile = (profile: ApplicantProfile): Resolved => ({
  jobTitle: profile.job.job_title,
  district: '',
  seekerName: profile.name ?? '',
  status: profile.status,
  interview: profile.interview ?? null,
});

/**
 * /scheduleinterview?job_id=&user_id= (spec 001 §2, §5): schedule an interview with a
 * Shortlisted applicant, or reschedule it once Selected (spec 001 §2 card menu).
 */
export function ScheduleInterviewScreen() {
  const { t } = useTranslation(INTERVIEWS_NS);
  const [search] = useSearchParams();
  const location = useLocation();
  const jobId = search.get('job_id') ?? '';
  const userId = search.get('user_id') ?? '';
  const myId = useSession().user ?? '';
  const fromNav = fromState(location.state, userId, jobId);
  const linkComplete = Boolean(jobId && userId);
  // spec 001 §2: a reschedule starts from the whole interview on record (place, contact person,
  // documents, note), which only the profile carries; the card carries its times alone.
  const navReschedule = fromNav ? canRescheduleInterview(fromNav.status) : false;
  const profile = useApplicantProfile(userId, jobId, linkComplete && (!fromNav || navReschedule));
  const me = useUser(myId);
  const onRecord = profile.data?.interview ?? null;
  const resolved = fromNav
    ? { ...fromNav, interview: onRecord ?? fromNav.interview }
    : profile.data
      ? fromProfile(profile.data)
      : null;
  const reschedule = resolved ? canRescheduleInterview(resolved.status) : false;

  const body = () => {
    if (!linkComplete) {
      return (
        <div className="space-y-4">
          <ErrorAlert>{t('missingLink')}</ErrorAlert>
          <Link to={PATHS.dashboard} className={buttonClass('secondary', 'w-full')}>
            {t('toDashboard')}
          </Link>
        </div>
      );
    }
    if (!fromNav && profile.isError) {
      if (isMissing(profile.error)) {
        return <ErrorAlert>{t('applicantMissing')}</ErrorAlert>;
      }
      return <LoadFailed query={profile} />;
    }
    // The employer's own number and, from the card, the interview on record are only prefills:
    // a failed load does not hold the form up (the card's times are kept). The form takes its
    // values once, so a profile kept from an earlier visit (before the interview) is read anew.
    if (!resolved || me.isLoading || (navReschedule && profile.isFetching)) return <PageLoader />;
    if (!reschedule && !canScheduleInterview(resolved.status)) {
      return <ErrorAlert>{t('notAllowed')}</ErrorAlert>;
    }
    return (
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <InterviewForm
          target={{
            jobId,
            seekerId: userId,
            recruiterId: myId,
            jobTitle: resolved.jobTitle,
            seekerName: resolved.seekerName,
            district: resolved.district,
            contact: me.data?.contact ?? '',
            reschedule,
            // spec 001 §2: a reschedule starts from the interview on record, if the server sent it
            interview: reschedule ? resolved.interview : null,
          }}
        />
      </section>
    );
  };

  return (
    <div className="space-y-4">
      <PageTitle
        back={
          <BackLink
            to={jobId ? `${PATHS.userApplied}?id=${encodeURIComponent(jobId)}` : PATHS.dashboard}
            label={t('back')}
          />
        }
        title={reschedule ? t('rescheduleTitle') : t('title')}
        subtitle={t('subtitle')}
      />
      {body()}
    </div>
  );
}

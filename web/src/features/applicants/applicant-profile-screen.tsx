import {
  type ApplicantProfile,
  backDialogAction,
  type EmployerAction,
  type JOB_STATUS,
} from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { LazyConfirmDialog, useConfirmDialogAhead } from '../../components/ui/lazy-confirm-dialog';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { PageTitle } from '../../components/ui/page-title';
import { useApplicantProfile } from '../../lib/api/applicant-profile';
import { isMissing } from '../../lib/api-error';
import { serverErrorText } from '../../lib/forms/server-error';
import { useLanguage } from '../../lib/i18n';
import { useLoadAhead } from '../../lib/load-failure';
import { notify } from '../../lib/toast';
import { useChangeStatus } from './api/change-status';
import { ApplicantPhoto, StatusChip } from './applicant-bits';
import {
  applicantsPath,
  type InterviewState,
  interviewPath,
  profileStateOf,
} from './applicant-nav';
import { APPLICANTS_NS } from './applicants-i18n';
import { CandidateProfile } from './candidate-profile';
import { asksFirst, ProfileActions } from './profile-actions';
import { ProfileDetails } from './profile-details';
import { useBackGuard } from './use-back-guard';

// issue 16 item 1: the two questions (the dialog library) load after the profile shows, not
// with it, so a tap or Android's back (even offline by then) finds them
const loadBackDialog = () => import('./back-dialog').then((m) => ({ default: m.BackDialog }));
const BackDialog = lazyDialog(loadBackDialog);

// JOB_STATUS 0 Open: the only status in which applicants may still be moved (JOB_NOT_OPEN);
// a hire's joining may also be recorded once the job is Complete (1) or Closed (2).
const OPEN: keyof typeof JOB_STATUS = 0;
const LIVE: readonly number[] = [OPEN, 1, 2];
// Confirmations of a "no" are red; a hire or a joining is not.
const GOOD_NEWS: readonly EmployerAction[] = ['hired', 'joined'];

/** /user/Userprofile?id={seekerId}&job_id={jobId} (spec 001 §2): an applicant as the employer sees them. */
export function ApplicantProfileScreen() {
  const [search] = useSearchParams();
  const seekerId = search.get('id') ?? '';
  const jobId = search.get('job_id') ?? '';
  // issue 14 item 12: from the candidate search there is no job, only the candidate
  if (!jobId) return <CandidateProfile seekerId={seekerId} />;
  return <ApplicantView seekerId={seekerId} jobId={jobId} />;
}

function ApplicantView({ seekerId, jobId }: { seekerId: string; jobId: string }) {
  const { t } = useTranslation(APPLICANTS_NS);
  const profile = useApplicantProfile(seekerId, jobId);

  if (profile.isError) {
    if (!isMissing(profile.error)) return <LoadFailed query={profile} />;
    return (
      <div className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">{t('profile.notFound')}</p>
        <Link to={applicantsPath(jobId)} className={buttonClass('secondary', 'w-full')}>
          {t('profile.backToList')}
        </Link>
      </div>
    );
  }
  if (!profile.data) return <PageLoader />;
  return <Profile profile={profile.data} jobId={jobId} />;
}

function Profile({ profile, jobId }: { profile: ApplicantProfile; jobId: string }) {
  const { t } = useTranslation(APPLICANTS_NS);
  const lang = useLanguage();
  const navigate = useNavigate();
  const passed = profileStateOf(useLocation().state);
  const change = useChangeStatus();
  const [busy, setBusy] = useState<EmployerAction | null>(null);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState<EmployerAction | null>(null);
  const status = profile.status;
  const jobOpen = profile.job.status === OPEN;
  // spec 001 §4: back from an Applied or Rejected applicant asks first (while a change is possible).
  const askAction = jobOpen ? backDialogAction(status) : null;
  const guard = useBackGuard(askAction !== null, () => setAsking(true), applicantsPath(jobId));
  const name = profile.name || t('noName');

  // From a confirmation the failure shows in the dialog, not as a toast.
  const act = (action: EmployerAction, inDialog = false) => {
    setBusy(action);
    change.mutate(
      { job_id: jobId, user_id: profile._id, action, toast: !inDialog },
      {
        onSuccess: ({ message }) => {
          // The server answers in English (STYLE.md); a Hindi screen says it in Hindi.
          void notify.success(lang === 'en' && message ? message : t(`done.${action}`));
          guard.leave(); // spec 001 §4 "the profile screen goes back and the list refreshes"
        },
        onSettled: () => setBusy(null),
      },
    );
  };
  const onAction = (action: EmployerAction) => {
    if (!asksFirst(action)) return act(action);
    change.reset();
    setConfirming(action);
  };
  const named = { name, job: profile.job.job_title };
  useConfirmDialogAhead();
  useLoadAhead(loadBackDialog);

  // The card's summary carries the interview on record; opened directly, the form loads it.
  const toInterview = () => {
    const state: Partial<InterviewState> = {
      job: passed.job ?? profile.job,
      ...(passed.applicant?._id === profile._id ? { applicant: passed.applicant } : {}),
    };
    void navigate(interviewPath(profile._id, jobId), { state });
  };

  return (
    <div className="space-y-4">
      <PageTitle
        back={
          <button
            type="button"
            aria-label={t('back')}
            onClick={() => (askAction ? setAsking(true) : guard.leave())}
            className="-ml-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeftIcon />
          </button>
        }
        title={t('profile.title')}
        subtitle={t('profile.appliedFor', { job: profile.job.job_title })}
      />
      <section className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-primary-soft to-white p-4 shadow-sm ring-1 ring-slate-200">
        <ApplicantPhoto
          src={profile.profile_pic}
          name={name}
          className="size-20 ring-4 ring-white"
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 className="text-xl leading-tight font-bold break-words text-slate-900">{name}</h2>
          <StatusChip status={status} joining={profile.joining} />
        </div>
      </section>
      <ProfileDetails profile={profile} />
      <ProfileActions
        status={status}
        joining={profile.joining}
        jobOpen={jobOpen}
        jobLive={LIVE.includes(profile.job.status)}
        busy={busy}
        onAction={onAction}
        onInterview={toInterview}
      />
      <LazyDialog
        open={confirming !== null}
        component={LazyConfirmDialog}
        onUnavailable={() => setConfirming(null)}
        props={{
          open: confirming !== null,
          onOpenChange: (open: boolean) => !open && setConfirming(null),
          title: confirming ? t(`confirm.${confirming}.title`, named) : '',
          message: confirming ? t(`confirm.${confirming}.body`, named) : '',
          confirmLabel: confirming ? t(`confirm.${confirming}.yes`) : '',
          cancelLabel: t('confirm.cancel'),
          danger: confirming !== null && !GOOD_NEWS.includes(confirming),
          busy: confirming !== null && busy === confirming,
          error: confirming && change.isError ? serverErrorText(change.error) : null,
          onConfirm: () => confirming && act(confirming, true),
        }}
      />
      <LazyDialog
        open={asking}
        component={BackDialog}
        onUnavailable={() => setAsking(false)}
        props={{
          open: asking,
          onOpenChange: setAsking,
          busy: askAction !== null && busy === askAction,
          onLater: () => {
            setAsking(false);
            guard.leave();
          },
          onYes: () => askAction && act(askAction),
        }}
      />
    </div>
  );
}

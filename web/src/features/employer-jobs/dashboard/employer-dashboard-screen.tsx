import { type EmployerJob, type EmployerRecord, PATHS } from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDistrictData } from '../../../components/district-picker/use-district-data';
import { buttonClass } from '../../../components/ui/button';
import { BriefcaseIcon, SearchIcon } from '../../../components/ui/icons';
import {
  LazyConfirmDialog,
  useConfirmDialogAhead,
} from '../../../components/ui/lazy-confirm-dialog';
import { LazyDialog, lazyDialog } from '../../../components/ui/lazy-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadMore, type PagedQuery } from '../../../components/ui/load-more';
import { PageLoader } from '../../../components/ui/loader';
import { LazyVerificationDialog } from '../../../components/verification-dialog/lazy-verification-dialog';
import { useEmployer } from '../../../lib/api/employer';
import { useJobCategoriesAhead } from '../../../lib/api/job-categories';
import { serverErrorText } from '../../../lib/forms/server-error';
import { InTurn } from '../../../lib/hydration-turns';
import { useLanguage } from '../../../lib/i18n';
import { useLoadAhead } from '../../../lib/load-failure';
import { notify } from '../../../lib/toast';
import { useCloseJob } from '../api/close-job';
import { useRecruiterJobs } from '../api/recruiter-jobs';
import { EMPLOYER_JOBS_NS } from '../employer-jobs-i18n';
import { JobCard } from './job-card';

// issue 16 item 1: a job's details and the close question load after the cards show, not with
// them (the dialog library, 13 KB gzip, was among the scripts of the dashboard's first paint)
const loadDetailsDialog = () =>
  import('./job-details-dialog').then((m) => ({ default: m.JobDetailsDialog }));
const JobDetailsDialog = lazyDialog(loadDetailsDialog);

// spec 001 §4: the authentication prompt shows once per visit, not on every return here.
const PROMPTED_KEY = 'kaamkaj_auth_prompted';
function promptedAlready(): boolean {
  try {
    return sessionStorage.getItem(PROMPTED_KEY) === '1';
  } catch {
    return false;
  }
}
function markPrompted() {
  try {
    sessionStorage.setItem(PROMPTED_KEY, '1');
  } catch {
    // storage disabled: the prompt may show again, which is harmless
  }
}

/** /dashboard for employers (spec 001 §2): the posted jobs, newest first. */
export function EmployerDashboardScreen() {
  const employer = useEmployer();
  const jobs = useRecruiterJobs();
  const failed = employer.isError ? employer : jobs.isError ? jobs : null;
  if (failed) return <LoadFailed query={failed} />;
  if (!employer.data || !jobs.data) return <PageLoader />;
  const list = jobs.data.pages.flatMap((page) => page.data);
  if (list.length === 0) return <NoJobs />;
  return (
    <JobList
      employer={employer.data}
      jobs={list}
      count={jobs.data.pages[0]?.count ?? list.length}
      paged={jobs}
    />
  );
}

/** spec 001 §2: with no jobs, the thank-you for creating the account. */
function NoJobs() {
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  return (
    <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <BriefcaseIcon className="size-7" />
      </div>
      <h1 className="mt-4 text-xl font-bold text-slate-900">{t('dashboard.emptyTitle')}</h1>
      <p className="mx-auto mt-2 max-w-xs text-slate-600">{t('dashboard.empty')}</p>
      <Link to={PATHS.jobs} className={buttonClass('primary', 'mt-6 w-full')}>
        {t('dashboard.postJob')}
      </Link>
    </section>
  );
}

type JobListProps = {
  employer: EmployerRecord;
  jobs: EmployerJob[];
  count: number;
  /** the list's query, for its next pages */
  paged: PagedQuery;
};

function JobList({ employer, jobs, count, paged }: JobListProps) {
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  const lang = useLanguage();
  const districts = useDistrictData();
  const categories = useJobCategoriesAhead();
  const close = useCloseJob();
  const status = employer.verification_status;
  // opened after the first render: a page the server rendered (no sessionStorage there) is
  // hydrated as it was drawn, and the prompt comes then (issue 16 item 3)
  const [dialog, setDialog] = useState(false);
  const [details, setDetails] = useState<EmployerJob | null>(null);
  const [closing, setClosing] = useState<EmployerJob | null>(null);
  const place = (id: string) => (districts ? districts.districtLabel(id, lang) : '');

  useEffect(() => {
    if (status !== 'Not Initiated' || promptedAlready()) return;
    markPrompted();
    setDialog(true);
  }, [status]);
  useConfirmDialogAhead();
  useLoadAhead(loadDetailsDialog);

  return (
    <div className="space-y-4">
      <header className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-slate-900">{t('dashboard.title')}</h1>
          <p className="text-sm text-slate-600">{t('dashboard.count', { count })}</p>
        </div>
        <Link to={PATHS.jobs} className={buttonClass('primary', 'shrink-0')}>
          {t('dashboard.postJob')}
        </Link>
      </header>
      {/* spec 001 §2: the job-seeker search list (issue 6 item 5) */}
      <Link to={PATHS.candidates} className={buttonClass('secondary', 'w-full')}>
        <SearchIcon className="size-5" />
        {t('screens.candidates', { ns: 'translation' })}
      </Link>
      {jobs.map((job) => (
        // a page the server rendered hydrates card by card, those on the screen first and the
        // rest once the employer scrolls or taps (issue 16 item 4)
        <InTurn key={job._id}>
          <JobCard
            job={job}
            verification={status}
            place={place(job.district)}
            onVerification={() => setDialog(true)}
            onDetails={() => setDetails(job)}
            onClose={() => {
              close.reset();
              setClosing(job);
            }}
          />
        </InTurn>
      ))}
      <LoadMore query={paged} label={t('dashboard.loadMore')} />
      <LazyVerificationDialog
        status={status}
        feedback={employer.verification_feedback}
        isPremium={employer.is_premium}
        open={dialog}
        onOpenChange={setDialog}
      />
      <LazyDialog
        open={details !== null}
        component={JobDetailsDialog}
        onUnavailable={() => setDetails(null)}
        props={{
          job: details,
          categories: categories.data ?? [],
          place,
          onClose: () => setDetails(null),
        }}
      />
      {/* A closed job cannot be opened again (CLOSABLE_JOB_STATUSES): ask first, naming it. */}
      <LazyDialog
        open={closing !== null}
        component={LazyConfirmDialog}
        onUnavailable={() => setClosing(null)}
        props={{
          open: closing !== null,
          onOpenChange: (open: boolean) => !open && setClosing(null),
          title: t('dashboard.closeTitle', { title: closing?.job_title ?? '' }),
          message: t('dashboard.closeBody'),
          confirmLabel: t('dashboard.closeYes'),
          cancelLabel: t('dashboard.closeNo'),
          danger: true,
          busy: close.isPending,
          error: closing && close.isError ? serverErrorText(close.error) : null,
          onConfirm: () => {
            if (!closing) return;
            close.mutate(closing._id, {
              onSuccess: () => {
                setClosing(null);
                void notify.success(t('dashboard.closed'));
              },
            });
          },
        }}
      />
    </div>
  );
}

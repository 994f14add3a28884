import {
  canPostJob,
  type EmployerJob,
  type EmployerRecord,
  PATHS,
  type Subscription,
} from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert';
import { LazyDialog, lazyDialog } from '../../../components/ui/lazy-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoader } from '../../../components/ui/loader';
import { LazyVerificationDialog } from '../../../components/verification-dialog/lazy-verification-dialog';
import { useEmployer } from '../../../lib/api/employer';
import { useJobCategories } from '../../../lib/api/job-categories';
import { useSubscription } from '../../../lib/api/subscription';
import { notify } from '../../../lib/toast';
import { addPostedJob, RECRUITER_JOBS_KEY } from '../api/recruiter-jobs';
import { EMPLOYER_JOBS_NS } from '../employer-jobs-i18n';
import { afterPostDestination } from '../job-rules';
import { JobPostForm } from './job-post-form';

// issue 16 item 1: the "no job posts left" question (the dialog library) loads when it opens
const PlanGateDialog = lazyDialog(() =>
  import('./plan-gate-dialog').then((m) => ({ default: m.PlanGateDialog })),
);

/** /jobs for employers (spec 001 §2): the job post form behind the plan's job limit. */
export function EmployerJobPostScreen() {
  const employer = useEmployer();
  const subscription = useSubscription();
  const failed = employer.isError ? employer : subscription.isError ? subscription : null;
  if (failed) return <LoadFailed query={failed} />;
  if (!employer.data || !subscription.data) return <PageLoader />;
  return <JobPost employer={employer.data} subscription={subscription.data} />;
}

type JobPostProps = { employer: EmployerRecord; subscription: Subscription };

function JobPost({ employer, subscription }: JobPostProps) {
  const canPost = canPostJob(subscription);
  const { t } = useTranslation(EMPLOYER_JOBS_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useJobCategories();
  const [limitReached, setLimitReached] = useState(false);
  const [authPrompt, setAuthPrompt] = useState(false);

  const onPosted = (job: EmployerJob, _message: string | undefined) => {
    void notify.success(t('post.posted'));
    // spec 001 §1: a job stays inactive until verification, then goes live within 12 hours
    if (job.status === 3) void notify.success(t('post.goLive'));
    addPostedJob(queryClient, job);
    void queryClient.invalidateQueries({ queryKey: RECRUITER_JOBS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    if (afterPostDestination(employer.verification_status) === 'dashboard') {
      navigate(PATHS.dashboard);
    } else {
      setAuthPrompt(true);
    }
  };

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-xl font-bold text-slate-900">{t('post.title')}</h1>
        <p className="text-sm text-slate-600">{t('post.subtitle')}</p>
      </header>
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {categories.isError && <ErrorAlert>{t('post.categoriesFailed')}</ErrorAlert>}
        {canPost ? (
          <JobPostForm
            employer={employer}
            categories={categories.data ?? []}
            onPosted={onPosted}
            onLimitReached={() => setLimitReached(true)}
            allowance={subscription}
          />
        ) : (
          <p className="text-slate-700">{t('planGate.body')}</p>
        )}
      </section>
      {/* its code could not come (offline): the page's own text says so and the server refuses
          a post; LazyDialog tries again when the gate is asked for anew */}
      <LazyDialog
        open={!canPost || limitReached}
        component={PlanGateDialog}
        onUnavailable={() => undefined}
        props={{ open: !canPost || limitReached }}
      />
      <LazyVerificationDialog
        status="Not Initiated"
        feedback={null}
        open={authPrompt}
        onOpenChange={setAuthPrompt}
      />
    </div>
  );
}

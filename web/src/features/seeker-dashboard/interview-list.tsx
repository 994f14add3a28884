import { type Interview, PATHS } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { BriefcaseIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { useInterviews } from './api/interviews';
import { InterviewCard } from './interview-card';
import { SEEKER_DASHBOARD_NS } from './seeker-dashboard-i18n';

// the details open on a tap: their dialog (and the dialog library) load then
const InterviewDetails = lazyDialog(() =>
  import('./interview-details').then((m) => ({ default: m.InterviewDetails })),
);

/** The Interview tab (spec 000 §2.8): the seeker's interview cards. */
export function InterviewList({ userId }: { userId: string }) {
  const { t } = useTranslation(SEEKER_DASHBOARD_NS);
  const interviews = useInterviews(userId);
  const [detail, setDetail] = useState<Interview | null>(null);

  if (interviews.isError) return <LoadFailed query={interviews} />;
  if (!interviews.data) return <PageLoader />;
  if (interviews.data.length === 0) {
    return (
      <div className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <BriefcaseIcon className="mx-auto size-10 text-primary" />
        <p className="text-base text-slate-700">{t('empty.interview')}</p>
        <Link to={PATHS.jobs} className={buttonClass('primary', 'w-full')}>
          {t('browseJobs')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {interviews.data.map((item) => (
        <InterviewCard
          key={item._id}
          item={item}
          userId={userId}
          onDetails={() => setDetail(item)}
        />
      ))}
      <LazyDialog
        open={detail !== null}
        component={InterviewDetails}
        onUnavailable={() => setDetail(null)}
        props={{ item: detail, onClose: () => setDetail(null) }}
      />
    </>
  );
}

import { PATHS, SEEKER_DASHBOARD_TABS, type SeekerApplication } from '@kaamkaj/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { BriefcaseIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore, type PagedQuery } from '../../components/ui/load-more';
import { PageLoader } from '../../components/ui/loader';
import { PillTabs } from '../../components/ui/pill-tabs';
import { useSession } from '../../lib/session';
import { useApplied } from './api/applied';
import { ApplicationCard } from './application-card';
import { firstTabWithItems, tabFrom } from './dashboard-tab';
import { InterviewList } from './interview-list';
import { SEEKER_DASHBOARD_NS } from './seeker-dashboard-i18n';

// A job's details load on the first View Detail, with the dialog library (13 KB gzip), not with
// the list (as on the feed, jobs-feed/jobs-screen.tsx, which keeps its own: a shared module would
// be one more chunk before the feed's first card)
const JobDetailDialog = lazyDialog(() =>
  import('../../components/job/job-detail').then((m) => ({ default: m.JobDetailDialog })),
);

/** /dashboard for seekers (spec 000 §2.8): the tabs of their applications, with counts. */
export function SeekerDashboardScreen() {
  const { t } = useTranslation(SEEKER_DASHBOARD_NS);
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const asked = tabFrom(location.state, search);
  const userId = useSession().user ?? '';
  // Applied loads first; its page brings every tab's count, which picks the tab to open when
  // none was asked for. Until then a loader, never an empty state that may not be true.
  const probe = useApplied(userId, 0, asked === null);
  const probeCounts = probe.data?.pages[0]?.tab_counts;
  const tab = asked ?? (probeCounts ? firstTabWithItems(probeCounts) : null);

  // A notification's {tab} state, or the tab chosen for the seeker, goes into the address, so a
  // reload keeps the tab.
  useEffect(() => {
    if (tab !== null && search.get('tab') !== String(tab)) {
      setSearch({ tab: String(tab) }, { replace: true });
    }
  }, [tab, search, setSearch]);

  const applied = useApplied(userId, tab ?? 0);
  // The counts stay on the tabs while another tab loads.
  const counts = useRef<number[] | null>(null);
  const first = applied.data?.pages[0];
  if (first?.tab_counts) counts.current = first.tab_counts;
  const [detail, setDetail] = useState<SeekerApplication | null>(null);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <PillTabs
        label={t('tabsLabel')}
        tabs={SEEKER_DASHBOARD_TABS.map((item, index) => ({
          key: item.key,
          name: t(`tabs.${item.key}`),
          count: counts.current?.[index],
        }))}
        countLabel={(name, count) => t('tabCount', { name, count })}
        selected={tab === null ? undefined : SEEKER_DASHBOARD_TABS[tab]?.key}
        onSelect={(_key, index) => setSearch({ tab: String(index) })}
        panelId="dashboard-panel"
      />
      <section
        id="dashboard-panel"
        role="tabpanel"
        aria-labelledby={`tab-${SEEKER_DASHBOARD_TABS[tab ?? 0]?.key}`}
        className="space-y-3"
      >
        {/* The Interview tab lists interview cards; its count still comes from tab_counts. */}
        {tab === null ? (
          probe.isError ? (
            <LoadFailed query={probe} />
          ) : (
            <PageLoader />
          )
        ) : SEEKER_DASHBOARD_TABS[tab]?.key === 'interview' ? (
          <InterviewList userId={userId} />
        ) : applied.isError ? (
          <LoadFailed query={applied} />
        ) : !applied.data ? (
          <PageLoader />
        ) : (
          <Items
            items={applied.data.pages.flatMap((page) => page.data)}
            tabKey={SEEKER_DASHBOARD_TABS[tab]?.key ?? 'applied'}
            onDetail={setDetail}
            paged={applied}
          />
        )}
      </section>
      <LazyDialog
        open={detail !== null}
        component={JobDetailDialog}
        onUnavailable={() => setDetail(null)}
        props={{ job: detail, onClose: () => setDetail(null), respond: detail?.status === 'Saved' }}
      />
    </div>
  );
}

type ItemsProps = {
  items: SeekerApplication[];
  tabKey: string;
  onDetail: (item: SeekerApplication) => void;
  /** the list's query, for its next pages */
  paged: PagedQuery;
};

function Items({ items, tabKey, onDetail, paged }: ItemsProps) {
  const { t } = useTranslation(SEEKER_DASHBOARD_NS);
  if (items.length === 0) {
    return (
      <div className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <BriefcaseIcon className="mx-auto size-10 text-primary" />
        <p className="text-base text-slate-700">{t(`empty.${tabKey}`)}</p>
        <Link to={PATHS.jobs} className={buttonClass('primary', 'w-full')}>
          {t('browseJobs')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {items.map((item) => (
        <ApplicationCard key={item._id} item={item} onDetail={() => onDetail(item)} />
      ))}
      <LoadMore query={paged} label={t('loadMore')} />
    </>
  );
}

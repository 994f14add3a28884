import {
  APPLICANT_TABS,
  type ApplicantCard as Applicant,
  type ApplicantTabKey,
  type EmployerJob,
  PATHS,
} from '@kaamkaj/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { districtText, useDistrictData } from '../../components/district-picker/use-district-data';
import { UsersIcon } from '../../components/ui/icons';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore, type PagedQuery } from '../../components/ui/load-more';
import { PageLoader } from '../../components/ui/loader';
import { BackLink, PageTitle } from '../../components/ui/page-title';
import { PillTabs } from '../../components/ui/pill-tabs';
import { useJobCategories } from '../../lib/api/job-categories';
import { isMissing } from '../../lib/api-error';
import { countText } from '../../lib/counts';
import { useLanguage } from '../../lib/i18n';
import { JobDetailsList } from '../employer-jobs/dashboard/job-details-list';
import { JobNotAvailable } from '../job-page/not-available';
import { type ApplicantsPage, type TabCounts, useApplicants } from './api/applicants';
import { ApplicantCard } from './applicant-card';
import { APPLICANTS_NS } from './applicants-i18n';

// DESIGN.md §4: Applied, Shortlisted, Interview Scheduled (Selected), Rejected, Job details.
const TABS = [...APPLICANT_TABS.map((tab) => tab.key), 'job'] as const;
type TabKey = (typeof TABS)[number];

const tabOf = (value: string | null): TabKey => TABS.find((key) => key === value) ?? 'applied';

/** /userapplied?id={jobId} (spec 001 §2): a job's applicants by status, with the counts. */
export function ApplicantsScreen() {
  const { t } = useTranslation(APPLICANTS_NS);
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('id') ?? '';
  const tab = tabOf(search.get('tab'));
  // The Job details tab reads the job from the Applied page, which every page carries.
  const listTab: ApplicantTabKey = tab === 'job' ? 'applied' : tab;
  const list = useApplicants(jobId, listTab);
  const first = list.data?.pages[0];
  // Counts and job stay on screen while another tab loads.
  const kept = useRef<{
    counts: TabCounts;
    capped: ApplicantsPage['tab_counts_capped'];
    job: EmployerJob;
  } | null>(null);
  if (first) {
    kept.current = { counts: first.tab_counts, capped: first.tab_counts_capped, job: first.job };
  }
  const counts = kept.current?.counts;
  const capped = kept.current?.capped;
  const job = kept.current?.job;

  // a link cut short, mistyped, or to a job that is not (or no longer) theirs: no tabs to offer
  if (!jobId || isMissing(list.error)) {
    return (
      <div className="space-y-4">
        <PageTitle back={<BackLink to={PATHS.dashboard} label={t('back')} />} title={t('title')} />
        <JobNotAvailable reader="employer" />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <PageTitle
        back={<BackLink to={PATHS.dashboard} label={t('back')} />}
        title={t('title')}
        subtitle={job?.job_title ?? ''}
      />
      <PillTabs
        label={t('tabsLabel')}
        tabs={TABS.map((key) => ({
          key,
          name: t(`tabs.${key}`),
          count: key === 'job' || !counts ? undefined : countText(counts[key], capped?.[key]),
        }))}
        countLabel={(name, count) => t('tabCount', { name, count })}
        selected={tab}
        onSelect={(key) => setSearch({ id: jobId, tab: key })}
        panelId="applicants-panel"
      />
      <section
        id="applicants-panel"
        role="tabpanel"
        aria-labelledby={`tab-${tab}`}
        className="space-y-3"
      >
        {list.isError ? (
          <LoadFailed query={list} />
        ) : !list.data || !first ? (
          <PageLoader />
        ) : tab === 'job' ? (
          <JobPanel job={first.job} />
        ) : (
          <Applicants
            tab={tab}
            job={first.job}
            items={list.data.pages.flatMap((page) => page.data)}
            elsewhere={counts ? APPLICANT_TABS.some((each) => counts[each.key] > 0) : false}
            paged={list}
          />
        )}
      </section>
    </div>
  );
}

type ApplicantsProps = {
  tab: ApplicantTabKey;
  job: EmployerJob;
  items: Applicant[];
  /** someone is on one of the tabs (the counts), so an empty Applied is not "no one applied" */
  elsewhere: boolean;
  /** the list's query, for its next pages */
  paged: PagedQuery;
};

function Applicants({ tab, job, items, elsewhere, paged }: ApplicantsProps) {
  const { t } = useTranslation(APPLICANTS_NS);
  const lang = useLanguage();
  const districts = useDistrictData();
  if (items.length === 0) {
    return (
      <div className="space-y-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <UsersIcon className="mx-auto size-10 text-primary" />
        <p className="text-base text-slate-700">
          {t(tab === 'applied' && elsewhere ? 'empty.appliedDecided' : `empty.${tab}`)}
        </p>
      </div>
    );
  }
  const place = (id: string | null) => (id && districts ? districtText(districts, id, lang) : '');
  return (
    <>
      {items.map((item) => (
        <ApplicantCard
          key={item._id}
          applicant={item}
          job={job}
          place={place(item.address_current)}
        />
      ))}
      <LoadMore query={paged} label={t('loadMore')} />
    </>
  );
}

/** The fifth tab: the job itself, as the dashboard's job details show it. */
function JobPanel({ job }: { job: EmployerJob }) {
  const lang = useLanguage();
  const districts = useDistrictData();
  const categories = useJobCategories();
  return (
    <article
      aria-labelledby="job-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="job-title" className="mb-2 text-lg font-bold text-slate-900">
        {job.job_title}
      </h2>
      <JobDetailsList
        job={job}
        categories={categories.data ?? []}
        place={(id) => (districts ? districtText(districts, id, lang) : '')}
      />
    </article>
  );
}

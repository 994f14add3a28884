import type { JobFilter, SeekerJob } from '@kaamkaj/domain';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobName } from '../../components/job/job-heading';
import { ResponseButtons } from '../../components/job/response-buttons';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FilterIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { LoadMore, NextPageState } from '../../components/ui/load-more';
import { FEED_KEY } from '../../lib/api/job-queries';
import type { JobResponseResult } from '../../lib/api/job-response';
import { InTurn } from '../../lib/hydration-turns';
import { useLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { forgetWantedCategory, wantedCategory } from '../../lib/wanted-category';
import { type FeedPage, feedKey, fetchFeedPage, useFeed, VISITED_ALL } from './api/feed';
import { EmptyOutcome } from './empty-outcome';
import { CardsIcon, ListIcon, SwipeIcon } from './feed-icons';
import { FeedSkeleton } from './feed-skeleton';
import {
  activeFilters,
  EMPTY_FILTER,
  type FilterValues,
  preloadFilterSchema,
  toFilterBody,
} from './filter-values';
import { JobCard } from './job-card';
import { JOBS_FEED_NS } from './jobs-feed-i18n';
import { FIRST_CARDS, MORE_CARDS, MoreWhenNear } from './more-when-near';
import { NoRecords } from './no-records';
import { SwipeView } from './swipe-view';

type View = 'card' | 'list' | 'swipe';
// issue 16 item 1: the filter (its form and schema) and the job detail load on their first open,
// not with the feed's first card
const FilterDialog = lazyDialog(() =>
  import('./filter-dialog').then((m) => ({ default: m.FilterDialog })),
);
const JobDetailDialog = lazyDialog(() =>
  import('../../components/job/job-detail').then((m) => ({ default: m.JobDetailDialog })),
);
// issue 16 item 4: the "0 : Sorry! No records found" notice too, so the dialog library (13 KB
// gzip) is not among the scripts the feed's first paint and hydration wait for
const ResultNotice = lazyDialog(() =>
  import('./result-notice').then((m) => ({ default: m.ResultNotice })),
);

const VIEWS = [
  { view: 'card', Icon: CardsIcon },
  { view: 'list', Icon: ListIcon },
  { view: 'swipe', Icon: SwipeIcon },
] as const;

/** /jobs for a seeker (spec 000 §2.7): the matched feed, filters, detail and responses. */
export function JobsScreen() {
  const { t } = useTranslation(JOBS_FEED_NS);
  const lang = useLanguage();
  const userId = useSession().user ?? '';
  const client = useQueryClient();
  // the view is kept for this visit only (no new stored keys)
  const [view, setView] = useState<View>('card');
  const [index, setIndex] = useState(0);
  const [filterValues, setFilterValues] = useState<FilterValues>(EMPTY_FILTER);
  const [filter, setFilter] = useState<JobFilter | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const [notice, setNotice] = useState<number | null>(null);
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  const [detail, setDetail] = useState<SeekerJob | null>(null);
  const feed = useFeed(userId, filter);

  // spec 000 §2.7, DESIGN.md §4: after a response the list reloads from page 0, in place.
  // An answer kept offline leaves the list as it is: the outbox reloads it once sent.
  const reloadFromStart = useCallback(
    async (result?: JobResponseResult) => {
      if (result?.queued) return;
      await client.cancelQueries({ queryKey: FEED_KEY });
      client.setQueriesData<InfiniteData<FeedPage, number>>({ queryKey: FEED_KEY }, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
      await client.invalidateQueries({ queryKey: FEED_KEY });
    },
    [client],
  );

  const applyFilter = async (values: FilterValues, next: JobFilter) => {
    if (activeFilters(values) === 0) {
      clearFilters();
      return;
    }
    const page = await fetchFeedPage(userId, next, 0, { toast: false });
    client.setQueryData<InfiniteData<FeedPage, number>>(feedKey(userId, next), {
      pages: [page],
      pageParams: [0],
    });
    setFilterValues(values);
    setFilter(next);
    setIndex(0);
    setFilterOpen(false);
    if (page.jobs.length === 0) setNotice(page.count);
  };

  // issue 14 item 11: a category tapped on the landing page before signing in filters the feed
  // once (an onboarded seeker's interests may not include it); clearing the filter forgets it.
  const wanted = useRef(wantedCategory());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the seeker is known
  useEffect(() => {
    const id = wanted.current;
    if (!id || !userId) return;
    wanted.current = null;
    forgetWantedCategory();
    const values = { ...EMPTY_FILTER, category: [id] };
    void applyFilter(values, toFilterBody(values) as JobFilter).catch(() => {});
  }, [userId]);

  const clearFilters = () => {
    setFilterValues(EMPTY_FILTER);
    setFilter(null);
    setIndex(0);
    setFilterOpen(false);
  };

  const endNotice = useCallback(() => setNotice(null), []);
  const jobs = feed.data?.pages.flatMap((page) => page.jobs) ?? [];
  const first = feed.data?.pages[0];
  const count = first?.count ?? 0;
  const filters = activeFilters(filterValues);
  const actions = (job: SeekerJob) => (
    <ResponseButtons
      jobId={job._id}
      jobTitle={jobName(job, lang)}
      status={job.status}
      onResponded={reloadFromStart}
    />
  );

  const body = () => {
    if (feed.isPending) return <FeedSkeleton />;
    if (feed.isError && !feed.data) {
      return (
        <div className="space-y-3">
          <ErrorAlert>
            {t('error.title')}
            {feed.error.message ? `: ${feed.error.message}` : ''}
          </ErrorAlert>
          <Button variant="secondary" block onClick={() => void feed.refetch()}>
            {t('error.retry')}
          </Button>
        </div>
      );
    }
    if (jobs.length === 0) {
      if (filter) return <NoRecords onClear={clearFilters} onChange={() => setFilterOpen(true)} />;
      return <EmptyOutcome kind={first?.message === VISITED_ALL ? 'visited' : 'profile'} />;
    }
    const more = feed.hasNextPage ? () => void feed.fetchNextPage() : undefined;
    if (view === 'swipe') {
      return (
        <>
          <SwipeView
            jobs={jobs}
            index={index}
            onIndex={setIndex}
            total={count}
            onOpen={setDetail}
            actions={actions}
            onNeedMore={more}
          />
          <NextPageState query={feed} />
        </>
      );
    }
    return (
      <>
        <ul
          className={
            view === 'list'
              ? 'divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200'
              : 'space-y-3'
          }
        >
          {jobs.slice(0, drawn).map((job) => (
            // a page the server rendered hydrates card by card, a task each (issue 16 item 4)
            <InTurn key={job._id}>
              <JobCard job={job} view={view} onOpen={setDetail} actions={actions(job)} />
            </InTurn>
          ))}
        </ul>
        {drawn < jobs.length ? (
          <MoreWhenNear key={drawn} onNear={() => setDrawn((n) => n + MORE_CARDS)} />
        ) : (
          <LoadMore query={feed} label={t('loadMore')} />
        )}
      </>
    );
  };

  return (
    <section className="space-y-4" aria-labelledby="jobs-title">
      {/* a page the server rendered hydrates its parts a task each: the header, the views, each
          card (issue 16 item 4) */}
      <InTurn>
        <header className="flex items-end justify-between gap-3">
          <div>
            <h1 id="jobs-title" className="text-xl font-bold text-slate-900">
              {t('title')}
            </h1>
            {feed.data && jobs.length > 0 && (
              <p className="text-sm text-slate-600" aria-live="polite">
                {t('count', { count })}
              </p>
            )}
          </div>
          <Button
            variant={filters > 0 ? 'primary' : 'secondary'}
            className="px-4"
            onPointerEnter={preloadFilterSchema}
            onFocus={preloadFilterSchema}
            onClick={() => setFilterOpen(true)}
          >
            <FilterIcon className="size-5" />
            {filters > 0 ? t('filter.active', { count: filters }) : t('filter.open')}
          </Button>
        </header>
      </InTurn>

      {jobs.length > 0 && (
        <InTurn>
          <div
            role="radiogroup"
            aria-label={t('view.label')}
            className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
          >
            {VIEWS.map(({ view: option, Icon }) => (
              // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={view === option}
                onClick={() => setView(option)}
                className={`inline-flex min-h-12 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold ${
                  view === option ? 'bg-white text-primary shadow-sm' : 'text-slate-600'
                }`}
              >
                <Icon className="size-5" />
                {t(`view.${option}`)}
              </button>
            ))}
          </div>
        </InTurn>
      )}

      {body()}

      <LazyDialog
        open={filterOpen}
        component={FilterDialog}
        onUnavailable={() => setFilterOpen(false)}
        props={{
          open: filterOpen,
          onOpenChange: setFilterOpen,
          values: filterValues,
          onApply: applyFilter,
          onClear: clearFilters,
        }}
      />
      <LazyDialog
        open={notice !== null}
        component={ResultNotice}
        onUnavailable={endNotice}
        props={{ count: notice, onDone: endNotice }}
      />
      <LazyDialog
        open={detail !== null}
        component={JobDetailDialog}
        onUnavailable={() => setDetail(null)}
        props={{
          job: detail,
          onClose: () => setDetail(null),
          respond: true,
          onResponded: reloadFromStart,
        }}
      />
    </section>
  );
}

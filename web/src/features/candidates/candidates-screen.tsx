import type { CandidateFilter } from '@kaamkaj/domain';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistrictName } from '../../components/district-picker/use-district-name';
import { Button } from '../../components/ui/button';
import { FilterIcon } from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageLoader } from '../../components/ui/loader';
import { SelectField } from '../../components/ui/select-field';
import { nameIn, useJobCategories } from '../../lib/api/job-categories';
import { countText } from '../../lib/counts';
import { useLanguage } from '../../lib/i18n';
import {
  ALL_CATEGORIES,
  type CandidatePage,
  candidatesKey,
  fetchCandidates,
  useCandidates,
} from './api/search-candidates';
import { CandidateCard } from './candidate-card';
import { CANDIDATES_NS } from './candidates-i18n';
import {
  activeCandidateFilters,
  type CandidateFilterValues,
  EMPTY_CANDIDATE_FILTER,
  parseCandidateFilter,
  preloadCandidateSchema,
} from './filter-values';
import { NoRecords } from './no-records';

type Search = { values: CandidateFilterValues; filter: CandidateFilter };
// An empty filter lists every searchable seeker (domain CandidateFilter).
const NO_FILTER: CandidateFilter = { address_current: [], skills: [] };
const START: Search = { values: EMPTY_CANDIDATE_FILTER, filter: NO_FILTER };

// issue 16 item 1: the filter's form (react-hook-form, the dialog library, the district list)
// loads when it is first opened (its button starts it on touch), not with the first candidate
const loadFilterDialog = () =>
  import('./filter-dialog').then((m) => ({ default: m.CandidateFilterDialog }));
const CandidateFilterDialog = lazyDialog(loadFilterDialog);
const preloadFilter = () => {
  preloadCandidateSchema();
  void loadFilterDialog().catch(() => undefined); // failed (offline): asked again on open
};

/**
 * /candidates for employers (spec 001 §2 "job-seeker search list", §3, §5, §7): a category
 * (or all), the filter dialog, result cards 30 at a time with masked contacts, each leading to
 * the candidate's profile and to an invitation (issue 14 item 12).
 */
export function CandidatesScreen() {
  const { t } = useTranslation(CANDIDATES_NS);
  const lang = useLanguage();
  const client = useQueryClient();
  const categories = useJobCategories();
  const districtName = useDistrictName();
  const [search, setSearch] = useState<Search>(START);
  const [filterOpen, setFilterOpen] = useState(false);
  const categoryOf = (values: CandidateFilterValues) => values.job_intrested || ALL_CATEGORIES;
  const results = useCandidates(categoryOf(search.values), search.filter);

  // The filter's first page is fetched here, so its server errors show in the dialog.
  const apply = async (values: CandidateFilterValues, filter: CandidateFilter) => {
    const category = categoryOf(values);
    const page = await fetchCandidates(category, filter, 0, { toast: false });
    client.setQueryData<InfiniteData<CandidatePage, number>>(candidatesKey(category, filter), {
      pages: [page],
      pageParams: [0],
    });
    setSearch({ values, filter });
    setFilterOpen(false);
  };

  // The category chooser searches at once; skills belong to the category, so they go.
  const chooseCategory = async (event: ChangeEvent<HTMLSelectElement>) => {
    const values = { ...search.values, job_intrested: event.target.value, skills: [] };
    const filter = await parseCandidateFilter(values);
    if (filter) setSearch({ values, filter });
  };

  const clear = () => {
    setSearch(START);
    setFilterOpen(false);
  };

  const active = activeCandidateFilters(search.values);
  const candidates = results.data?.pages.flatMap((page) => page.data) ?? [];
  const count = results.data?.pages[0]?.count ?? 0;
  const shown = countText(count, results.data?.pages[0]?.capped);

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <SelectField
            label={t('category')}
            placeholder={t('allCategories')}
            options={(categories.data ?? []).map((c) => ({
              value: c._id,
              label: nameIn(c, lang),
            }))}
            value={search.values.job_intrested}
            onChange={(event) => void chooseCategory(event)}
            error={categories.isError ? t('categoriesFailed') : undefined}
          />
        </div>
        <Button
          variant={active > 0 ? 'primary' : 'secondary'}
          className="shrink-0 px-4"
          onPointerDown={preloadFilter}
          onPointerEnter={preloadFilter}
          onFocus={preloadFilter}
          onClick={() => setFilterOpen(true)}
        >
          <FilterIcon className="size-5" />
          {active > 0 ? t('filterActive', { count: active }) : t('filterButton')}
        </Button>
      </div>

      {results.isError ? (
        <LoadFailed query={results} />
      ) : !results.data ? (
        <PageLoader />
      ) : candidates.length === 0 ? (
        <NoRecords onChange={() => setFilterOpen(true)} />
      ) : (
        <section aria-label={t('listLabel')} className="space-y-3">
          <p className="text-sm font-semibold text-slate-700">{t('count', { count, shown })}</p>
          {candidates.map((candidate) => (
            <CandidateCard
              key={candidate._id}
              candidate={candidate}
              lang={lang}
              place={districtName(candidate.address_current) || candidate.address_current || ''}
              home={districtName(candidate.address_home) || candidate.address_home || ''}
            />
          ))}
          <LoadMore query={results} label={t('loadMore')} />
        </section>
      )}

      <LazyDialog
        open={filterOpen}
        component={CandidateFilterDialog}
        onUnavailable={() => setFilterOpen(false)}
        props={{
          open: filterOpen,
          onOpenChange: setFilterOpen,
          values: search.values,
          onApply: apply,
          onClear: clear,
        }}
      />
    </div>
  );
}

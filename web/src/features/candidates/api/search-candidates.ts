import { type CandidateCard, type CandidateFilter, PAGE_SIZE } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

type SearchBody = {
  success: true;
  data: CandidateCard[];
  count?: number;
  /** issue 17: the count stopped at COUNT_CAP ("1,000+") */
  count_capped?: boolean;
  message?: string;
};
export type CandidatePage = { data: CandidateCard[]; count: number; capped: boolean };

/** 'all' searches every category (issue 6 contract). */
export const ALL_CATEGORIES = 'all';

/** POST /user/emp/job/{categoryId}/js/filter {filters, page} (spec 001 §7). */
export function fetchCandidates(
  category: string,
  filters: CandidateFilter,
  page: number,
  { signal, toast = true }: { signal?: AbortSignal; toast?: boolean } = {},
): Promise<CandidatePage> {
  return request<SearchBody>(`/user/emp/job/${encodeURIComponent(category)}/js/filter`, {
    method: 'POST',
    body: { filters, page },
    toast,
    ...(signal ? { signal } : {}),
  }).then((body) => ({
    data: body.data ?? [],
    count: body.count ?? 0,
    capped: body.count_capped ?? false,
  }));
}

export const candidatesKey = (category: string, filters: CandidateFilter) =>
  ['candidates', category, filters] as const;

// spec 001 §9: 30 a page, load more when the last page was full.
export const candidatesQuery = (category: string, filters: CandidateFilter) =>
  infiniteQueryOptions({
    queryKey: candidatesKey(category, filters),
    queryFn: ({ pageParam, signal }) => fetchCandidates(category, filters, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.data.length >= PAGE_SIZE ? pages.length : undefined),
    staleTime: 30_000,
  });

export function useCandidates(category: string, filters: CandidateFilter) {
  return useInfiniteQuery(candidatesQuery(category, filters));
}

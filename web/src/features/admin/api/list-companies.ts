import type { VerificationStatus } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_KEY, fetchPage, nextPageOf } from './paged';
import type { AdminCompany } from './types';

// GET /admin/companies?status=&page= (issue 4 contract): the verification queue.
export const companiesQuery = (status: VerificationStatus) =>
  infiniteQueryOptions({
    queryKey: [ADMIN_KEY, 'companies', status],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AdminCompany>('/admin/companies', { status, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });

export function useCompanies(status: VerificationStatus) {
  return useInfiniteQuery(companiesQuery(status));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';
import type { AdminCategory } from './types';

// GET /admin/job-categories: every category, inactive ones too (issue 4 contract).
export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'categories'],
    queryFn: ({ signal }) =>
      request<Envelope<AdminCategory[]>>('/admin/job-categories', { toast: false, signal }).then(
        (body) => body.data ?? [],
      ),
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery());
}

import type { Plan } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { ADMIN_KEY } from './paged';

// GET /admin/plans: every plan, inactive ones too (issue 12).
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'plans'],
    queryFn: ({ signal }) =>
      request<Envelope<Plan[]>>('/admin/plans', { toast: false, signal }).then((b) => b.data ?? []),
  });

export function useAdminPlans() {
  return useQuery(adminPlansQuery());
}

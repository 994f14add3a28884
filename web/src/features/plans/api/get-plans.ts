import type { Plan, PlanAudience } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

// GET /plans?audience=: the plans on sale, read from the plans table (issue 12).
export const plansQuery = (audience: PlanAudience) =>
  queryOptions({
    queryKey: ['plans', audience],
    queryFn: ({ signal }) =>
      request<Envelope<Plan[]>>('/plans', { query: { audience }, toast: false, signal }).then(
        (body) => body.data ?? [],
      ),
    staleTime: 5 * 60_000,
  });

export function usePlans(audience: PlanAudience) {
  return useQuery(plansQuery(audience));
}

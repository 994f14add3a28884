import type { Subscription } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../../../app/http';

// contract: GET /user/subscription -> {plan_code, job_post_usage, animated_jd_usage, ...}.
export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) =>
    request<Envelope<Subscription>>('/user/subscription', { signal }).then((body) => body.data),
});

export function useSubscription() {
  return useQuery(subscriptionQuery);
}

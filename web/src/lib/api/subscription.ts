import type { Subscription } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../http';

// spec 001 §7 GET /user/subscription: the employer's allowance (post form, plan page).
export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) =>
    request<Envelope<Subscription>>('/user/subscription', { signal }).then((body) => body.data),
});

export function useSubscription() {
  return useQuery(subscriptionQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import type { NotificationItem } from './get-notifications';

export const notificationItemKey = (id: string) => ['notifications', 'item', id] as const;

// spec 000 §2.12: the wrapper /Notification?id= loads that one item (GET /notification/{id}).
export const notificationItemQuery = (id: string) =>
  queryOptions({
    queryKey: notificationItemKey(id),
    queryFn: ({ signal }) =>
      request<Envelope<NotificationItem>>(`/notification/${encodeURIComponent(id)}`, {
        toast: false,
        signal,
      }).then((body) => body.data),
  });

export function useNotification(id: string) {
  return useQuery(notificationItemQuery(id));
}

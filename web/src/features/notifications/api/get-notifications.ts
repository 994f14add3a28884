import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/http';

export type NotificationItem = {
  _id: string;
  notification_type: string;
  payload: unknown;
  status: number | string;
};

type NotificationsBody = { success: true; data: NotificationItem[]; count: number; unread: number };

// spec 000 §7 "Other": GET /notification with page (30 per page, spec 000 §2.12).
export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: ['notifications', page],
    // A background fetch for the badge: no toast when it fails.
    queryFn: ({ signal }) =>
      request<NotificationsBody>('/notification', { query: { page }, toast: false, signal }),
  });

/** Unread count for the tab bar badge. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...notificationsQuery(0), enabled });
  return data?.unread ?? 0;
}

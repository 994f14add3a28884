import { PAGE_SIZE } from '@kaamkaj/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import type { NotificationsBody } from './get-notifications';

/** The /Notification list; the badge keeps ['notifications', 0] (a plain query, not pages). */
export const NOTIFICATION_LIST_KEY = ['notifications', 'list'] as const;

// spec 000 §2.12, §9: 30 a page; load more only when the last page was full.
export const notificationListQuery = infiniteQueryOptions({
  queryKey: NOTIFICATION_LIST_KEY,
  queryFn: ({ pageParam, signal }) =>
    request<NotificationsBody>('/notification', { query: { page: pageParam }, signal }),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => (last.data.length >= PAGE_SIZE ? pages.length : undefined),
});

export function useNotificationList() {
  return useInfiniteQuery(notificationListQuery);
}

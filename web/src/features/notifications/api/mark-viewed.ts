import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { notificationItemKey } from './get-notification';
import {
  NOTIFICATIONS_KEY,
  type NotificationItem,
  type NotificationsBody,
  notificationsQuery,
} from './get-notifications';
import { NOTIFICATION_LIST_KEY } from './notification-list';

const viewed = (items: NotificationItem[], id: string) =>
  items.map((item) => (item._id === id ? { ...item, status: 'viewed' } : item));

const lessUnread = (body: NotificationsBody, wasUnread: boolean): NotificationsBody => ({
  ...body,
  unread: wasUnread ? Math.max(0, body.unread - 1) : body.unread,
});

/** Marks one item viewed in every cached copy, and takes it off the badge's unread count. */
export function markViewedInCache(client: QueryClient, id: string, wasUnread: boolean) {
  client.setQueryData(notificationsQuery(0).queryKey, (body) =>
    body ? { ...lessUnread(body, wasUnread), data: viewed(body.data, id) } : body,
  );
  client.setQueryData<InfiniteData<NotificationsBody, number>>(NOTIFICATION_LIST_KEY, (list) =>
    list
      ? {
          ...list,
          pages: list.pages.map((page) => ({
            ...lessUnread(page, wasUnread),
            data: viewed(page.data, id),
          })),
        }
      : list,
  );
  client.setQueryData<NotificationItem>(notificationItemKey(id), (item) =>
    item ? { ...item, status: 'viewed' } : item,
  );
}

type MarkViewed = { id: string; wasUnread: boolean };

/**
 * spec 000 §2.12, spec 001 §4 "Notification click": viewed locally first (the badge drops at
 * once), then on the server (PUT /notification/{id}); the caches refresh from the server after.
 */
export function useMarkViewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: MarkViewed) =>
      request(`/notification/${encodeURIComponent(id)}`, { method: 'PUT' }),
    onMutate: async ({ id, wasUnread }: MarkViewed) => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      markViewedInCache(client, id, wasUnread);
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

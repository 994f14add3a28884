import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/http';
import { BACKGROUND } from '../../../lib/query-client';

/** One notification as GET /notification gives it (issue 6 contract). */
export type NotificationItem = {
  _id: string;
  notification_type: string;
  /** The text, in the language of the screen that asked (its Accept-Language). */
  payload: unknown;
  /** Ids the click needs (job_id, seeker_id ...). */
  data?: Record<string, unknown> | null;
  status: number | string;
  created_at?: string;
};

export type NotificationsBody = {
  success: true;
  data: NotificationItem[];
  count: number;
  unread: number;
};

/** Every notification query starts with this key (list, badge, one item). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

// spec 000 §7 "Other": GET /notification with page (30 per page, spec 000 §2.12).
export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: ['notifications', page],
    // A background fetch for the badge: no toast when it fails.
    queryFn: ({ signal }) =>
      request<NotificationsBody>('/notification', { query: { page }, toast: false, signal }),
    meta: BACKGROUND,
  });

/** Unread count for the tab bar badge. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...notificationsQuery(0), enabled });
  useNotificationsInLanguage();
  return data?.unread ?? 0;
}

/**
 * The server writes each notification in the language of the screen that asks: when the reader
 * switches language (settings, under the tab bar this runs in), every notification query is
 * asked again, so the list and an open notification change with the rest of the screen.
 */
function useNotificationsInLanguage() {
  const queryClient = useQueryClient();
  const lang = useTranslation().i18n.language;
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [lang, queryClient]);
}

/** The server writes 'viewed' once read, 'new' before (issue 6 contract). */
export const isUnread = (item: NotificationItem) => item.status !== 'viewed';

/** The payload is the text; anything else shows as nothing rather than "[object Object]". */
export const payloadText = (item: NotificationItem) =>
  typeof item.payload === 'string' ? item.payload : '';

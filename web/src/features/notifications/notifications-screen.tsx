import { useSearchParams } from 'react-router';
import { NotificationList } from './notification-list';
import { NotificationWrapper } from './notification-wrapper';

/** /Notification: the list, or with ?id= the notification wrapper of that one item (spec 000 §2.12). */
export function NotificationsScreen() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim();
  return id ? <NotificationWrapper id={id} /> : <NotificationList />;
}

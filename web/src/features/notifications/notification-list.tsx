import { notificationTarget } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BellIcon } from '../../components/ui/icons';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageLoader } from '../../components/ui/loader';
import { useLanguage } from '../../lib/i18n';
import { roleOf, useSession } from '../../lib/session';
import { isUnread, type NotificationItem } from './api/get-notifications';
import { useMarkViewed } from './api/mark-viewed';
import { useNotificationList } from './api/notification-list';
import { NotificationRow } from './notification-row';
import { NOTIFICATIONS_NS } from './notifications-i18n';

/** Where a click leads: the target's path, a seeker dashboard tab as navigation state. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const role = roleOf(useSession()) ?? -1;
  const mark = useMarkViewed();
  const targetOf = (item: NotificationItem) =>
    notificationTarget(item.notification_type, role, item.data);
  const open = (item: NotificationItem) => {
    // spec 000 §2.12: marked viewed locally and on the server, then the related screen opens
    if (isUnread(item)) mark.mutate({ id: item._id, wasUnread: true });
    const target = targetOf(item);
    if (!target) return; // spec 001 §4: INTERVIEW_NOT_SHORTLISTED and INTERVIEW_DENIED go nowhere
    // features/seeker-dashboard reads its tab from location.state.tab (dashboard-tab.ts)
    navigate(target.path, target.tab === undefined ? undefined : { state: { tab: target.tab } });
  };
  return { open, targetOf };
}

/** /Notification (spec 000 §2.12): the paged list, 30 at a time, newest first. */
export function NotificationList() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const lang = useLanguage();
  const list = useNotificationList();
  const { open, targetOf } = useOpenNotification();

  if (list.isError) return <LoadFailed query={list} />;
  if (!list.data) return <PageLoader />;
  const items = list.data.pages.flatMap((page) => page.data);
  const unread = list.data.pages[0]?.unread ?? 0;

  return (
    <div className="space-y-4">
      <header className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        {unread > 0 && (
          <p className="text-sm font-semibold text-primary">{t('unread', { count: unread })}</p>
        )}
      </header>
      {items.length === 0 ? (
        <section className="space-y-2 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <BellIcon className="size-7" />
          </div>
          <h2 className="text-lg font-bold text-slate-900">{t('empty')}</h2>
          <p className="text-slate-600">{t('emptyHint')}</p>
        </section>
      ) : (
        <ul aria-label={t('listLabel')} className="space-y-2">
          {items.map((item) => (
            <NotificationRow
              key={item._id}
              item={item}
              lang={lang}
              leads={targetOf(item) !== null}
              onOpen={() => open(item)}
            />
          ))}
        </ul>
      )}
      <LoadMore query={list} label={t('loadMore')} />
    </div>
  );
}

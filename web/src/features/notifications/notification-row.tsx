import type { Lang } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../components/ui/icons';
import { isUnread, type NotificationItem, payloadText } from './api/get-notifications';
import { NotificationIcon } from './notification-icon';
import { NotificationWhen } from './notification-when';
import { NOTIFICATIONS_NS } from './notifications-i18n';

type NotificationRowProps = {
  item: NotificationItem;
  lang: Lang;
  /** The click leads somewhere (notificationTarget); else it only marks the item viewed. */
  leads: boolean;
  onOpen: () => void;
};

/** One line of the list: icon, text, when; unread ones stand out (spec 000 §2.12). */
export function NotificationRow({ item, lang, leads, onOpen }: NotificationRowProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const unread = isUnread(item);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`flex min-h-16 w-full items-start gap-3 rounded-2xl p-3 text-left ring-1 transition-colors ${
          unread
            ? 'bg-primary-soft ring-primary/30 hover:bg-primary-soft/70'
            : 'bg-white ring-slate-200 hover:bg-slate-50'
        }`}
      >
        <NotificationIcon type={item.notification_type} />
        <span className="min-w-0 flex-1">
          <span
            className={`block leading-snug text-slate-900 ${unread ? 'font-semibold' : 'font-normal'}`}
          >
            {payloadText(item)}
          </span>
          <NotificationWhen at={item.created_at} lang={lang} />
        </span>
        <span className="flex shrink-0 flex-col items-end gap-2 self-stretch">
          {unread && (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-white">
              {t('new')}
            </span>
          )}
          {leads && <ChevronRightIcon className="mt-auto size-5 text-slate-400" />}
        </span>
      </button>
    </li>
  );
}

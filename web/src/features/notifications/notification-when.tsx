import type { Lang } from '@kaamkaj/domain';
import { istDateTime } from '../../lib/dates';
import { notificationTime } from './notification-time';

/** When a notification came, as a <time>: relative text, the IST date and time on hover. */
export function NotificationWhen({ at, lang }: { at: string | undefined; lang: Lang }) {
  if (!at) return null;
  return (
    <time dateTime={at} title={istDateTime(at, lang)} className="mt-1 block text-sm text-slate-500">
      {notificationTime(at, lang)}
    </time>
  );
}

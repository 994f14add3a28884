import type { Lang } from '@kaamkaj/domain';
import { istDateTime } from '../../lib/dates';

const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came: "5 minutes ago" within a week, else the IST date and time
 * (DESIGN.md §5: times are shown in IST).
 */
export function notificationTime(iso: string | undefined, lang: Lang, now = Date.now()): string {
  if (!iso) return '';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago >= 7 * DAY) return istDateTime(iso, lang);
  const format = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
  if (ago < MINUTE) return format.format(0, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}

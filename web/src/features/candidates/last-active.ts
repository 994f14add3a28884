import type { Lang } from '@kaamkaj/domain';
import { istDate } from '../../lib/dates';

const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };
const DAY = 86_400_000;
const RECENT_DAYS = 7;

/** The calendar day of `at` in India (DESIGN.md §5: times are shown in IST), as a UTC midnight. */
const istDay = (at: number) =>
  Date.parse(new Date(at).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));

/**
 * When a candidate was last active, by IST calendar day (issue 14 item 12): "today",
 * "yesterday", "3 days ago" within a week (`recent`), else the short date.
 */
export function lastActive(
  iso: string,
  lang: Lang,
  now = Date.now(),
): { recent: boolean; text: string } | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const days = Math.max(0, Math.round((istDay(now) - istDay(at)) / DAY));
  if (days >= RECENT_DAYS) return { recent: false, text: istDate(iso, lang) };
  const format = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
  return { recent: true, text: format.format(-days, 'day') };
}

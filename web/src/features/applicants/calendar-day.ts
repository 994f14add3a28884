import { istDate } from '../../lib/dates';
import type { Lang } from '../../lib/i18n';

/** A calendar date (YYYY-MM-DD: a birthday, an interview day) in the language; noon in IST keeps
 * it on its own day whatever the browser's zone. Timestamps go through istDate as they are. */
export function calendarDay(date: string | null | undefined, lang: Lang): string {
  if (!date) return '';
  return istDate(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00+05:30` : date, lang);
}

import { istInstant, type Lang } from '@kaamkaj/domain';
import { istDate } from '../../lib/dates';

const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

/** An interview's date (YYYY-MM-DD, a day in India) the way istDate shows dates. */
export function interviewDate(date: string, lang: Lang): string {
  return istDate(`${date}T00:00:00+05:30`, lang);
}

/** An interview time ("HH.mm", India time) as the language writes the clock: "10:30 am". */
export function interviewTime(date: string, time: string, lang: Lang): string {
  return istInstant(date, time).toLocaleTimeString(LOCALE[lang], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

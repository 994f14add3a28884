import type { Lang } from '@kaamkaj/domain';
import { istDate } from '../../lib/dates';

/** An interview's date (YYYY-MM-DD, a day in India) the way istDate shows dates. */
export function interviewDate(date: string, lang: Lang): string {
  return istDate(`${date}T00:00:00+05:30`, lang);
}

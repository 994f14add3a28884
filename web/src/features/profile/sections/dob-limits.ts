// spec 000 §5, §9: a birth date between 55 years ago and 18 years ago.
import { SEEKER_MAX_AGE as OLDEST, SEEKER_MIN_AGE as YOUNGEST } from '@kaamkaj/domain';

const iso = (date: Date) => date.toISOString().slice(0, 10);

function yearsBefore(today: Date, years: number): Date {
  const d = new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate()));
  // 29 February in a year without one becomes 28 February, not 1 March
  if (d.getUTCMonth() !== today.getMonth()) d.setUTCDate(0);
  return d;
}

/** min and max of the native date input, as YYYY-MM-DD. */
export function dobBounds(today: Date = new Date()): { min: string; max: string } {
  return { min: iso(yearsBefore(today, OLDEST)), max: iso(yearsBefore(today, YOUNGEST)) };
}

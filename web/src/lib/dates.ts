import type { Lang } from '@kaamkaj/domain';

const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

// DESIGN.md §5: times are stored as timestamptz and shown in IST.
const SHORT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};
const LONG: Intl.DateTimeFormatOptions = { ...SHORT, month: 'long' };
const WITH_TIME: Intl.DateTimeFormatOptions = { ...SHORT, hour: 'numeric', minute: '2-digit' };

// issue 16 item 4: a formatter is made once per locale and style. toLocaleDateString with
// options makes a new one on every call, about a millisecond each on a fast machine: the feed's
// 30 cards spent more time there than in rendering.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

// issue 16 item 4: the short date is built from these names, not by Intl. A page's first
// Intl.DateTimeFormat loads ICU's date data: 73 ms measured in Chromium on this project's
// 2-core machine, four times that on a cheap phone, all of it inside the hydration of a rendered
// feed, whose every card shows a date. India keeps one offset all year (no daylight time), so
// IST is UTC + 5:30. The names are CLDR's, as Intl writes them (dates.test.ts checks all twelve).
const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "24 Nov 2026" / "24 नव॰ 2026": the day, in India's time. */
export function istDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const ist = new Date(time + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${SHORT_MONTHS[lang][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/**
 * A calendar date (YYYY-MM-DD: a birthday, an interview's day) as istDate shows dates; noon in
 * India keeps it on its own day. A timestamp (longer: it has a time) goes through as it is. Told
 * apart by length, not by the domain's ISO_DAY_PATTERN: this module is in the feed's first load,
 * and that import cut the patterns into a file of their own there.
 */
export function calendarDay(date: string | null | undefined, lang: Lang): string {
  if (!date) return '';
  return istDate(date.length === 'YYYY-MM-DD'.length ? `${date}T12:00:00+05:30` : date, lang);
}

/** "24 November 2026" / "24 नवंबर 2026": the long date, in India's time. */
export function istLongDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  return formatter(lang === 'en' ? 'en-GB' : LOCALE[lang], LONG).format(new Date(iso));
}

export function istDateTime(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  return `${formatter(LOCALE[lang], WITH_TIME).format(new Date(iso))} IST`;
}

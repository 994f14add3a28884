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

export function istDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  return formatter(LOCALE[lang], SHORT).format(new Date(iso));
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

/**
 * Makes the short-date formatter ahead of need. The first Intl.DateTimeFormat of a page costs
 * about 15 ms on a fast machine (ICU's locale and time zone data), four times that on a cheap
 * phone: made while the page's code is still on its way, that cost is not part of the
 * hydration of a rendered feed, the longest task of its start (issue 16 item 4).
 */
export function prepareDates(lang: Lang) {
  formatter(LOCALE[lang], SHORT);
}

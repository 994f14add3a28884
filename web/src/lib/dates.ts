import type { Lang } from '@kaamkaj/domain';

const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

// DESIGN.md §5: times are stored as timestamptz and shown in IST.
export function istDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString(LOCALE[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** "24 November 2026" / "24 नवंबर 2026": the long date, in India's time. */
export function istLongDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

export function istDateTime(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const text = new Date(iso).toLocaleString(LOCALE[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return `${text} IST`;
}

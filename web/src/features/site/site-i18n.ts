import { addLazyNamespace } from '../../lib/i18n';

// The public site's long texts (landing sections, FAQ, static pages, blogs) form the 'site'
// namespace: it loads with these lazy screens instead of weighing on every page's entry chunk,
// and only in the reader's language (issue 16 item 1; about 5 KB gzip each). A screen importing
// this module renders once the texts are in (components/lazy-screen.ts waits for textsLoaded).
export const SITE_NS = 'site';
void addLazyNamespace(SITE_NS, async (lang) =>
  lang === 'en'
    ? (await import('../../lib/i18n/site.en.json')).default
    : (await import('../../lib/i18n/site.hi.json')).default,
);

export type TextSection = { heading: string; body: string[] };

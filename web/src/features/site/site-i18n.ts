import { i18n } from '../../lib/i18n';
import en from '../../lib/i18n/site.en.json';
import hi from '../../lib/i18n/site.hi.json';

// The public site's long texts (landing sections, FAQ, static pages, blogs) form the 'site'
// namespace: it loads with these lazy screens instead of weighing on every page's entry chunk.
export const SITE_NS = 'site';
i18n.addResourceBundle('en', SITE_NS, en, true, false);
i18n.addResourceBundle('hi', SITE_NS, hi, true, false);

export type TextSection = { heading: string; body: string[] };

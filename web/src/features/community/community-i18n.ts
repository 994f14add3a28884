import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The community pages' texts (spec 000 §2.14, issue 13).
export const COMMUNITY_NS = 'community';
i18n.addResourceBundle('en', COMMUNITY_NS, en, true, false);
i18n.addResourceBundle('hi', COMMUNITY_NS, hi, true, false);

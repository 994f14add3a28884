import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The employer's candidate search texts (spec 001 §2, §3, §5, §8).
export const CANDIDATES_NS = 'candidates';
i18n.addResourceBundle('en', CANDIDATES_NS, en, true, false);
i18n.addResourceBundle('hi', CANDIDATES_NS, hi, true, false);

import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The interview form's texts (spec 001 §5 "Interview form").
export const INTERVIEWS_NS = 'interviews';
i18n.addResourceBundle('en', INTERVIEWS_NS, en, true, false);
i18n.addResourceBundle('hi', INTERVIEWS_NS, hi, true, false);

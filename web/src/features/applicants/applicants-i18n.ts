import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The employer's applicant list and applicant profile texts (spec 001 §2, §4).
export const APPLICANTS_NS = 'applicants';
i18n.addResourceBundle('en', APPLICANTS_NS, en, true, false);
i18n.addResourceBundle('hi', APPLICANTS_NS, hi, true, false);

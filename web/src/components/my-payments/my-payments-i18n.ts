import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// "My payments" on the seeker's and the employer's profile (issue 12).
export const PAYMENTS_NS = 'payments';
export const resources = { en, hi };
i18n.addResourceBundle('en', PAYMENTS_NS, en, true, false);
i18n.addResourceBundle('hi', PAYMENTS_NS, hi, true, false);

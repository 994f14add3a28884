import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The admin console's own texts; they load with its lazy screen only.
export const ADMIN_NS = 'admin';
export const resources = { en, hi };
i18n.addResourceBundle('en', ADMIN_NS, en, true, false);
i18n.addResourceBundle('hi', ADMIN_NS, hi, true, false);

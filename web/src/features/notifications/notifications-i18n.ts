import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The notification list and wrapper texts (spec 000 §2.12).
export const NOTIFICATIONS_NS = 'notifications';
i18n.addResourceBundle('en', NOTIFICATIONS_NS, en, true, false);
i18n.addResourceBundle('hi', NOTIFICATIONS_NS, hi, true, false);

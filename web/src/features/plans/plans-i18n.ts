import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The plan page, the checkout's dialogs and My payments (issue 12).
export const PLANS_NS = 'plans';
export const resources = { en, hi };
i18n.addResourceBundle('en', PLANS_NS, en, true, false);
i18n.addResourceBundle('hi', PLANS_NS, hi, true, false);

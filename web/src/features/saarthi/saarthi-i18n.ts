import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The Saarthi (field agent) screens: sign in and up, dashboard, profile, new user (issue 13).
export const SAARTHI_NS = 'saarthi';
export const resources = { en, hi };
i18n.addResourceBundle('en', SAARTHI_NS, en, true, false);
i18n.addResourceBundle('hi', SAARTHI_NS, hi, true, false);

import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The seeker dashboard's texts (spec 000 §2.8).
export const SEEKER_DASHBOARD_NS = 'seekerDashboard';
i18n.addResourceBundle('en', SEEKER_DASHBOARD_NS, en, true, false);
i18n.addResourceBundle('hi', SEEKER_DASHBOARD_NS, hi, true, false);

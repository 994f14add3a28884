import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// Company verification texts (the form and its status panel); the state dialog has its own.
export const VERIFICATION_NS = 'verification';
i18n.addResourceBundle('en', VERIFICATION_NS, en, true, false);
i18n.addResourceBundle('hi', VERIFICATION_NS, hi, true, false);

import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The settings screen's own texts (plans row, WhatsApp and support dialogs).
export const SETTINGS_NS = 'settings';
i18n.addResourceBundle('en', SETTINGS_NS, en, true, false);
i18n.addResourceBundle('hi', SETTINGS_NS, hi, true, false);

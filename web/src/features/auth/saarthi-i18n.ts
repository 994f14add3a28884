import { i18n } from '../../lib/i18n';
import en from './i18n/saarthi.en.json';
import hi from './i18n/saarthi.hi.json';

// The Saarthi sign-in and sign-up screen's texts (issue 13), loaded with that screen only.
export const SAARTHI_AUTH_NS = 'saarthiAuth';
i18n.addResourceBundle('en', SAARTHI_AUTH_NS, en, true, false);
i18n.addResourceBundle('hi', SAARTHI_AUTH_NS, hi, true, false);

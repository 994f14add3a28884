import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The prompt of each verification state: the verification page, the dashboard and the job post
// show it, so its texts ship with the dialog rather than with one feature's namespace.
export const VERIFICATION_DIALOG_NS = 'verification-dialog';
i18n.addResourceBundle('en', VERIFICATION_DIALOG_NS, en, true, false);
i18n.addResourceBundle('hi', VERIFICATION_DIALOG_NS, hi, true, false);

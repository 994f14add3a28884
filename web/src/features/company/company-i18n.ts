import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The employer's own company screens (/companydetail, /profile, /recruiterEdit, /update-email)
// form the 'company' namespace: it ships with these lazy screens only.
export const COMPANY_NS = 'company';
i18n.addResourceBundle('en', COMPANY_NS, en, true, false);
i18n.addResourceBundle('hi', COMPANY_NS, hi, true, false);

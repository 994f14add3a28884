import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The employer's job post form and dashboard texts.
export const EMPLOYER_JOBS_NS = 'employerJobs';
i18n.addResourceBundle('en', EMPLOYER_JOBS_NS, en, true, false);
i18n.addResourceBundle('hi', EMPLOYER_JOBS_NS, hi, true, false);

import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The job pages' texts (/shared/job and /job, spec 000 §2.1).
export const JOB_PAGE_NS = 'jobPage';
i18n.addResourceBundle('en', JOB_PAGE_NS, en, true, false);
i18n.addResourceBundle('hi', JOB_PAGE_NS, hi, true, false);

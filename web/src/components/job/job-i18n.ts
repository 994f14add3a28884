import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The shared job pieces (salary, detail, share, responses) carry their own texts: the seeker
// feed, the dashboard, the job pages and the employer dashboard use them, each in its own chunk.
export const JOB_NS = 'job';
i18n.addResourceBundle('en', JOB_NS, en, true, false);
i18n.addResourceBundle('hi', JOB_NS, hi, true, false);

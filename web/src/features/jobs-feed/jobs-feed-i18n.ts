import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The seeker job feed's texts (spec 000 §2.7, §8), registered when the lazy /jobs screen loads.
export const JOBS_FEED_NS = 'jobsFeed';
export const resources = { en, hi };
i18n.addResourceBundle('en', JOBS_FEED_NS, en, true, false);
i18n.addResourceBundle('hi', JOBS_FEED_NS, hi, true, false);

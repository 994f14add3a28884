import { checkBundles } from '../../lib/i18n/bundle-checks';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

checkBundles('job', en, hi, { latinAllowed: (_key, text) => text.includes('X') });

import { checkBundles } from '../../lib/i18n/bundle-checks';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

checkBundles('district picker', en, hi);

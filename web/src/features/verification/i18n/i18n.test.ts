import { checkBundles } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('verification', en, hi, { latinAllowed: (_key, text) => text.includes('@') });

import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('candidate search', en, hi, { latinAllowed: onlyNames() });

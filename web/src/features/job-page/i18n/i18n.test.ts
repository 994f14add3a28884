import { checkBundles } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('job page', en, hi);

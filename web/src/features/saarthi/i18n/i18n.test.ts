import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('saarthi', en, hi, {
  latinAllowed: onlyNames('OTP', 'SMS', 'PNG', 'JPG', 'MB', 'MP4', 'MPEG', 'WebM'),
});

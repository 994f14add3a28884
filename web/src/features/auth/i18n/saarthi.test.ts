import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './saarthi.en.json';
import hi from './saarthi.hi.json';

checkBundles('saarthi sign-in', en, hi, { latinAllowed: onlyNames('OTP', 'SMS') });

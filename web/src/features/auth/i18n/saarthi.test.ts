import { checkBundles, onlyNames } from '../../../app/i18n/bundle-checks';
import en from './saarthi.en.json';
import hi from './saarthi.hi.json';

checkBundles('saarthi sign-in', en, hi, { latinAllowed: onlyNames('OTP', 'SMS') });

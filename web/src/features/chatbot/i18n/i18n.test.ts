import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('chatbot', en, hi, { latinAllowed: onlyNames('OTP') });

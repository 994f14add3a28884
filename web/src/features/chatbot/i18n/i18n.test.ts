import { checkBundles, onlyNames } from '../../../app/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('chatbot', en, hi, { latinAllowed: onlyNames('OTP') });

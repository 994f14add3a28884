import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The chatbot's texts (spec 001 §4, §5; issue 13), loaded with the chat panel only.
export const CHATBOT_NS = 'chatbot';
i18n.addResourceBundle('en', CHATBOT_NS, en, true, false);
i18n.addResourceBundle('hi', CHATBOT_NS, hi, true, false);

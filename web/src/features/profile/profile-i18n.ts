import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The seeker profile's texts (onboarding, My Profile, edit page) form the 'profile' namespace:
// it ships with these lazy screens, not with every page's entry chunk.
export const PROFILE_NS = 'profile';
i18n.addResourceBundle('en', PROFILE_NS, en, true, false);
i18n.addResourceBundle('hi', PROFILE_NS, hi, true, false);

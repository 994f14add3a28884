import { i18n } from '../../lib/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The picker's few texts travel with it: seeker and employer screens use it, each in its own chunk.
export const DISTRICT_PICKER_NS = 'district-picker';
i18n.addResourceBundle('en', DISTRICT_PICKER_NS, en, true, false);
i18n.addResourceBundle('hi', DISTRICT_PICKER_NS, hi, true, false);

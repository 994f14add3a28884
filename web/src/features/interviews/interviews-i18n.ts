import type { DEFAULT_INTERVIEW_DOCUMENTS } from '@kaamkaj/domain';
import { i18n } from '../../app/i18n';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The interview form's texts (spec 001 §5 "Interview form").
export const INTERVIEWS_NS = 'interviews';
i18n.addResourceBundle('en', INTERVIEWS_NS, en, true, false);
i18n.addResourceBundle('hi', INTERVIEWS_NS, hi, true, false);

// spec 001 §9: the default documents travel as their English names; on screen they are translated.
const DOC_KEYS: Record<(typeof DEFAULT_INTERVIEW_DOCUMENTS)[number], keyof typeof en.docs> = {
  'Educational certificate': 'educational',
  'Personal Id Proof': 'idProof',
  'Experience document (if any)': 'experience',
  'Driving licence': 'drivingLicence',
};

/** A document's label: a default one in the interface language, an added one as typed. */
export function documentLabel(name: string, t: (key: string) => string): string {
  const key = DOC_KEYS[name as keyof typeof DOC_KEYS];
  return key ? t(`docs.${key}`) : name;
}

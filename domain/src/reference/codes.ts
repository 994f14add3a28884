// The code tables of spec 000 §3.3 and spec 001 §3: stored code -> Hindi and English label.
// Screens show label(TABLE, code, lang); schemas accept z.literal(codesOf(TABLE)).
export * from './code-table';

import type { CodeTable } from './code-table';

// Seeker profile, spec 000 §3.3 ------------------------------------------------------------

export const GENDER = {
  0: { en: 'Female', hi: 'महिला' },
  1: { en: 'Male', hi: 'पुरुष' },
  2: { en: 'Others', hi: 'अन्य' },
} as const satisfies CodeTable;

// DESIGN.md §4: 36+ is 3; the old forms' 2 for 36+ was a defect.
export const AGE_BAND = {
  0: { en: '18-24', hi: '18-24 साल' },
  1: { en: '25-30', hi: '25-30 साल' },
  2: { en: '31-35', hi: '31-35 साल' },
  3: { en: '36+', hi: '36+ साल' },
} as const satisfies CodeTable;

// The basic form's short scale. Its "Other" (graduate and above) is 3; a seeker may also keep
// a free-text degree of at most 30 letters (spec 000 §5), and older records hold 'B.A', 'B.Sc'
// or other text: label() shows those as they are.
export const QUALIFICATION = {
  0: { en: 'Below 10th', hi: '10वीं से कम' },
  1: { en: '10th Pass', hi: '10वीं पास' },
  2: { en: '12th Pass', hi: '12वीं पास' },
  3: { en: 'Graduate and above', hi: 'स्नातक और उससे ऊपर' },
} as const satisfies CodeTable;

// 'none' is ours: the certification question is required, so a seeker without one needs an answer.
export const TECH_CERTS = {
  iti: { en: 'ITI', hi: 'आईटीआई' },
  diploma: { en: 'Diploma', hi: 'डिप्लोमा' },
  btech: { en: 'B.tech/B.E', hi: 'बी.टेक/बी.ई.' },
  other: { en: 'Other', hi: 'अन्य' },
  none: { en: 'None', hi: 'कोई नहीं' },
} as const satisfies CodeTable;

const ENGINEERING_BRANCHES = {
  electrical: { en: 'Electrical', hi: 'इलेक्ट्रिकल' },
  civil: { en: 'Civil', hi: 'सिविल' },
  mechanical: { en: 'Mechanical', hi: 'मैकेनिकल' },
  other: { en: 'Other', hi: 'अन्य' },
} as const satisfies CodeTable;

// The branch choices of each certificate; an "Other" certificate names its own branch as text.
export const TECH_BRANCHES = {
  iti: {
    plumber: { en: 'Plumber', hi: 'प्लंबर' },
    electrician: { en: 'Electrician', hi: 'इलेक्ट्रीशियन' },
    fitter: { en: 'Fitter', hi: 'फिटर' },
    other: { en: 'Other', hi: 'अन्य' },
  },
  diploma: ENGINEERING_BRANCHES,
  btech: ENGINEERING_BRANCHES,
  other: {},
  none: {},
} as const satisfies Record<keyof typeof TECH_CERTS, CodeTable>;

export const EXPERIENCE = {
  0: { en: 'Fresher', hi: 'फ्रेशर' },
  1: { en: 'Less than 1 year', hi: '1 साल से कम' },
  2: { en: '1-2 years', hi: '1-2 साल' },
  3: { en: '2-4 years', hi: '2-4 साल' },
  4: { en: '4-6 years', hi: '4-6 साल' },
  5: { en: '6-8 years', hi: '6-8 साल' },
  6: { en: '8-10 years', hi: '8-10 साल' },
  7: { en: '10+ years', hi: '10+ साल' },
} as const satisfies CodeTable;

export const ABOUT_ME = {
  quick_learner: { en: 'Quick learner', hi: 'जल्दी सीखने की क्षमता' },
  hard_working: { en: 'Hard working', hi: 'मेहनती' },
  focused: { en: 'Focused', hi: 'एकाग्र' },
  honest: { en: 'Honest', hi: 'ईमानदार' },
  team_worker: { en: 'Team worker', hi: 'टीम में मिलकर काम करना' },
  disciplined: { en: 'Disciplined', hi: 'अनुशासित' },
} as const satisfies CodeTable;

// 'other' comes with the seeker's own text (spec 000 §5: required when shown).
export const LANGUAGES = {
  hindi: { en: 'Hindi', hi: 'हिंदी' },
  english: { en: 'English', hi: 'अंग्रेज़ी' },
  punjabi: { en: 'Punjabi', hi: 'पंजाबी' },
  haryanvi: { en: 'Haryanvi', hi: 'हरियाणवी' },
  rajasthani: { en: 'Rajasthani', hi: 'राजस्थानी' },
  other: { en: 'Other', hi: 'अन्य' },
} as const satisfies CodeTable;

export const SPEAK_ENGLISH = {
  0: { en: 'No', hi: 'नहीं' },
  1: { en: 'Thoda', hi: 'थोड़ा' },
  2: { en: 'Good', hi: 'अच्छी' },
} as const satisfies CodeTable;

export * from './codes-jobs';

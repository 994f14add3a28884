// Code tables of jobs, applications and employers: spec 000 §3.4-§3.5, spec 001 §3 and §9.
import type { CodeTable } from './code-table';

export const JOB_TYPE = {
  0: { en: 'Office', hi: 'ऑफिस' },
  1: { en: 'Field', hi: 'फील्ड' },
  2: { en: 'Shift', hi: 'शिफ्ट' },
  3: { en: 'Part Time', hi: 'पार्ट टाइम' },
} as const satisfies CodeTable;

// A job is General or Rotation; 2 and 3 only express a seeker's preferred shift (spec 000 §3.3).
export const JOB_TIMINGS = {
  0: { en: 'General', hi: 'जनरल' },
  1: { en: 'Rotation', hi: 'रोटेशन' },
  2: { en: 'Morning Shift', hi: 'सुबह की शिफ्ट' },
  3: { en: 'Night Shift', hi: 'रात की शिफ्ट' },
} as const satisfies CodeTable;

export const JOB_POST_TIMINGS = [0, 1] as const;

export const JOB_GENDER = {
  0: { en: 'All', hi: 'सभी' },
  1: { en: 'Female', hi: 'महिला' },
  2: { en: 'Male', hi: 'पुरुष' },
  3: { en: 'Others', hi: 'अन्य' },
} as const satisfies CodeTable;

// Only Open (0) jobs are listed and counted for seekers (spec 000 §3.4).
export const JOB_STATUS = {
  0: { en: 'Open', hi: 'खुली' },
  1: { en: 'Complete', hi: 'पूरी' },
  2: { en: 'Closed', hi: 'बंद' },
  3: { en: 'Pending', hi: 'लंबित' },
  4: { en: 'Deactivated', hi: 'निष्क्रिय' },
} as const satisfies CodeTable;

// Job filter "posted within" (spec 001 §9); JOB_POSTED_DAYS gives the window of each code.
export const JOB_POSTED_TIME = {
  0: { en: 'Today', hi: 'आज' },
  1: { en: '3 days', hi: '3 दिन' },
  2: { en: 'One week', hi: 'एक हफ़्ता' },
  3: { en: 'One month', hi: 'एक महीना' },
  4: { en: 'Two months', hi: 'दो महीने' },
} as const satisfies CodeTable;

export const JOB_POSTED_DAYS = { 0: 1, 1: 3, 2: 7, 3: 30, 4: 60 } as const satisfies Record<
  keyof typeof JOB_POSTED_TIME,
  number
>;

// Stored as these words (spec 000 §3.4, §4); Selected is shown as "Interview Scheduled".
export const APPLICATION_STATUS = {
  Applied: { en: 'Applied', hi: 'आवेदन किया' },
  Saved: { en: 'Saved', hi: 'सेव किया' },
  Visited: { en: 'Visited', hi: 'देखा' },
  Shortlisted: { en: 'Shortlisted', hi: 'शॉर्टलिस्ट' },
  Selected: { en: 'Selected', hi: 'चयनित' },
  Rejected: { en: 'Rejected', hi: 'अस्वीकृत' },
  Hired: { en: 'Hired', hi: 'नौकरी पर रखा' },
} as const satisfies CodeTable;

// Employer side, spec 001 §3 ---------------------------------------------------------------

export const HIRING_FOR = {
  my_company: { en: 'My Company', hi: 'मेरी कंपनी' },
  my_client: { en: 'My Client', hi: 'मेरा क्लाइंट' },
} as const satisfies CodeTable;

export const ORGANIZATION_TYPE = {
  company: { en: 'Company', hi: 'कंपनी' },
  consultancy: { en: 'Consultancy', hi: 'कंसल्टेंसी' },
  client: { en: 'Client', hi: 'क्लाइंट' },
} as const satisfies CodeTable;

// Stored as these words.
export const VERIFICATION_STATUS = {
  'Not Initiated': { en: 'Not Initiated', hi: 'शुरू नहीं हुआ' },
  'In Progress': { en: 'In Progress', hi: 'जांच जारी है' },
  Approved: { en: 'Approved', hi: 'स्वीकृत' },
  Declined: { en: 'Declined', hi: 'अस्वीकृत' },
} as const satisfies CodeTable;

// Keys are the document payload keys of spec 001 §3; 'email' verifies by a business e-mail.
export const VERIFICATION_TYPE = {
  email: { en: 'Business Email', hi: 'बिज़नेस ईमेल' },
  gst: { en: 'GST', hi: 'जीएसटी' },
  pan: { en: 'PAN', hi: 'पैन' },
  crn: { en: 'CRN', hi: 'सीआरएन' },
  cin: { en: 'CIN', hi: 'सीआईएन' },
  aadhar_card: { en: 'Aadhar', hi: 'आधार' },
  shop_est_act: { en: 'Establishment', hi: 'दुकान एवं स्थापना पंजीकरण' },
  food_license: { en: 'Food License', hi: 'फूड लाइसेंस' },
  individualPan: { en: 'Individual PAN', hi: 'व्यक्तिगत पैन' },
  other: { en: 'Other', hi: 'अन्य' },
} as const satisfies CodeTable;

type VerificationType = keyof typeof VERIFICATION_TYPE;

// Which proofs each organisation type may offer (spec 001 §5; CIN from the payload keys of §3).
export const VERIFICATION_TYPES_BY_ORG = {
  company: ['email', 'gst', 'pan', 'crn', 'cin', 'aadhar_card', 'shop_est_act', 'food_license'],
  consultancy: ['email', 'gst', 'pan', 'crn', 'individualPan'],
} as const satisfies Record<string, readonly VerificationType[]>;

// The employer's industry on the company details form (spec 001 §3 "industry").
export const INDUSTRY = {
  logistics: { en: 'Logistics & Transport', hi: 'लॉजिस्टिक्स और परिवहन' },
  retail: { en: 'Retail & Shops', hi: 'रिटेल और दुकानें' },
  manufacturing: { en: 'Manufacturing', hi: 'मैन्युफैक्चरिंग' },
  construction: { en: 'Construction & Real Estate', hi: 'निर्माण और रियल एस्टेट' },
  hospitality: { en: 'Hotels & Restaurants', hi: 'होटल और रेस्टोरेंट' },
  healthcare: { en: 'Healthcare', hi: 'स्वास्थ्य सेवा' },
  education: { en: 'Education', hi: 'शिक्षा' },
  security: { en: 'Security Services', hi: 'सुरक्षा सेवाएं' },
  facility: { en: 'Facility Management', hi: 'फैसिलिटी मैनेजमेंट' },
  it: { en: 'IT & Telecom', hi: 'आईटी और टेलीकॉम' },
  bfsi: { en: 'Banking & Finance', hi: 'बैंकिंग और वित्त' },
  staffing: { en: 'Staffing & Recruitment', hi: 'स्टाफिंग और भर्ती' },
  ecommerce: { en: 'E-commerce & Delivery', hi: 'ई-कॉमर्स और डिलीवरी' },
  other: { en: 'Other', hi: 'अन्य' },
} as const satisfies CodeTable;

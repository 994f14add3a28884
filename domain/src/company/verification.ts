import { VERIFICATION_TYPES_BY_ORG } from '../reference/codes-jobs';

// spec 001 §5 "Verification": the document number of each type, checked on both sides. Numbers
// are compared upper-cased with spaces removed (how people copy them from certificates).
export const DOCUMENT_NUMBER_PATTERNS = {
  // 2-digit state code, the holder's PAN, entity number, 'Z', check character
  gst: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  pan: /^[A-Z]{5}\d{4}[A-Z]$/,
  // an individual's PAN has P as its fourth character
  individualPan: /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/,
  crn: /^\d{6}$/,
  // listed/unlisted, industry code, state, year, company type, registration number
  cin: /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
  aadhar_card: /^[1-9]\d{11}$/,
  // shop and establishment registration: letters, digits, '/' and '-', 5 to 30
  shop_est_act: /^[A-Z0-9][A-Z0-9/-]{4,29}$/,
  food_license: /^\d{14}$/,
} as const;

export type DocumentType = keyof typeof DOCUMENT_NUMBER_PATTERNS;
export type OrganizationKind = keyof typeof VERIFICATION_TYPES_BY_ORG;
export type VerificationKind = DocumentType | 'email';

/** A document number as it is stored: upper-cased, spaces removed. */
export function normaliseDocNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidDocNumber(type: DocumentType, value: string): boolean {
  return DOCUMENT_NUMBER_PATTERNS[type].test(normaliseDocNumber(value));
}

// Free-mail providers: a business e-mail must be on the company's own domain (spec 001 §5).
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.co.in',
  'outlook.com',
  'outlook.in',
  'live.com',
  'live.in',
  'msn.com',
  'rediffmail.com',
  'rediff.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'zohomail.in',
  'zohomail.com',
  'mail.com',
  'gmx.com',
  'gmx.net',
  'yandex.com',
  'yandex.ru',
  'inbox.com',
  'tutanota.com',
  'fastmail.com',
] as const;

export function isFreeMail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return (FREE_MAIL_DOMAINS as readonly string[]).includes(domain);
}

/** The verification kinds an organisation type may use (spec 001 §5). */
export function verificationKindsOf(org: OrganizationKind): readonly VerificationKind[] {
  return VERIFICATION_TYPES_BY_ORG[org] as readonly VerificationKind[];
}

// Verification documents are images or PDFs (spec 001 §5), a narrower set than 'document'.
export const VERIFICATION_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The payload key of a verification kind: e-mail travels as email_id (spec 001 §3). */
export function verificationPayloadKey(kind: VerificationKind): string {
  return kind === 'email' ? 'email_id' : kind;
}

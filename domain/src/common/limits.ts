// Business constants of spec 000 §9 and spec 001 §9.
export const APP_VERSION = '12.0.26-rel';
export const STORAGE_PREFIX = 'kaamkaj_';

export const OTP_DEFAULT_LENGTH = 4;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_HOUR = 5;
export const OTP_MAX_PER_DAY = 10;

/**
 * issue 15 item 4: wrong guesses a destination may make across all its codes in 24 hours, so
 * that (wrong + 1) guesses of `length` digits stay below 1 in 1,000 a day: 8 for 4 digits
 * (9 / 10,000 = 0.09 %), 998 for 6 (999 / 1,000,000). docs/architecture.md gives the arithmetic.
 */
export function otpWrongPerDay(length: number): number {
  return Math.max(1, 10 ** length / 1000 - 2);
}

export const PAGE_SIZE = 30;
export const SEEKER_MIN_AGE = 18; // spec 000 §5 date of birth window
export const SEEKER_MAX_AGE = 55;
export const MAX_JOB_INTERESTS = 3; // job interests a seeker may choose
export const MAX_SKILLS_PER_CATEGORY = 3; // skills per interest on the seeker side
export const BADGE_CAP = 9;

export const TOAST_MS = 3000;
export const FILE_TOAST_MS = 5000;
export const LOGIN_ERROR_MS = 5000;
export const SCROLL_TOP_AFTER_PX = 50;
export const CHATBOT_REDIRECT_MS = 3000; // spec 001 §9: chatbot redirect 3 s

export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 500;

/** Unread badge of the tab bar: the count, or "9+" at 10 or more (spec 000 §2.3). */
export function badgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

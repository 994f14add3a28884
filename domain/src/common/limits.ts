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

/**
 * issue 15 item 5, uploads. Each pre-upload opens a 10-minute policy for one file.
 * - UPLOAD_PENDING_MAX: unfinished uploads one file space may hold at a time. One counts while
 *   its policy is open, or once its file is stored and not confirmed; a try that failed or was
 *   cancelled (nothing stored) stops counting when its 10 minutes end. The web app sends one
 *   file at a time and confirms it at once, so a user on a slow network would have to fail five
 *   times within 10 minutes to meet it, and then waits at most those 10 minutes.
 * - UPLOAD_POLICIES_PER_HOUR: policies per file space an hour (Kaamkaj administrators, who
 *   upload job descriptions one after another, are not counted). A whole profile is two files;
 *   30 leaves room for many retries.
 * - UPLOAD_UNCONFIRMED_HOURS: an upload still not confirmed this long after its policy is
 *   removed, row and stored object, by the worker's hourly sweep. A 200 MB video at 2G speed
 *   takes a few hours, so a day never cuts off a real upload.
 * An account so holds at most 5 files stored and not confirmed, each no larger than declared.
 */
export const UPLOAD_PENDING_MAX = 5;
export const UPLOAD_POLICIES_PER_HOUR = 30;
export const UPLOAD_UNCONFIRMED_HOURS = 24;

export const PAGE_SIZE = 30;
/**
 * issue 17: a list's count is exact up to this many and said as "1,000+" beyond it (the answer
 * then has `count_capped: true`), so counting stops early on a large table.
 */
export const COUNT_CAP = 1_000;
/** A count read up to COUNT_CAP + 1 rows: the number to show and whether it is "1,000+". */
export const capCount = (n: number): { count: number; capped: boolean } =>
  n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
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
// the chatbot's feedback rating (spec 001 §5); here, not with its schema, so the chat's buttons
// need no zod (web/src/features/chatbot/chatbot-rules.ts)
export const RATING_MIN = 1;
export const RATING_MAX = 10;

export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 500;

/** Unread badge of the tab bar: the count, or "9+" at 10 or more (spec 000 §2.3). */
export function badgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

// Shared patterns of spec 000 §5 and spec 001 §5.
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
export const DIGITS_PATTERN = /^\d+$/;
/** A calendar day as YYYY-MM-DD (a birth date, an interview's day). */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

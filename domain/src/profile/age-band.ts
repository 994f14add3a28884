// A seeker's age from their birth date, and the band it falls in. No zod here: the web's birth
// date field shows the band as it is typed, on pages that load the form's schema only when it
// is sent (issue 16 item 1).
import { SEEKER_MAX_AGE, SEEKER_MIN_AGE } from '../common/limits';
import { ISO_DAY_PATTERN } from '../common/patterns';
import type { AGE_BAND } from '../reference/codes';

/** The whole years of each age band (spec 001 §3 "Age codes"), for seekers who gave a birth date. */
export const AGE_BAND_YEARS = {
  0: { min: 18, max: 24 },
  1: { min: 25, max: 30 },
  2: { min: 31, max: 35 },
  3: { min: 36, max: null },
} as const satisfies Record<keyof typeof AGE_BAND, { min: number; max: number | null }>;

export type AgeBand = keyof typeof AGE_BAND_YEARS;

const AGE_BANDS = [0, 1, 2, 3] as const satisfies readonly AgeBand[];

/** The band of an age in whole years, or null below the youngest band. */
export function ageBandOf(age: number): AgeBand | null {
  return (
    AGE_BANDS.find((band) => {
      const { min, max } = AGE_BAND_YEARS[band];
      return age >= min && (max === null || age <= max);
    }) ?? null
  );
}

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number);
  if (!y || !m || !d) return Number.NaN;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Whole years at `now` counted on the calendar day in India (IST, UTC+5:30), not the server's. */
export function ageInIndia(dob: string, now: Date = new Date()): number {
  // shifted so the UTC fields ageOn reads are India's date: 00:30 IST is already the next day
  return ageOn(dob, new Date(now.getTime() + IST_OFFSET_MS));
}

/**
 * spec 000 §5: a birth date between 55 years ago and 18 years ago, on India's date. What is
 * wrong with one typed as YYYY-MM-DD (the message key the schema `BirthDate` gives), or null.
 */
export function birthDateError(
  dob: string,
  now: Date = new Date(),
): 'dobRequired' | 'dobRange' | null {
  if (!ISO_DAY_PATTERN.test(dob) || Number.isNaN(Date.parse(`${dob}T00:00:00Z`)))
    return 'dobRequired';
  const age = ageInIndia(dob, now);
  return age >= SEEKER_MIN_AGE && age <= SEEKER_MAX_AGE ? null : 'dobRange';
}

// issue 14 item 10: the age band (spec 000 §3.3 AGE_BAND) follows the birth date when one is
// given, so the two can never contradict each other. Web and server both use this.
/** The AGE_BAND code of a YYYY-MM-DD birth date on India's date of `now`; null under 18. */
export function ageBandFromDob(dob: string, now: Date = new Date()): AgeBand | null {
  const age = ageInIndia(dob, now);
  return Number.isNaN(age) ? null : ageBandOf(age);
}

import { z } from 'zod';
import { requiredText } from '../common/fields';
import { SEEKER_MAX_AGE, SEEKER_MIN_AGE } from '../common/limits';
import { type CodeTable, codesOf } from '../reference/codes';
import { districtById } from '../reference/districts';

/** One code of a table, or 'invalidChoice' ('required' when missing). */
export function codeOf<T extends CodeTable>(table: T) {
  const codes = codesOf(table);
  return z.custom<(typeof codes)[number]>((value) => codes.some((code) => code === value), {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'required' : 'invalidChoice',
  });
}

// spec 000 §5 Name: letters (any script) and spaces, at most 30, at least 3 letters.
export const PersonName = requiredText('nameRequired')
  .max(30, { error: 'nameMax' })
  .regex(/^[\p{L}\p{M} .]+$/u, { error: 'nameLetters' })
  .refine((v) => v.replace(/[^\p{L}]/gu, '').length >= 3, { error: 'nameShort' })
  .transform((v) => v.replace(/\s+/g, ' '));

// spec 000 §5: a district from the built-in list, stored by id (at most 50 characters).
export const DistrictId = requiredText('districtRequired')
  .max(50, { error: 'districtInvalid' })
  .refine((id) => districtById(id) !== undefined, { error: 'districtInvalid' });

const LETTERS = /^[\p{L}\p{M} ]+$/u;

// spec 000 §5 "Other qualification": at most 30, letters, dots and spaces.
export const QualificationOther = requiredText('required')
  .max(30, { error: 'qualificationOtherMax' })
  .regex(/^[\p{L}\p{M} .]+$/u, { error: 'alphabetsOnly' });

// spec 000 §5 "Other technical certification": at most 25, letters and spaces.
export const CertText = (requiredKey: string) =>
  requiredText(requiredKey)
    .max(25, { error: 'certOtherMax' })
    .regex(LETTERS, { error: 'alphabetsOnly' });

export const SkillText = requiredText('required')
  .max(30, { error: 'skillInvalid' })
  .regex(LETTERS, {
    error: 'skillInvalid',
  });

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

// spec 000 §5: between 55 years ago and 18 years ago, on India's date.
export const BirthDate = requiredText('dobRequired')
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dobRequired' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'dobRequired' })
  .refine(
    (v) => {
      const age = ageInIndia(v);
      return age >= SEEKER_MIN_AGE && age <= SEEKER_MAX_AGE;
    },
    { error: 'dobRange' },
  );

// spec 000 §5 salary: digits, 4 to 5 of them, 7000 to 50000. Text from forms, numbers from APIs.
export const Salary = z
  .union([z.number(), z.string()], { error: 'salaryDigits' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d+$/.test(v), { error: 'salaryDigits' })
  .refine((v) => v.length >= 4, { error: 'salaryMinDigits' })
  .refine((v) => v.length <= 5, { error: 'salaryMaxDigits' })
  .transform(Number)
  .refine((v) => v >= 7000 && v <= 50000, { error: 'salaryRange' });

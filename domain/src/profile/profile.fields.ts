import { z } from 'zod';
import { requiredText } from '../common/fields';
import { ISO_DAY_PATTERN } from '../common/patterns';
import { type CodeTable, codesOf } from '../reference/codes';
import { districtById } from '../reference/districts';
import { birthDateError } from './age-band';
import { LETTERS, SKILL_MAX } from './text-rules';

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
  .max(SKILL_MAX, { error: 'skillInvalid' })
  .regex(LETTERS, {
    error: 'skillInvalid',
  });

// spec 000 §5: between 55 years ago and 18 years ago, on India's date.
export const BirthDate = requiredText('dobRequired')
  .regex(ISO_DAY_PATTERN, { error: 'dobRequired' })
  .refine((v) => birthDateError(v) !== 'dobRequired', { error: 'dobRequired' })
  .refine((v) => birthDateError(v) === null, { error: 'dobRange' });

// spec 000 §5 salary: digits, 4 to 5 of them, 7000 to 50000. Text from forms, numbers from APIs.
export const Salary = z
  .union([z.number(), z.string()], { error: 'salaryDigits' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d+$/.test(v), { error: 'salaryDigits' })
  .refine((v) => v.length >= 4, { error: 'salaryMinDigits' })
  .refine((v) => v.length <= 5, { error: 'salaryMaxDigits' })
  .transform(Number)
  .refine((v) => v >= 7000 && v <= 50000, { error: 'salaryRange' });

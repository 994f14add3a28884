import { z } from 'zod';
import { MOBILE_PATTERN } from './patterns';

/** A required string whose missing/blank value gives `requiredKey`; trimmed. */
export function requiredText(requiredKey: string) {
  // abort: a missing value gets only the 'required' message, not the pattern ones too
  return z.string({ error: requiredKey }).trim().min(1, { error: requiredKey, abort: true });
}

// spec 000 §5: required, 10 digits starting 6 to 9.
export const Mobile = requiredText('mobileRequired').regex(MOBILE_PATTERN, {
  error: 'mobileInvalid',
});

/** The one-time code: digits only, exactly `length` of them (spec 000 §5). */
export function otpField(length: number) {
  return requiredText('otpRequired')
    .regex(/^\d+$/, { error: 'otpDigits' })
    .min(length, { error: 'otpMin' })
    .max(length, { error: 'otpMax' });
}

export const OptIn = z.boolean({ error: 'booleanInvalid' });

export const Id = z.string({ error: 'idInvalid' }).uuid({ error: 'idInvalid' });

/** A `when` for object refinements: run once the named fields themselves have no issue. */
export function whenValid(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

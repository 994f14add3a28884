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

/** The error option of a strict object: a field it does not know gives 'unknownField'. */
export const unknownField = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'unknownField' : undefined,
};

/**
 * A `when` for object refinements: run once the named fields themselves have no issue. Never on
 * a value that is not an object at all (an issue with no path: a body of null, [], "x" or a
 * missing nested object), which the refinement would read fields of (issue 15: a 500 before).
 */
export function whenValid(...fields: string[]) {
  return (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => {
      const head = issue.path?.[0];
      return head === undefined || fields.includes(String(head));
    });
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A filter field that may be left out; a blank form value counts as left out. */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** A filter's multiple choice: at most `max` items (`maxKey` beyond), duplicates dropped. */
export function filterSelections<T extends z.ZodType>(item: T, max: number, maxKey: string) {
  return z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? [] : v),
    z
      .array(item, { error: 'invalidChoice' })
      .max(max, { error: maxKey })
      .transform((list) => [...new Set(list)]),
  );
}

/** A category or skill id of the categories table, as filters take it. */
export function tableId(error: string) {
  return z.string({ error }).trim().min(1).max(40, { error });
}

import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

const missing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Adds "This field is required" to a resolver for top-level fields that the form needs but
 * the schema leaves optional (a section's fields, the text of a chosen "Other"). A message
 * the schema gave for the field is kept: it is more precise.
 */
export function requiredWhen<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
  fields: (values: I) => readonly (keyof I & string)[],
): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const field of fields(values)) {
      if (missing(values[field]) && !errors[field]) {
        errors[field] = { type: 'required', message: 'required' } satisfies FieldError;
      }
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<I> };
  };
}

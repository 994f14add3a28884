import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { lazyCheck } from '../../lib/forms/lazy-check';

/** The filter fields both filters share: salary bounds typed as text ('' is "any"). */
export type SalaryValues = { salary_from: string; salary_to: string };

/** A filter form's values: id lists, '' for "any" in single choices, switches. */
type FormValues = Record<string, string | string[] | boolean>;

type BodyFields<V> = {
  /** Lists of ids, sent as they are (empty ones too). */
  lists: readonly (keyof V & string)[];
  /** Code-table choices: sent as numbers, left out when '' ("any"). */
  codes: readonly (keyof V & string)[];
};

/** The request body of a filter form: codes as numbers, blanks left out. */
export function filterBody<V extends SalaryValues & FormValues>(
  values: V,
  { lists, codes }: BodyFields<V>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of lists) body[field] = values[field];
  if (values.salary_from.trim()) body.salary_from = values.salary_from.trim();
  if (values.salary_to.trim()) body.salary_to = values.salary_to.trim();
  for (const field of codes) {
    if (values[field] !== '') body[field] = Number(values[field]);
  }
  return body;
}

/** How many of `fields` are set: a list with ids, a non-blank text, a switch on. */
export function countActive<V extends FormValues>(values: V, fields: readonly (keyof V)[]): number {
  return fields.filter((field) => {
    const value: FormValues[string] | undefined = values[field];
    if (typeof value === 'boolean') return value;
    return Array.isArray(value) ? value.length > 0 : (value ?? '').trim() !== '';
  }).length;
}

/** What a domain zod schema offers the form (its module is loaded on demand). */
export type FilterSchema<Out> = {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: Out }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/**
 * The same rules as the server (STYLE.md "One rule, one place"): the domain schema checks the
 * body and its message keys go under the fields (shown as validation.<key>).
 */
export function schemaResolver<V extends FieldValues, Out>(
  loadSchema: () => Promise<FilterSchema<Out>>,
  toBody: (values: V) => Record<string, unknown>,
): Resolver<V, unknown, Out> {
  return lazyCheck(async () => {
    const schema = await loadSchema();
    return async (values: V) => {
      const result = schema.safeParse(toBody(values));
      if (result.success) return { values: result.data, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of result.error.issues) {
        errors[String(issue.path[0])] ??= { type: 'validate', message: issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<V> };
    };
  });
}

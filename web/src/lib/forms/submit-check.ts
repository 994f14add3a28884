import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { loadRulesOrSay } from './rules-unavailable';

export type FieldErrors = Partial<Record<string, { message: string }>>;

/**
 * A form with no form library (issue 16 item 1, the login screens that every visitor opens
 * first): plain inputs, checked on submit by the domain's schema, loaded only then. The errors
 * carry the schema's message keys, as react-hook-form's do (lib/i18n/use-error-text).
 */
export function useSubmitCheck<Output>(
  load: () => Promise<z.ZodType<Output>>,
  /** What the form opens once sent (the code step's code): loaded with the rules, ahead. */
  next?: () => Promise<unknown>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  /** The parsed values, or null with the first error of each field shown. */
  const check = async (values: unknown): Promise<Output | null> => {
    setChecking(true);
    const schema = await loadRulesOrSay(load).finally(() => setChecking(false));
    if (!schema) return null;
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      found[field] ??= { message: issue.message };
    }
    setErrors(found);
    return null;
  };
  /** A field's error goes once the user changes that field. */
  const clear = (field: string) =>
    setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown));
  /**
   * Starts loading the rules and what follows the send (on the first field's focus): the submit
   * need not wait for either, on a slow network where each file costs a round trip.
   */
  const prefetch = () => {
    load().catch(() => undefined); // offline: the submit tries again
    next?.().catch(() => undefined);
  };
  // A prerendered form is typed in before its code has come (slow 3G: the field shows seconds
  // before the page hydrates): the focus came too early for onFocus, so a field that has it
  // when the form hydrates starts the loads then. A visitor who has not touched it loads nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form hydrates
  useEffect(() => {
    if (document.activeElement instanceof HTMLInputElement) prefetch();
  }, []);
  return { errors, check, clear, checking, prefetch };
}

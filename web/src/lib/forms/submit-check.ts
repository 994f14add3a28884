import { useState } from 'react';
import type { z } from 'zod';
import { loadRulesOrSay } from './rules-unavailable';

export type FieldErrors = Partial<Record<string, { message: string }>>;

/**
 * A form with no form library (issue 16 item 1, the login screens that every visitor opens
 * first): plain inputs, checked on submit by the domain's schema, loaded only then. The errors
 * carry the schema's message keys, as react-hook-form's do (lib/i18n/use-error-text).
 */
export function useSubmitCheck<Output>(load: () => Promise<z.ZodType<Output>>) {
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
  /** Starts loading the rules (on the first field's focus), so the submit need not wait. */
  const prefetch = () => {
    load().catch(() => undefined); // offline: the submit tries again
  };
  return { errors, check, clear, checking, prefetch };
}

// Loaded lazily by the form's resolver: the domain schemas carry the district list (~100 KB).
import { VerificationBody } from '@kaamkaj/domain';
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { fieldOfPath, type VerificationValues, verificationBody } from './verification-rules';

// Stands in for the id of a file that is picked but not uploaded yet.
const PICKED_FILE = '00000000-0000-4000-8000-000000000000';

type Issue = { path: PropertyKey[]; message: string };

/** The form's checks are the domain VerificationBody's (STYLE.md "One rule, one place"). */
export function checkVerification(values: VerificationValues): Issue[] {
  const body = verificationBody(values, values.file ? PICKED_FILE : undefined);
  const first = VerificationBody.safeParse(body);
  if (first.success) return [];
  const issues: Issue[] = [...first.error.issues];
  // zod skips the document checks while the name fails: check them with a valid name too
  if (issues.every((issue) => issue.path[0] !== 'documents') && values.organization_type) {
    const again = VerificationBody.safeParse({ ...body, company_name: 'Valid Name' });
    if (!again.success) issues.push(...again.error.issues.filter((i) => i.path[0] === 'documents'));
  }
  return issues;
}

export function resolveVerification(
  values: VerificationValues,
): ResolverResult<VerificationValues> {
  const issues = checkVerification(values);
  if (issues.length === 0) return { values, errors: {} };
  const errors: FieldErrors<VerificationValues> = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path, values.kind);
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
}

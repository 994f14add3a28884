// A technical certificate as the profile shows it, apart from the profile's schemas so that
// My Profile and a resume load no zod (issue 16).
import { type CodeTable, label, TECH_BRANCHES, TECH_CERTS } from '../reference/codes';
import type { Lang } from '../reference/labels';

/**
 * A technical certificate as one line (spec 000 §2.9): "ITI – Electrician"; an "Other"
 * certificate or branch by its typed name; an unknown code as it is.
 */
export function techCertLabel(
  cert: { cert?: string; cert_other?: string; branch?: string; branch_other?: string },
  lang: Lang,
): string {
  const code = cert.cert ?? '';
  const name =
    code === 'other' && cert.cert_other ? cert.cert_other : label(TECH_CERTS, code, lang);
  const branches: CodeTable = Object.hasOwn(TECH_BRANCHES, code)
    ? TECH_BRANCHES[code as keyof typeof TECH_BRANCHES]
    : {};
  const branch =
    cert.branch_other?.trim() || (cert.branch ? label(branches, cert.branch, lang) : '');
  return branch ? `${name} – ${branch}` : name;
}

import {
  type DocumentType,
  fileProblem,
  type OrganizationKind,
  VERIFICATION_FILE_TYPES,
  VERIFICATION_TYPE,
  type VerificationKind,
  verificationKindsOf,
  verificationPayloadKey,
} from '@kaamkaj/domain';
import type { Lang } from '../../lib/i18n';

/** What the verification form holds; the file is uploaded only on submit. */
export type VerificationValues = {
  organization_type: OrganizationKind | undefined;
  company_name: string;
  kind: VerificationKind | undefined;
  doc_no: string;
  email: string;
  file: File | null;
};

/** A format hint per document type (spec 001 §5: a pattern exists for each). */
export const DOC_EXAMPLES: Record<DocumentType, string> = {
  gst: '22AAAAA0000A1Z5',
  pan: 'ABCDE1234F',
  individualPan: 'ABCPE1234F',
  crn: '123456',
  cin: 'U12345MH2020PTC123456',
  aadhar_card: '2345 6789 0123',
  shop_est_act: 'MH/12345/2020',
  food_license: '12345678901234',
};

/** The verification types an organisation may choose, labelled (spec 001 §5). */
export function kindOptions(org: OrganizationKind | undefined, lang: Lang) {
  if (!org) return [];
  return verificationKindsOf(org).map((kind) => ({
    value: kind,
    label: VERIFICATION_TYPE[kind][lang],
  }));
}

/** The POST /company/verification body (spec 001 §3): one proof under its payload key. */
export function verificationBody(values: VerificationValues, fileId?: string) {
  const kind = values.kind;
  const documents = kind
    ? {
        [verificationPayloadKey(kind)]:
          kind === 'email'
            ? { doc_no: values.email.trim() }
            : { doc_no: values.doc_no, files: fileId ? [fileId] : [] },
      }
    : {};
  return {
    organization_type: values.organization_type as OrganizationKind,
    company_name: values.company_name,
    documents,
  };
}

/** Which form field a schema or server path ("documents.gst.doc_no") belongs to. */
export function fieldOfPath(
  path: readonly PropertyKey[] | string,
  kind: VerificationKind | undefined,
): keyof VerificationValues {
  const [head, , leaf] = typeof path === 'string' ? path.split('.') : path;
  if (head !== 'documents') return head as keyof VerificationValues;
  if (leaf === 'files') return 'file';
  if (leaf === 'doc_no') return kind === 'email' ? 'email' : 'doc_no';
  return 'kind';
}

/** A document must be an image or a PDF under 5 MB (spec 001 §5); the message key, or null. */
export function documentProblem(file: { name: string; type: string; size: number }) {
  if (!(VERIFICATION_FILE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return 'fileType';
  }
  return fileProblem('document', file);
}

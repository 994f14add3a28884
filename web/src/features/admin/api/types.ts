import type {
  AuditLogEntry,
  EmployerJob,
  OrganizationKind,
  VerificationKind,
  VerificationStatus,
} from '@kaamkaj/domain';

// Shapes of the /admin/* answers (issue 4 contract). Domain has no admin read types yet.

export type AdminFile = { _id: string; name: string; content_type: string };

export type AdminCompany = {
  _id: string; // the employer's user id
  company_name: string | null;
  organization_type: OrganizationKind | null;
  name: string | null;
  email: string | null;
  contact: string | null;
  district: string | null;
  verification_status: VerificationStatus;
  verification_feedback: string | null;
  created_at: string;
  verification: {
    id: string;
    kind: VerificationKind;
    doc_no: string;
    state: string;
    created_at: string;
    files: AdminFile[];
  } | null;
};

export const EMAIL_REQUEST_STATUSES = ['Open', 'Approved', 'Declined'] as const;
export type EmailRequestStatus = (typeof EMAIL_REQUEST_STATUSES)[number];

export type AdminEmailRequest = {
  id: string;
  user_id: string;
  name: string | null;
  email: string | null;
  new_email: string;
  status: EmailRequestStatus;
  created_at: string;
};

export type AdminJob = EmployerJob & {
  employer_name: string | null;
  employer_email: string | null;
};

export type AdminCategory = {
  _id: string;
  name_en: string;
  name_hi: string;
  icon: string;
  skills: { id: string; en: string; hi: string }[];
  is_active: boolean;
  sort_order: number;
};

/** GET /admin/audit: the actor and the subject come named (issue 14 item 12). */
export type AuditEntry = AuditLogEntry;

/**
 * One page of a paged list and the total the server counted; `capped`: it stopped counting at
 * COUNT_CAP, shown "1,000+" (issue 17 item 2).
 */
export type Page<T> = { items: T[]; count: number; capped: boolean };

/** Page size of every paged /admin list (as /job/recruiter/). */
export const ADMIN_PAGE_SIZE = 30;

/** GET /admin/job-descriptions (issue 12): the job and who to ask about it. */
export type AdminDescriptionJob = AdminJob & {
  employer_contact: string | null;
  employer_lang: 'hi' | 'en';
  contact_person_name: string | null;
  contact_person_number: string | null;
};

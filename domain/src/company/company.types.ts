import type { UserRecord } from '../auth/user.types';
import type { VERIFICATION_STATUS } from '../reference/codes-jobs';
import type { VerificationKind } from './verification';

export type VerificationStatus = keyof typeof VERIFICATION_STATUS;

/** The employer's own record from GET /api/user/ (spec 001 §3 "Employer"): the user plus the
 * company, flat as the spec lists it. Company fields are null before /companydetail is saved. */
export type EmployerRecord = UserRecord & {
  hiring_for: 'my_company' | 'my_client' | null;
  organization_type: 'company' | 'consultancy' | null;
  company_name: string | null;
  address: string | null;
  pincode: string | null;
  about_company: string | null;
  industry: string | null;
  district: string | null;
  contact_person_name: string | null;
  contact_person_number: string | null;
  /** file id of the photo, and its public address */
  profile_pic: string | null;
  profile_pic_url: string | null;
  verification_status: VerificationStatus;
  /** the decline reason an admin gave (spec 001 §4 Declined dialog) */
  verification_feedback: string | null;
  /** the newest proof submitted, if any; awaiting_email while the e-mail code is unconfirmed */
  verification: {
    kind: VerificationKind;
    doc_no: string;
    state: 'awaiting_email' | 'submitted' | 'approved' | 'declined';
    created_at: string;
  } | null;
  /** the newest e-mail change request (spec 001 §4), if any */
  email_change: {
    status: 'Open' | 'Approved' | 'Declined';
    new_email: string;
    reason: string | null;
    created_at: string;
  } | null;
};

/** A job as GET /api/job/recruiter/ lists it for its employer (spec 001 §3 "Job"). */
export type EmployerJob = {
  _id: string;
  job_title: string;
  company_name: string;
  company_logo: string | null; // public address of the logo, or null
  district: string; // district id (domain districtLabel gives its name)
  job_location: string | null;
  salary_from: number | null;
  salary_to: number | null;
  category: string; // category id
  skills: string[]; // skill ids, and 'other' replaced by the other_skills text
  other_skills: string | null;
  openings: number;
  experience: number;
  job_timings: number;
  job_type: number;
  gender: number;
  qualification: number | null; // minimum QUALIFICATION code; null = any qualification
  description: string;
  animated_description: string | null;
  audio_description: string | null;
  status: 0 | 1 | 2 | 3 | 4;
  /** why an administrator deactivated the job (status 4), when they said; adminReasonIn */
  deactivation_reason: string | null;
  can_contact_emp: boolean;
  animated_jd_required: boolean;
  audio_jd_required: boolean;
  applicants: number; // responses with status Applied or later
  hired: number; // of those, Hired (spec 001 §4)
  joined: number; // of the hired, recorded as Joined (issue 14 item 16)
  views: number;
  created_by: string;
  created_at: string;
};

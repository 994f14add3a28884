import type { EmployerJob, EmployerRecord, JobPostBody, VerificationStatus } from '@kaamkaj/domain';

/** spec 001 §4 "Posting": after a post, the dashboard, unless verification was never started. */
export function afterPostDestination(status: VerificationStatus): 'dashboard' | 'authPrompt' {
  return status === 'Not Initiated' ? 'authPrompt' : 'dashboard';
}

/** An empty post form; a company's own name is filled in and locked (spec 001 §5). */
export function emptyJobPost(
  employer: Pick<EmployerRecord, 'organization_type' | 'company_name'>,
): Partial<JobPostBody> {
  return {
    company_name: isOwnCompany(employer) ? (employer.company_name ?? '') : '',
    job_title: '',
    category: '',
    salary_from: '',
    salary_to: '',
    job_location: '',
    district: '',
    description: '',
    skills: [],
    other_skills: '',
    openings: '',
    qualification: null, // any qualification
    can_contact_emp: true,
    animated_jd_required: false,
    audio_jd_required: false,
  };
}

/** A company posts under its own name; a consultancy types its client's (spec 001 §5). */
export function isOwnCompany(employer: Pick<EmployerRecord, 'organization_type' | 'company_name'>) {
  return employer.organization_type !== 'consultancy' && Boolean(employer.company_name);
}

export type JobChip =
  | { kind: 'open'; applicants: number }
  | { kind: 'verification'; status: VerificationStatus }
  | { kind: 'deactivated' }
  | { kind: 'complete' };

/**
 * spec 001 §4: only an Open job's chip leads to its applicants; Closed and Pending jobs show the
 * verification state (the chip opens its dialog); a Deactivated job says so.
 */
export function jobChip(
  job: Pick<EmployerJob, 'status' | 'applicants'>,
  verification: VerificationStatus,
): JobChip {
  switch (job.status) {
    case 0:
      return { kind: 'open', applicants: job.applicants };
    case 4:
      return { kind: 'deactivated' };
    case 1:
      return { kind: 'complete' };
    default:
      return { kind: 'verification', status: verification };
  }
}

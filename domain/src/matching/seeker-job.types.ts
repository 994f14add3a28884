import type { EmployerJob } from '../company/company.types';
import type { ApplicationStatus } from './applications';
import type { MatchReason } from './matching';

/**
 * A job as a seeker or a visitor sees it (spec 000 §2.7, §3.4): the employer's fields without
 * openings (role 2 only), applicants, views and the posting flags; `job_status` is the job's
 * status (0 Open), `status` the seeker's application status (null when none).
 */
export type SeekerJob = Omit<
  EmployerJob,
  | 'openings'
  | 'applicants'
  | 'hired'
  | 'joined'
  | 'views'
  | 'created_by'
  | 'status'
  | 'deactivation_reason'
  | 'animated_jd_required'
  | 'audio_jd_required'
> & {
  job_status: number;
  category_name: { en: string; hi: string } | null;
  /** `district` with its state in both languages (placeNames): the feed needs no district list */
  district_name: { en: string; hi: string } | null;
  match_reasons: MatchReason[];
  status: ApplicationStatus | null;
  /** the employer's number, only when the seeker is Shortlisted and the job allows contact */
  company_contact: string | null;
};

/** A row of the seeker dashboard (spec 000 §2.8): the job and when the status last changed. */
export type SeekerApplication = SeekerJob & { status: ApplicationStatus; updated_at: string };

// Response shapes of the applicant pipeline (spec 001 §2, §3 "Applicant entry").
import type { ApplicationStatus } from '../matching/applications';
import type { Joining } from './applicants';
import type { Interview } from './interviews';

/** GET /api/job/users?_id={jobId}: one applicant card. */
export type ApplicantCard = {
  _id: string; // the seeker's user id
  name: string | null;
  /** The seeker deleted their account (issue 15 item 9): no name, photo, number or actions. */
  account_deleted: boolean;
  profile_pic: string | null;
  address_current: string | null;
  status: ApplicationStatus;
  /** A Hired applicant's Joined / Not Joined, once the employer recorded it (spec 001 §4). */
  joining: Joining | null;
  job_location: string | null;
  job_title: string;
  // MASKED_CONTACT while Shortlisted (revealed by POST /job/users/call-click), else null
  contact: string | null;
  call_clicks: number;
  applied_at: string;
  interview: {
    _id: string;
    date: string;
    start_time: string;
    end_time: string;
    status: string;
  } | null;
};

/** GET /api/job/users/{seekerId}?job_id=: the applicant profile an employer sees (spec 001 §2). */
export type ApplicantProfile = {
  _id: string;
  name: string | null;
  profile_pic: string | null;
  // only while Shortlisted (spec 001 §4), else null
  contact: string | null;
  gender: number | null;
  dob: string | null;
  about_me: string[];
  language_known: string[];
  language_other: string | null;
  educational_info: { class_name?: string; institution_name: string }[];
  experience: number | null;
  qualification: number | string | null;
  technical_cert: Record<string, string>[];
  speak_english: number | null;
  address_current: string | null;
  address_home: string | null;
  address_work: string | null;
  job_intrested: { job_category: string; skills: string[] }[];
  skills: string[];
  video_resume: string | null;
  salary_from: number | null;
  salary_to: number | null;
  completion: number;
  status: ApplicationStatus;
  joining: Joining | null;
  job: { _id: string; job_title: string; status: number };
  /** The interview on record for this job, if one was scheduled: a reschedule starts from it. */
  interview: Interview | null;
};

/**
 * The seeker's own sections as an employer reads them (spec 001 §2 "Applicant profile"), shared
 * by an applicant's profile and a searched candidate's.
 */
export type SeekerProfileView = Omit<
  ApplicantProfile,
  'contact' | 'status' | 'joining' | 'job' | 'interview'
>;

import type { JobInterest, TechCert } from './profile.schemas';

/** A seeker's profile as GET /api/user/ returns it, next to the UserRecord fields (spec 000 §3.3). */
export type SeekerProfile = {
  gender: number | null;
  age: number | null;
  dob: string | null;
  qualification: number | null;
  qualification_other: string | null;
  technical_cert: TechCert[];
  experience: number | null;
  educational_info: { class_name?: string; institution_name: string }[];
  about_me: { key: string; label: string }[];
  language_known: string[];
  language_other: string | null;
  speak_english: number | null;
  address_current: string | null;
  address_home: string | null;
  address_work: string | null;
  job_intrested: JobInterest[];
  job_other: string | null;
  job_type: number | null;
  job_timings: number | null;
  salary_from: number | null;
  salary_to: number | null;
  /** Public address of the photo, or null. */
  profile_pic: string | null;
  /** File id of the private video resume, or null. */
  video_resume: string | null;
  video_resume_type: string | null;
  profile_completed_status: number;
  total_downloaded_resume: boolean;
};

import {
  type ApplicantCard,
  type ApplicationStatus,
  type EmployerJob,
  PATHS,
} from '@kaamkaj/domain';

/** The job as the applicants screens pass it on: the full record, or the profile's summary. */
export type ApplicantJob = EmployerJob | { _id: string; job_title: string; status: number };

/** A seeker as the applicants screens pass them on to the interview form. */
export type ApplicantSummary = Pick<ApplicantCard, '_id' | 'name' | 'profile_pic' | 'status'> & {
  interview?: ApplicantCard['interview'];
};

/** What View carries to /user/Userprofile (spec 001 §2 "carrying status and job"). */
export type ProfileState = {
  status: ApplicationStatus;
  job: ApplicantJob;
  applicant: ApplicantSummary;
};

/** What Schedule / Reschedule Interview carries to /scheduleinterview. */
export type InterviewState = { job: ApplicantJob; applicant: ApplicantSummary };

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const applicantsPath = (jobId: string) => `${PATHS.userApplied}?${query({ id: jobId })}`;

export const profilePath = (seekerId: string, jobId: string) =>
  `${PATHS.applicantProfile}?${query({ id: seekerId, job_id: jobId })}`;

export const interviewPath = (seekerId: string, jobId: string) =>
  `${PATHS.scheduleInterview}?${query({ job_id: jobId, user_id: seekerId })}`;

/** The navigation state read back, when it has the shape this feature wrote. */
export function profileStateOf(state: unknown): Partial<ProfileState> {
  if (!state || typeof state !== 'object') return {};
  const { status, job, applicant } = state as Record<string, unknown>;
  return {
    ...(typeof status === 'string' ? { status: status as ApplicationStatus } : {}),
    ...(job && typeof job === 'object' ? { job: job as ApplicantJob } : {}),
    ...(applicant && typeof applicant === 'object'
      ? { applicant: applicant as ApplicantSummary }
      : {}),
  };
}

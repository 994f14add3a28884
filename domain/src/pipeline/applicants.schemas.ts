// The employer's calls on an applicant (spec 001 §4), apart from the rules in applicants.ts so
// that the applicants' screens load no zod (issue 16).
import { z } from 'zod';
import { Id } from '../common/fields';
import { EMPLOYER_ACTIONS, type EmployerAction } from './applicants';

const ActionField = z.custom<EmployerAction>((v) => EMPLOYER_ACTIONS.some((a) => a === v), {
  error: (issue) => (issue.input === undefined ? 'required' : 'applicantActionInvalid'),
});

/** PUT /api/job/users/status: an employer's decision on one applicant of one of their jobs. */
export const ApplicantStatusBody = z
  .object({ job_id: Id, user_id: Id, action: ActionField })
  .strict();
export type ApplicantStatusBody = z.infer<typeof ApplicantStatusBody>;

/** POST /api/job/users/call-click: reveal a shortlisted applicant's number, counted. */
export const CallClickBody = z.object({ job_id: Id, user_id: Id }).strict();
export type CallClickBody = z.infer<typeof CallClickBody>;

// The interview form's and answer's schemas (spec 001 §3 "Interview payload", §5 "Interview
// form"; spec 000 §4), apart from the rules in interviews.ts so that a screen showing interviews
// does not load zod (issue 16).
import { z } from 'zod';
import { Id, requiredText, whenValid } from '../common/fields';
import { ISO_DAY_PATTERN, MOBILE_PATTERN } from '../common/patterns';
import { DistrictId } from '../profile/profile.fields';
import {
  docKey,
  INTERVIEW_ANSWERS,
  INTERVIEW_DESCRIPTION_MAX,
  INTERVIEW_DOC_MAX,
  INTERVIEW_DOC_MIN,
  INTERVIEW_EARLIEST,
  INTERVIEW_LATEST,
  INTERVIEW_LOCATION_MAX,
  INTERVIEW_SEEKER_NAME_MAX,
  INTERVIEW_TITLE_MAX,
  type InterviewAnswer,
  istInstant,
  istToday,
  minutesToTime,
  timeToMinutes,
} from './interviews';

const Time = (requiredKey: string) =>
  requiredText(requiredKey)
    .refine((v) => timeToMinutes(v) !== null, { error: 'interviewTimeInvalid', abort: true })
    .refine(
      (v) => {
        const m = timeToMinutes(v) as number;
        return (
          m >= (timeToMinutes(INTERVIEW_EARLIEST) as number) &&
          m <= (timeToMinutes(INTERVIEW_LATEST) as number)
        );
      },
      { error: 'interviewTimeWindow' },
    )
    .transform((v) => minutesToTime(timeToMinutes(v) as number));

// spec 001 §5: letters, parentheses and spaces only, at least 2 characters.
export const InterviewDocName = requiredText('interviewDocRequired')
  .regex(/^[\p{L}\p{M}() ]+$/u, { error: 'interviewDocPattern' })
  .min(INTERVIEW_DOC_MIN, { error: 'interviewDocShort' })
  .max(INTERVIEW_DOC_MAX, { error: 'interviewDocMax' })
  .transform((v) => v.replace(/\s+/g, ' '));

/**
 * POST /api/job/interview (spec 001 §3, §5). The same call reschedules: when the applicant is
 * already Selected the job's interview with them is replaced and goes back to pending.
 * `recruiter_id` is accepted for the spec's payload shape; the server uses the caller.
 */
export const InterviewBody = z
  .object({
    job_id: Id,
    seeker_id: Id,
    recruiter_id: z.string().optional(),
    title: requiredText('interviewTitleRequired').max(INTERVIEW_TITLE_MAX, {
      error: 'jobTitleMax',
    }),
    seeker_name: requiredText('interviewSeekerNameRequired')
      .regex(/^[\p{L}\p{M} .]+$/u, { error: 'nameLetters' })
      .max(INTERVIEW_SEEKER_NAME_MAX, { error: 'interviewSeekerNameMax' }),
    date: requiredText('interviewDateInvalid')
      .regex(ISO_DAY_PATTERN, { error: 'interviewDateInvalid', abort: true })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
        error: 'interviewDateInvalid',
        abort: true,
      })
      // spec 001 §5: not before today (India's date)
      .refine((v) => v >= istToday(), { error: 'interviewDateInvalid' }),
    start_time: Time('interviewStartRequired'),
    end_time: Time('interviewEndRequired'),
    location: requiredText('interviewLocationRequired').max(INTERVIEW_LOCATION_MAX, {
      error: 'jobLocationMax',
    }),
    district: DistrictId,
    contact_person: requiredText('interviewContactRequired').regex(MOBILE_PATTERN, {
      error: 'mobileInvalid',
    }),
    req_docs: z
      .array(InterviewDocName, { error: 'interviewDocsRequired' })
      .min(1, { error: 'interviewDocsRequired' })
      .max(12, { error: 'interviewDocsMax' }),
    description: z
      .string({ error: 'descriptionMax' })
      .trim()
      .max(INTERVIEW_DESCRIPTION_MAX, { error: 'descriptionMax' })
      .optional(),
  })
  .strict()
  .refine((b) => (timeToMinutes(b.end_time) as number) > (timeToMinutes(b.start_time) as number), {
    path: ['end_time'],
    error: 'interviewEndAfterStart',
    when: whenValid('start_time', 'end_time'),
  })
  .refine((b) => new Set(b.req_docs.map(docKey)).size === b.req_docs.length, {
    path: ['req_docs'],
    error: 'interviewDocDuplicate',
    when: whenValid('req_docs'),
  })
  .refine((b) => istInstant(b.date, b.start_time).getTime() > Date.now(), {
    path: ['start_time'],
    error: 'interviewStartPast',
    when: whenValid('date', 'start_time'),
  });
export type InterviewBody = z.input<typeof InterviewBody>;
export type InterviewInput = z.output<typeof InterviewBody>;

/** PUT /api/job/interview: the seeker's answer; `_id` may come in the query instead. */
export const InterviewAnswerBody = z
  .object({
    _id: Id.optional(),
    status: z.custom<InterviewAnswer>((v) => INTERVIEW_ANSWERS.some((a) => a === v), {
      error: (issue) => (issue.input === undefined ? 'required' : 'interviewAnswerInvalid'),
    }),
  })
  .strict();
export type InterviewAnswerBody = z.infer<typeof InterviewAnswerBody>;

import { z } from 'zod';
import { Id } from '../common/fields';
import { SEEKER_RESPONSES, type SeekerResponse } from './applications';

/** POST /api/job/response: the seeker's answer to a job. */
export const JobResponseBody = z
  .object({
    job_id: Id,
    status: z.custom<SeekerResponse>((v) => SEEKER_RESPONSES.some((s) => s === v), {
      error: (issue) => (issue.input === undefined ? 'required' : 'responseInvalid'),
    }),
  })
  .strict();
export type JobResponseBody = z.infer<typeof JobResponseBody>;

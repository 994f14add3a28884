// A job's limits and values, apart from the post's schema (job.schemas.ts) so that a screen
// showing jobs does not load zod (issue 16: a job's details took 26 KB of it).

export const MAX_JOB_SKILLS = 5; // spec 001 §9 "skills 5 in post"
export const OTHER_SKILL = 'other';
export const JOB_DESCRIPTION_MAX = 500;

/** spec 001 §4: employers close their own Open or Pending jobs. */
export const CLOSABLE_JOB_STATUSES = [0, 3] as const;

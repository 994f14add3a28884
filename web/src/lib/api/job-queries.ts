// Query keys of the seeker's job lists, shared by the feed, the dashboard and the job pieces so
// that a response reloads every list it changes (spec 000 §2.7 "after a response the list
// reloads from page 0").

/** The seeker's matched feed and filtered lists (GET /job/all, POST /job/filter). */
export const FEED_KEY = ['feed'] as const;

/** The seeker dashboard tabs (GET /job/applied). */
export const SEEKER_DASHBOARD_KEY = ['seeker-dashboard'] as const;

/** One job's page (GET /fetch/job/:id, GET /job/fetch/detail/:id); add the id. */
export const JOB_DETAIL_KEY = ['job-detail'] as const;

/** An employer's applicants of a job and their profiles (GET /job/users, /job/users/:id): a
 * status change or a scheduled interview reloads them all. */
export const APPLICANTS_KEY = ['applicants'] as const;

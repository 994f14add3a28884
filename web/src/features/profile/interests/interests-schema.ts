// Imported lazily by interests-resolver.ts: the domain schema module also brings the category
// and district lists, which the job-interest screen does not need for its first paint.
export { JobInterestsBody } from '@kaamkaj/domain';

// Loaded lazily by the interview form (see lib/forms/lazy-resolver.ts): the schema module
// carries the district list.
export { InterviewBody, InterviewDocName } from '@kaamkaj/domain';

// Loaded lazily by the post form (see profile/forms/lazy-resolver.ts): the schema module
// carries the district list.
export { JobPostBody } from '@kaamkaj/domain';

// Loaded on demand by the filter form: the domain schema module carries the district list.
export { CandidateFilter } from '@kaamkaj/domain';

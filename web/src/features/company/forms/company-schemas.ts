// Loaded lazily by the company forms (see profile/forms/lazy-resolver.ts): the schemas carry
// the district list, which should not weigh on the first paint.
export { CompanyDetailBody, EmailChangeBody, EmployerProfileBody } from '@kaamkaj/domain';

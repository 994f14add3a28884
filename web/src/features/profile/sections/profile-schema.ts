// Imported lazily by section-resolver.ts: the profile's schema brings zod and, through the
// district field, the district table, which the section forms do not need to show.
export { ProfileUpdateBody } from '@kaamkaj/domain';

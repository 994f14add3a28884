/**
 * The mark each part of a rendered page leaves in the page's performance timeline as it is
 * hydrated (lib/hydration-turns.tsx): a trace shows which parts hydrated when, and the e2e
 * journeys count them.
 */
export const PART_HYDRATED_MARK = 'kaamkaj:part-hydrated';

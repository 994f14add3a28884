// The employer's job-seeker search (spec 001 §3 "Job-seeker search filter", §5, §7, §9).
import { z } from 'zod';
import { filterSelections, Id, optionalFilter, tableId, whenValid } from '../common/fields';
import { codeOf, DistrictId, Salary } from '../profile/profile.fields';
import { AGE_BAND, EXPERIENCE, GENDER, QUALIFICATION, SPEAK_ENGLISH } from '../reference/codes';
import { SEARCH_MAX_DISTRICTS, SEARCH_MAX_SKILLS } from './search.constants';
import type { SeekerProfileView } from './types';

const optional = optionalFilter;
const list = filterSelections;
const SkillId = tableId('invalidChoice');

/** The filter dialog's fields; every one optional, an empty filter lists every searchable seeker. */
export const CandidateFilter = z
  .object({
    address_current: list(DistrictId, SEARCH_MAX_DISTRICTS, 'filterDistrictsMax'),
    skills: list(SkillId, SEARCH_MAX_SKILLS, 'searchSkillsMax'),
    salary_from: optional(Salary),
    salary_to: optional(Salary),
    qualification: optional(codeOf(QUALIFICATION)),
    gender: optional(codeOf(GENDER)),
    experience: optional(codeOf(EXPERIENCE)),
    age: optional(codeOf(AGE_BAND)),
    speak_english: optional(codeOf(SPEAK_ENGLISH)),
    // spec 001 §9 "Completed-profile filter: 100%"
    profile_completed_status: optional(z.boolean({ error: 'booleanInvalid' })),
    job_intrested: optional(tableId('jobCategoryInvalid')),
  })
  .strict()
  .refine(
    (b) => b.salary_from === undefined || b.salary_to === undefined || b.salary_to > b.salary_from,
    { path: ['salary_to'], error: 'salaryOrder', when: whenValid('salary_from', 'salary_to') },
  );
export type CandidateFilter = z.input<typeof CandidateFilter>;

/** POST /api/user/emp/job/{categoryId}/js/filter: filters and a page index (30 a page). */
export const CandidateSearchBody = z
  .object({
    filters: z.preprocess((v) => v ?? {}, CandidateFilter),
    page: z.coerce.number({ error: 'pageInvalid' }).int().min(0).max(10_000).default(0),
  })
  .strict();
export type CandidateSearchBody = z.input<typeof CandidateSearchBody>;

/** A job the seeker wants: one of their job interests' categories, in both languages. */
export type WantedJob = { _id: string; name: string; name_hi: string };

/**
 * One search result card (spec 001 §3 "Results", issue 14 item 12: the wanted jobs, home
 * district and last visit too); the contact is always masked.
 */
export type CandidateCard = {
  _id: string;
  name: string | null;
  profile_pic: string | null;
  address_current: string | null;
  address_home: string | null;
  wanted_jobs: WantedJob[];
  /** When the seeker last signed in or refreshed their session (ISO time). */
  last_active: string;
  age: number | null;
  gender: number | null;
  experience: number | null;
  qualification: number | string | null;
  salary_from: number | null;
  salary_to: number | null;
  skills: string[];
  speak_english: number | null;
  completion: number;
  contact: string;
};

/** GET /api/user/emp/js/{seekerId}: a searched candidate's profile; no number, they never applied. */
export type CandidateProfile = SeekerProfileView & { contact: null; last_active: string };

/** POST /api/user/emp/js/{seekerId}/invite: which of the employer's Open jobs to invite them to. */
export const CandidateInviteBody = z.object({ job_id: Id }).strict();
export type CandidateInviteBody = z.infer<typeof CandidateInviteBody>;

/** GET /api/user/emp/js/{seekerId}/invite: one of the employer's Open jobs, for this seeker. */
export type InviteJob = {
  _id: string;
  job_title: string;
  company_name: string;
  district: string;
  invited: boolean;
  applied: boolean;
};

/** What an invitation answers; `already_invited` when the seeker was invited to it before. */
export type InviteResult = { job_id: string; user_id: string; already_invited: boolean };

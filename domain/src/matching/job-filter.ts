// POST /api/job/filter body (spec 000 §2.7, §5, §7 "Jobs", §9): the same rules on both sides.
import { z } from 'zod';
import { filterSelections, optionalFilter, tableId, whenValid } from '../common/fields';
import { codeOf, DistrictId, Salary } from '../profile/profile.fields';
import { EXPERIENCE, QUALIFICATION } from '../reference/codes';
import {
  JOB_GENDER,
  JOB_POST_TIMINGS,
  JOB_POSTED_DAYS,
  JOB_POSTED_TIME,
  JOB_TYPE,
} from '../reference/codes-jobs';

/** Districts, categories and skills: at most 3 selections each (spec 000 §9). */
export const MAX_FILTER_SELECTIONS = 3;

const optional = optionalFilter;
const selections = <T extends z.ZodType>(item: T, maxKey: string) =>
  filterSelections(item, MAX_FILTER_SELECTIONS, maxKey);
const CategoryId = tableId('jobCategoryInvalid');
const SkillId = tableId('invalidChoice');

export const JobFilterBody = z
  .object({
    district: selections(DistrictId, 'filterDistrictsMax'),
    category: selections(CategoryId, 'filterCategoriesMax'),
    skills: selections(SkillId, 'filterSkillsMax'),
    salary_from: optional(Salary),
    salary_to: optional(Salary),
    educational_qualification: optional(codeOf(QUALIFICATION)),
    gender: optional(codeOf(JOB_GENDER)),
    experience: optional(codeOf(EXPERIENCE)),
    job_type: optional(codeOf(JOB_TYPE)),
    job_timings: optional(
      z.custom<(typeof JOB_POST_TIMINGS)[number]>((v) => JOB_POST_TIMINGS.some((t) => t === v), {
        error: 'invalidChoice',
      }),
    ),
    job_posted_time: optional(codeOf(JOB_POSTED_TIME)),
  })
  .refine(
    (b) => b.salary_from === undefined || b.salary_to === undefined || b.salary_to > b.salary_from,
    { path: ['salary_to'], error: 'salaryOrder', when: whenValid('salary_from', 'salary_to') },
  );
export type JobFilterBody = z.input<typeof JobFilterBody>;
export type JobFilter = z.output<typeof JobFilterBody>;

/** The earliest created_at a posted-time code admits (0 today = the last day, ... 4 = 60 days). */
export function postedSince(code: keyof typeof JOB_POSTED_DAYS, now = new Date()): Date {
  return new Date(now.getTime() - JOB_POSTED_DAYS[code] * 24 * 60 * 60 * 1000);
}

import { z } from 'zod';
import { Id, requiredText, unknownField, whenValid } from '../common/fields';
import { companyNameField } from '../company/company.schemas';
import { codeOf, DistrictId, Salary } from '../profile/profile.fields';
import { EXPERIENCE, QUALIFICATION } from '../reference/codes';
import { JOB_GENDER, JOB_POST_TIMINGS, JOB_TYPE } from '../reference/codes-jobs';
import { JOB_DESCRIPTION_MAX, MAX_JOB_SKILLS, OTHER_SKILL } from './job.constants';

// spec 001 §5 job title: 3 to 40; letters, digits, spaces and a few punctuation characters.
export const JobTitle = requiredText('jobTitleRequired')
  .min(3, { error: 'jobTitleMin' })
  .max(40, { error: 'jobTitleMax' })
  .regex(/^[\p{L}\p{M}\p{N} .,&()/+'-]+$/u, { error: 'jobTitlePattern' })
  .transform((v) => v.replace(/\s+/g, ' '));

// 'Other' reveals other_skills: max 50, letters, spaces and . , _ - only.
export const OtherSkills = requiredText('otherSkillsRequired')
  .max(50, { error: 'otherSkillsMax' })
  .regex(/^[\p{L}\p{M} .,_-]+$/u, { error: 'otherSkillsPattern' });

// Openings: digits only, at most 2 of them, more than 0.
export const Openings = z
  .union([z.number(), z.string()], { error: 'openingsRequired' })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0, { error: 'openingsRequired', abort: true })
  .refine((v) => /^\d+$/.test(v), { error: 'salaryDigits', abort: true })
  .refine((v) => v.length <= 2, { error: 'openingsMax' })
  .transform(Number)
  .refine((v) => v > 0, { error: 'openingsMin' });

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const emptyToNull = (v: unknown) => (v === '' ? null : v);

/**
 * The text of 'Other' when the skills use it (spec 001 §5): the skills hold 'other', or already
 * hold the text in its place (a client that did the replacing itself, as the spec's form does).
 */
function otherSkillOf(body: { skills?: unknown; other_skills?: string }): string | undefined {
  if (!Array.isArray(body.skills)) return undefined;
  const text = body.other_skills?.trim();
  const used = body.skills.includes(OTHER_SKILL) || (!!text && body.skills.includes(text));
  return used ? (text ?? '') : undefined;
}

/** spec 001 §5 "Post job form", §7 "Post job": POST /job/v2/post. The category and skills are
 * checked by the server against the category table; the company name of a company is its own,
 * on the server. A field it does not know is refused by name. */
export const JobPostBody = z
  .strictObject(
    {
      company_name: companyNameField(100),
      job_title: JobTitle,
      category: requiredText('categoryRequired').max(40, { error: 'jobCategoryInvalid' }),
      // Empty salary values are removed from the payload (spec 001 §5).
      salary_from: z.preprocess(emptyToUndefined, Salary.optional()),
      salary_to: z.preprocess(emptyToUndefined, Salary.optional()),
      job_location: z.string().trim().max(100, { error: 'jobLocationMax' }).optional(),
      district: DistrictId,
      description: requiredText('descriptionRequired').max(JOB_DESCRIPTION_MAX, {
        error: 'descriptionMax',
      }),
      // a skill id, or the other_skills text in the place of 'Other' (at most 50, as that text)
      skills: z
        .array(z.string().trim().min(1).max(50), { error: 'skillsRequired' })
        .min(1, { error: 'skillsRequired' })
        .max(MAX_JOB_SKILLS, { error: 'jobSkillsMax' }),
      other_skills: z.string().optional(),
      openings: Openings,
      job_timings: z.custom<(typeof JOB_POST_TIMINGS)[number]>(
        (v) => JOB_POST_TIMINGS.some((t) => t === v),
        { error: (issue) => (issue.input === undefined ? 'required' : 'invalidChoice') },
      ),
      job_type: codeOf(JOB_TYPE),
      experience: codeOf(EXPERIENCE),
      gender: codeOf(JOB_GENDER),
      // Ours, for the seeker's qualification filter (spec 000 §2.7): the job's minimum
      // qualification; '' (the form's "Any"), null or left out = any qualification.
      qualification: z.preprocess(emptyToNull, codeOf(QUALIFICATION).nullable().optional()),
      can_contact_emp: z.boolean({ error: 'booleanInvalid' }).default(true),
      company_logo: z.preprocess(emptyToUndefined, Id.optional()),
      animated_jd_required: z.boolean({ error: 'booleanInvalid' }).default(false),
      // issue 12: a spoken (audio) description, from the plan's audio allowance (spec 001 §9)
      audio_jd_required: z.boolean({ error: 'booleanInvalid' }).default(false),
      // spec 001 §7: the spec's form sends the poster's id; the server holds it to the caller.
      created_by: z.preprocess(emptyToUndefined, Id.optional()),
    },
    unknownField,
  )
  // Cross-field rules run as soon as their own fields are valid, so a form shows them together
  // with the other fields' messages, not only once everything else is right.
  .refine(
    (body) =>
      body.salary_from === undefined ||
      body.salary_to === undefined ||
      body.salary_to > body.salary_from,
    { path: ['salary_to'], error: 'salaryOrder', when: whenValid('salary_from', 'salary_to') },
  )
  .refine((body) => new Set(body.skills).size === body.skills.length, {
    path: ['skills'],
    error: 'jobSkillDuplicate',
    when: whenValid('skills'),
  })
  .superRefine(
    (body, ctx) => {
      const text = otherSkillOf(body);
      if (text === undefined) return;
      const other = OtherSkills.safeParse(text);
      if (!other.success) {
        const message = other.error.issues[0]?.message ?? 'required';
        ctx.addIssue({ code: 'custom', path: ['other_skills'], message });
      }
    },
    { when: whenValid('other_skills') },
  )
  // spec 001 §5: "'Other' reveals other_skills ..., replacing the 'Other' entry": the job's
  // skills hold the text itself, and other_skills keeps it (spec 001 §3 "Job").
  .transform((body) => {
    const other = otherSkillOf(body);
    const skills = body.skills.map((s) => (s === OTHER_SKILL && other ? other : s));
    return { ...body, skills: [...new Set(skills)], other_skills: other };
  });
export type JobPostBody = z.input<typeof JobPostBody>;
export type JobPost = z.output<typeof JobPostBody>;

import { z } from 'zod';
import { Id, Mobile, OptIn, unknownField } from '../common/fields';
import { MAX_JOB_INTERESTS, MAX_SKILLS_PER_CATEGORY } from '../common/limits';
import { categoryById, skillById } from '../reference/categories';
import {
  ABOUT_ME,
  AGE_BAND,
  EXPERIENCE,
  GENDER,
  JOB_TIMINGS,
  JOB_TYPE,
  LANGUAGES,
  QUALIFICATION,
  SPEAK_ENGLISH,
  TECH_BRANCHES,
  TECH_CERTS,
} from '../reference/codes';
import { ageBandFromDob } from './age-band';
import {
  BirthDate,
  CertText,
  codeOf,
  DistrictId,
  PersonName,
  QualificationOther,
  Salary,
  SkillText,
} from './profile.fields';

const GRADUATE = 3;

// spec 000 §3.3 technical_cert: {cert, branch}; "Other" names the certificate, branches may be text.
export const TechCert = z
  .object({
    cert: codeOf(TECH_CERTS),
    branch: z.string().trim().max(25).optional(),
    cert_other: z.string().optional(),
    branch_other: z.string().optional(),
  })
  .superRefine((entry, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (entry.cert === 'other') {
      const name = CertText('certOtherRequired').safeParse(entry.cert_other ?? '');
      if (!name.success) issue('cert_other', name.error.issues[0]?.message ?? 'certOtherRequired');
    }
    const branches = TECH_BRANCHES[entry.cert] as Record<string, unknown>;
    if (Object.keys(branches).length > 0) {
      if (!entry.branch || !Object.hasOwn(branches, entry.branch))
        issue('branch', 'branchRequired');
    }
    if (entry.branch_other?.trim()) {
      const text = CertText('required').safeParse(entry.branch_other);
      if (!text.success) issue('branch_other', text.error.issues[0]?.message ?? 'alphabetsOnly');
    }
  });
export type TechCert = z.infer<typeof TechCert>;

// spec 000 §2.6 step 1: name, gender, age band, qualification, certification, experience, home district.
export const BasicDetailBody = z
  .object({
    name: PersonName,
    gender: codeOf(GENDER),
    age: codeOf(AGE_BAND),
    qualification: codeOf(QUALIFICATION),
    qualification_other: z.string().optional(),
    technical_cert: TechCert,
    experience: codeOf(EXPERIENCE),
    address_home: DistrictId,
  })
  .superRefine(requireQualificationText);
export type BasicDetailBody = z.infer<typeof BasicDetailBody>;

function requireQualificationText(
  body: { qualification?: unknown; qualification_other?: string },
  ctx: z.RefinementCtx,
) {
  if (body.qualification !== GRADUATE || body.qualification_other === undefined) return;
  const text = QualificationOther.safeParse(body.qualification_other);
  if (!text.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['qualification_other'],
      message: text.error.issues[0]?.message ?? 'required',
    });
  }
}

// spec 000 §3.3 job_intrested: [{job_category, skills[]}]; a skill is a known id or the seeker's text.
export const JobInterest = z
  .object(
    {
      job_category: z.string({ error: 'jobCategoryInvalid' }).refine((id) => !!categoryById(id), {
        error: 'jobCategoryInvalid',
      }),
      skills: z
        .array(z.string(), { error: 'skillInvalid' })
        .max(MAX_SKILLS_PER_CATEGORY, { error: 'skillsMax' })
        .default([]),
    },
    { error: 'jobCategoryInvalid' },
  ) // an entry that is not {job_category, skills}
  .superRefine((entry, ctx) => {
    entry.skills.forEach((skill, i) => {
      if (skillById(entry.job_category, skill)) return;
      const text = SkillText.safeParse(skill);
      if (!text.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['skills', i],
          message: text.error.issues[0]?.message ?? 'skillInvalid',
        });
      }
    });
  });
export type JobInterest = z.infer<typeof JobInterest>;

// spec 000 §2.6 step 2 and §5: at least 1, at most 3 categories, plus an optional "other" job.
export const JobInterestsBody = z
  .object({
    job_intrested: z.array(JobInterest, { error: 'jobInterestsMin' }).max(MAX_JOB_INTERESTS, {
      error: 'jobInterestsMax',
    }),
    job_other: z.string().trim().max(30, { error: 'jobOtherMax' }).optional(),
  })
  .superRefine(checkInterests);
export type JobInterestsBody = z.infer<typeof JobInterestsBody>;

function checkInterests(
  body: { job_intrested?: JobInterest[]; job_other?: string },
  ctx: z.RefinementCtx,
) {
  if (body.job_intrested === undefined) return;
  const ids = body.job_intrested.map((j) => j.job_category);
  if (ids.length === 0 && !body.job_other) {
    ctx.addIssue({ code: 'custom', path: ['job_intrested'], message: 'jobInterestsMin' });
  }
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['job_intrested'], message: 'jobInterestDuplicate' });
  }
}

export const EducationEntry = z.object({
  class_name: z.string().trim().max(40, { error: 'classNameMax' }).optional(),
  institution_name: z
    .string({ error: 'institutionRequired' })
    .trim()
    .min(1, { error: 'institutionRequired' })
    .max(100, { error: 'institutionMax' }),
});

/**
 * Fields a seeker never sets through the profile (spec 000 §6, DESIGN.md §6). Spec 000 §2.9 and
 * §6 also list gender as read only; issue 14 item 10 makes it editable, because a wrong tap at
 * onboarding must be fixable. The age band is editable too, unless a birth date sets it.
 */
export const READ_ONLY_PROFILE_FIELDS = [
  'experience',
  'address_home',
  'role',
  'profile_status',
  'profile_completed_status',
  'is_premium',
  'total_downloaded_resume',
  'created_by',
  'email',
  'is_superadmin',
  'jobs',
] as const;

const readOnly = z.unknown().refine(() => false, { error: 'readOnly' });

// spec 000 §7 PUT /user/v2/profile: {_id plus the changed section}. Unknown fields are refused.
export const ProfileUpdateBody = z
  .strictObject(
    {
      _id: Id,
      name: PersonName.optional(),
      about_me: z.array(codeOf(ABOUT_ME)).max(Object.keys(ABOUT_ME).length).optional(),
      job_intrested: JobInterestsBody.shape.job_intrested.optional(),
      job_other: JobInterestsBody.shape.job_other,
      educational_info: z.array(EducationEntry).max(5).optional(),
      qualification: codeOf(QUALIFICATION).optional(),
      qualification_other: z.string().optional(),
      technical_cert: z.array(TechCert).min(1, { error: 'required' }).max(3).optional(),
      contact: Mobile.optional(),
      gender: codeOf(GENDER).optional(),
      dob: BirthDate.optional(),
      age: codeOf(AGE_BAND).optional(),
      language_known: z
        .array(codeOf(LANGUAGES))
        .min(1, { error: 'languagesMin' })
        .max(Object.keys(LANGUAGES).length)
        .optional(),
      language_other: z.string().trim().max(30, { error: 'qualificationOtherMax' }).optional(),
      speak_english: codeOf(SPEAK_ENGLISH).optional(),
      address_current: DistrictId.optional(),
      address_work: DistrictId.optional(),
      salary_from: Salary.optional(),
      salary_to: Salary.optional(),
      job_type: codeOf(JOB_TYPE).optional(),
      job_timings: codeOf(JOB_TIMINGS).optional(),
      profile_pic: Id.nullable().optional(),
      video_resume: Id.nullable().optional(),
      opt_in: OptIn.optional(),
      lang: z.enum(['hi', 'en'], { error: 'invalidChoice' }).optional(),
      ...Object.fromEntries(READ_ONLY_PROFILE_FIELDS.map((f) => [f, readOnly.optional()])),
    },
    unknownField,
  )
  .superRefine((body, ctx) => {
    requireQualificationText(body, ctx);
    checkInterests(body, ctx);
    const add = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.language_known?.includes('other') && !body.language_other?.trim()) {
      add('language_other', 'required');
    }
    if ((body.salary_from === undefined) !== (body.salary_to === undefined)) {
      add(body.salary_from === undefined ? 'salary_from' : 'salary_to', 'salaryPair');
    } else if (
      body.salary_from !== undefined &&
      body.salary_to !== undefined &&
      body.salary_to <= body.salary_from
    ) {
      add('salary_to', 'salaryOrder');
    }
    // issue 14 item 10: a band sent with a birth date must be the one the date gives
    if (body.dob !== undefined && body.age !== undefined) {
      const band = ageBandFromDob(body.dob);
      if (band !== null && band !== body.age) add('age', 'ageDobMismatch');
    }
  });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

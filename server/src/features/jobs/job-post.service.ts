import { type JobPost, messageText } from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { type companies, jobCategories, jobPostKeys, jobs } from '../../platform/db/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { categoriesOpened } from '../../platform/feed-marks';
import { newId } from '../../platform/ids';
import { useJobPost } from '../../platform/subscriptions';
import { enqueueJobPostFanout } from '../../platform/tasks';
import { filesService } from '../files/files.service';
import { lockEmployerCompany } from './employer-access';
import { jobsService, toEmployerJob } from './jobs.service';

type CompanyRow = typeof companies.$inferSelect;

const OPEN = 0;
const PENDING = 3;

/**
 * spec 001 §5: the category exists and is active; every skill is one of its skills, or the
 * other_skills text that replaced 'Other' (JobPostBody did the replacing).
 */
async function checkCategoryAndSkills(db: Executor, body: JobPost) {
  const [category] = await db
    .select({ skills: jobCategories.skills, isActive: jobCategories.isActive })
    .from(jobCategories)
    .where(eq(jobCategories.id, body.category));
  const errors: Record<string, string> = {};
  if (!category?.isActive) {
    errors.category = messageText('jobCategoryInvalid');
  } else {
    const known = new Set(category.skills.map((s) => s.id));
    if (body.other_skills) known.add(body.other_skills);
    if (body.skills.some((s) => !known.has(s))) errors.skills = messageText('jobSkillInvalid');
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest('VALIDATION_FAILED', first, errors);
}

/** spec 001 §5: a company posts under its own name; a consultancy names its client. */
function companyNameOf(company: CompanyRow, body: JobPost) {
  return company.organizationType === 'company' ? company.companyName : body.company_name;
}

/** A post whose key another request of the same employer saved first (two taps at once). */
class KeyTaken extends Error {}

/**
 * POST /job/v2/post: checks, uses the plan allowance and saves the job in one transaction.
 * With `key` (the Idempotency-Key header), a post the employer already made with that key is
 * answered with its job, and uses nothing: the app sends a post again when it never heard the
 * answer to the first (a weak signal), which must not post the job twice or take two posts of
 * a paid plan.
 */
export function jobPostService(ctx: AppContext) {
  const uploads = filesService(ctx);
  const jobsOf = jobsService(ctx);

  async function madeWith(db: Executor, me: AuthUser, key: string) {
    const [made] = await db
      .select({ jobId: jobPostKeys.jobId })
      .from(jobPostKeys)
      .where(and(eq(jobPostKeys.employerId, me.id), eq(jobPostKeys.key, key)));
    return made ? jobsOf.getOwn(db, me.id, made.jobId) : null;
  }

  async function post(me: AuthUser, body: JobPost, key?: string) {
    // spec 001 §7 "Post job" sends created_by: a job is posted by its caller only.
    if (body.created_by !== undefined && body.created_by !== me.id) {
      throw forbidden('You can only post jobs as yourself');
    }
    try {
      return await postOnce(me, body, key);
    } catch (error) {
      // The same post running at once saved its key first: this one's transaction was undone
      // (KeyTaken), or it found the plan's last post used by it (JOB_LIMIT_REACHED). Either
      // way the job was made once, and is the answer.
      const made = key ? await madeWith(ctx.db, me, key).catch(() => null) : null;
      if (made) return made;
      throw error;
    }
  }

  async function postOnce(me: AuthUser, body: JobPost, key: string | undefined) {
    let repeated = false;
    const posted = await ctx.db.transaction(async (tx) => {
      const company = await lockEmployerCompany(tx, me);
      const made = key ? await madeWith(tx, me, key) : null;
      if (made) {
        repeated = true;
        return made;
      }
      await checkCategoryAndSkills(tx, body);
      const logo = body.company_logo
        ? await uploads.requireReady(tx, me.id, body.company_logo, 'job_logo', 'company_logo')
        : null;
      await useJobPost(tx, me.id, {
        animated: body.animated_jd_required,
        audio: body.audio_jd_required,
      });
      // DESIGN.md §4: Pending until the company is Approved.
      const approved = company.verificationStatus === 'Approved';
      const now = new Date();
      const [row] = await tx
        .insert(jobs)
        .values({
          id: newId(),
          createdBy: me.id,
          jobTitle: body.job_title,
          companyName: companyNameOf(company, body),
          companyLogoFile: logo?.id ?? null,
          district: body.district,
          jobLocation: body.job_location || null,
          salaryFrom: body.salary_from ?? null,
          salaryTo: body.salary_to ?? null,
          category: body.category,
          skills: body.skills,
          otherSkills: body.other_skills ?? null,
          openings: body.openings,
          experience: body.experience,
          jobTimings: body.job_timings,
          jobType: body.job_type,
          gender: body.gender,
          qualification: body.qualification ?? null,
          description: body.description,
          animatedJdRequired: body.animated_jd_required,
          audioJdRequired: body.audio_jd_required,
          canContactEmp: body.can_contact_emp,
          status: approved ? OPEN : PENDING,
          openedAt: approved ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('job insert returned nothing');
      if (key) {
        // a request with the same key saved first while this one ran: this one is undone
        const [kept] = await tx
          .insert(jobPostKeys)
          .values({ employerId: me.id, key, jobId: row.id })
          .onConflictDoNothing()
          .returning({ jobId: jobPostKeys.jobId });
        if (!kept) throw new KeyTaken();
      }
      if (row.status === OPEN) await enqueueJobPostFanout(tx, [row.id]);
      return toEmployerJob(row, logo ? ctx.storage.publicUrl(logo.objectKey) : null);
    });
    // Once committed: the feed's windows of its category are read again on every instance.
    if (!repeated && posted.status === OPEN) await categoriesOpened(ctx.cache, [posted.category]);
    return posted;
  }

  return { post };
}

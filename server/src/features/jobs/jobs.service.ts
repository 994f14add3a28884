import { CLOSABLE_JOB_STATUSES, type EmployerJob, OTHER_SKILL, PAGE_SIZE } from '@kaamkaj/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor, Tx } from '../../platform/db/client';
import { files, jobApplicantCounts, jobs } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { jobsChanged } from '../../platform/feed-marks';
import { enqueueJobPostFanout } from '../../platform/tasks';

type JobRow = typeof jobs.$inferSelect;

// spec 001 §3 "Job" status codes used here.
const OPEN = 0;
const CLOSED = 2;
const PENDING = 3;

/**
 * DESIGN.md §4: a job is saved Pending (3) and goes Open (0) once its company is Approved.
 * Called by the admin approval inside its transaction, after it has set the company Approved
 * (a post holds the company row while it reads the status, so no job is left behind).
 * Returns how many jobs opened; each one's JOB_POST fan-out is queued in the same transaction.
 */
export async function openPendingJobs(tx: Tx, employerId: string): Promise<number> {
  const now = new Date();
  const opened = await tx
    .update(jobs)
    .set({ status: OPEN, openedAt: now, updatedAt: now })
    .where(and(eq(jobs.createdBy, employerId), eq(jobs.status, PENDING)))
    .returning({ id: jobs.id });
  await enqueueJobPostFanout(
    tx,
    opened.map((j) => j.id),
  );
  return opened.length;
}

/** spec 001 §3 "Job" as its employer sees it; an 'other' of a job saved before issue 14 shows
 * as the other_skills text (§5: new jobs store the text in its place). */
export function toEmployerJob(
  row: JobRow,
  publicUrlOfLogo: string | null,
  counts: ApplicantCounts = NO_APPLICANTS,
): EmployerJob {
  return {
    _id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    company_logo: publicUrlOfLogo,
    district: row.district,
    job_location: row.jobLocation,
    salary_from: row.salaryFrom,
    salary_to: row.salaryTo,
    category: row.category,
    skills: row.skills.map((s) => (s === OTHER_SKILL && row.otherSkills ? row.otherSkills : s)),
    other_skills: row.otherSkills,
    openings: row.openings,
    experience: row.experience,
    job_timings: row.jobTimings,
    job_type: row.jobType,
    gender: row.gender,
    qualification: row.qualification,
    description: row.description,
    animated_description: row.animatedDescription,
    audio_description: row.audioDescription,
    status: row.status as EmployerJob['status'],
    deactivation_reason: row.deactivationReason, // written only when deactivated, for good
    can_contact_emp: row.canContactEmp,
    animated_jd_required: row.animatedJdRequired,
    audio_jd_required: row.audioJdRequired,
    ...counts,
    views: row.views,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

export type ApplicantCounts = Pick<EmployerJob, 'applicants' | 'hired' | 'joined'>;
const NO_APPLICANTS: ApplicantCounts = { applicants: 0, hired: 0, joined: 0 };

/**
 * Applicants per job: responses with status Applied or later (spec 001 §3 "applicants"), and of
 * those the hired and the joined (spec 001 §4). Exact, and one row a job: the figures are kept in
 * job_applicant_counts by a trigger on applications (migration 0024; issue 17 item 2: counting
 * them took 23 ms of each applicants request at 100,000 applicants of one job).
 */
export async function applicantCounts(
  db: Executor,
  jobIds: readonly string[],
): Promise<Map<string, ApplicantCounts>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(jobApplicantCounts)
    .where(inArray(jobApplicantCounts.jobId, [...jobIds]));
  return new Map(
    rows
      .filter((r) => r.applicants > 0)
      .map((r) => [r.jobId, { applicants: r.applicants, hired: r.hired, joined: r.joined }]),
  );
}

/** The employer's own jobs: list, read one, close (spec 001 §4, §7 "Employer jobs"). */
export function jobsService(ctx: AppContext) {
  const logoUrl = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);

  async function present(db: Executor, items: { job: JobRow; logoKey: string | null }[]) {
    const counts = await applicantCounts(
      db,
      items.map((i) => i.job.id),
    );
    return items.map((i) => toEmployerJob(i.job, logoUrl(i.logoKey), counts.get(i.job.id)));
  }

  const withLogo = (db: Executor) =>
    db
      .select({ job: jobs, logoKey: files.objectKey })
      .from(jobs)
      .leftJoin(files, eq(files.id, jobs.companyLogoFile));

  /** Newest first, PAGE_SIZE a page (spec 001 §9), with the total. */
  async function listOwn(employerId: string, page: number) {
    const own = eq(jobs.createdBy, employerId);
    const items = await withLogo(ctx.db)
      .where(own)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE);
    const [total] = await ctx.db.select({ n: count() }).from(jobs).where(own);
    return { data: await present(ctx.db, items), count: total?.n ?? 0 };
  }

  /** One own job; a missing job and another employer's job both answer 404 (no leak). */
  async function getOwn(db: Executor, employerId: string, jobId: string) {
    const [item] = await withLogo(db).where(
      and(eq(jobs.id, jobId), eq(jobs.createdBy, employerId)),
    );
    if (!item) throw notFound('Job not found');
    const [job] = await present(db, [item]);
    return job as EmployerJob;
  }

  /** spec 001 §4: an Open or Pending job of the caller becomes Closed (2); a Closed one stays. */
  async function close(employerId: string, jobId: string) {
    const own = and(eq(jobs.id, jobId), eq(jobs.createdBy, employerId));
    const closed = await ctx.db
      .update(jobs)
      .set({ status: CLOSED, updatedAt: new Date() })
      .where(and(own, inArray(jobs.status, [...CLOSABLE_JOB_STATUSES])))
      .returning({ id: jobs.id });
    if (closed.length === 0) {
      const [existing] = await ctx.db
        .select({ id: jobs.id, status: jobs.status })
        .from(jobs)
        .where(own);
      if (!existing) throw notFound('Job not found');
      // closed already: the same tap made again, its first answer lost on a weak signal
      if (existing.status === CLOSED) return getOwn(ctx.db, employerId, jobId);
      throw badRequest('JOB_NOT_CLOSABLE', 'Only an open or pending job can be closed');
    }
    // a cached feed page holding it is built again (platform/feed-cache.ts)
    await jobsChanged(ctx.cache, ctx.config, [jobId]);
    return getOwn(ctx.db, employerId, jobId);
  }

  return { listOwn, getOwn, close, present, logoUrl };
}

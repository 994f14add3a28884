import { Id, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cappedCount } from '../../platform/db/capped-count';
import type { Executor } from '../../platform/db/client';
import { companies, files, jobs, users } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { jobsChanged } from '../../platform/feed-cache';
import { toEmployerJob } from '../jobs/jobs.service';
import { notifyUser } from './audit';

// spec 001 §3 "Job" status 4.
export const JOB_DEACTIVATED = 4;

/** `text` inside a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * issue 14 item 12: a job whose id is `q` exactly, or whose title, company name (the job's, or
 * the posting employer's, which differ for a consultancy) contains it, in any case.
 * issue 17 item 2: every branch tests a column of jobs, each with an index (the primary key, the
 * pg_trgm GIN indexes of migration 0022, jobs_created_by_idx for `employers`, the ones whose
 * company name matches, read before in companies_name_trgm_idx: as values, not a sub-select,
 * so the planner knows how many), so a rare text is a bitmap OR of index scans and a common one
 * a walk of the order's index that stops at the page.
 */
function matching(q: string, employers: string[]): SQL | undefined {
  const pattern = `%${likeText(q)}%`;
  return or(
    Id.safeParse(q).success ? eq(jobs.id, q) : undefined,
    ilike(jobs.jobTitle, pattern),
    ilike(jobs.companyName, pattern),
    employers.length > 0 ? inArray(jobs.createdBy, employers) : undefined,
  );
}

/** The employers whose company name contains `q`, in any case (companies_name_trgm_idx). */
async function employersNamed(db: Executor, q: string): Promise<string[]> {
  const rows = await db
    .select({ id: companies.userId })
    .from(companies)
    .where(ilike(companies.companyName, `%${likeText(q)}%`));
  return rows.map((r) => r.id);
}

/** The admin's job list order, newest first (jobs_created_idx, jobs_status_created_idx). */
export const ADMIN_JOBS_ORDER = [desc(jobs.createdAt), desc(jobs.id)];

/** Which jobs GET /admin/jobs lists. */
export const adminJobsWhere = async (db: Executor, status: number | undefined, q?: string) =>
  and(
    status === undefined ? undefined : eq(jobs.status, status),
    q === undefined ? undefined : matching(q, await employersNamed(db, q)),
  );

const logo = alias(files, 'logo');

/** One page of the admin's jobs, with the poster's name and e-mail and the logo's key. */
export const adminJobsPage = (db: Executor, where: SQL | undefined, page: number) =>
  db
    .select({ job: jobs, name: users.name, email: users.email, logoKey: logo.objectKey })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.createdBy))
    .leftJoin(logo, eq(logo.id, jobs.companyLogoFile))
    .where(where)
    .orderBy(...ADMIN_JOBS_ORDER)
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);

/** Every employer's jobs for moderation (DESIGN.md §1 "admin"). */
export function adminJobsService(ctx: AppContext) {
  /** GET /admin/jobs: newest first, 30 a page, by status and / or search text `q`. */
  async function list(status: number | undefined, page: number, q?: string) {
    const where = await adminJobsWhere(ctx.db, status, q);
    const [rows, counted] = await Promise.all([
      adminJobsPage(ctx.db, where, page),
      // exact up to COUNT_CAP, "1,000+" beyond (issue 17 item 2)
      cappedCount(ctx.db, jobs, where, ADMIN_JOBS_ORDER),
    ]);
    return {
      ...counted,
      data: rows.map((r) => ({
        ...toEmployerJob(r.job, r.logoKey ? ctx.storage.publicUrl(r.logoKey) : null),
        employer_name: r.name,
        employer_email: r.email,
      })),
    };
  }

  /** PUT /admin/jobs/:id/deactivate: status 4; the employer is told (spec 001 §4 status 4). */
  async function deactivate(adminId: string, jobId: string, reason: string | undefined) {
    const deactivated = await ctx.db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
      if (!job) throw notFound('Job not found');
      if (job.status === JOB_DEACTIVATED) {
        throw badRequest('JOB_ALREADY_DEACTIVATED', 'This job is already deactivated');
      }
      const [updated] = await tx
        .update(jobs)
        .set({ status: JOB_DEACTIVATED, updatedAt: new Date() })
        .where(eq(jobs.id, jobId))
        .returning();
      await notifyUser(
        tx,
        job.createdBy,
        'INACTIVE',
        'Your job is deactivated. Please proceed to post new job.',
        { job_id: job.id, ...(reason ? { reason } : {}) },
      );
      await writeAudit(tx, {
        actorId: adminId,
        action: 'job.deactivate',
        subjectId: job.id,
        detail: { job_title: job.jobTitle, previous_status: job.status, reason: reason ?? null },
      });
      const [logoFile] = job.companyLogoFile
        ? await tx.select().from(files).where(eq(files.id, job.companyLogoFile))
        : [];
      return toEmployerJob(
        updated ?? job,
        logoFile ? ctx.storage.publicUrl(logoFile.objectKey) : null,
      );
    });
    // it leaves the seekers' cached feed pages (platform/feed-cache.ts)
    await jobsChanged(ctx.cache, ctx.config, [jobId]);
    return deactivated;
  }

  return { list, deactivate };
}

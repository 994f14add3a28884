import { Id, PAGE_SIZE } from '@kaamkaj/domain';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
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
 */
function matching(q: string): SQL | undefined {
  const pattern = `%${likeText(q)}%`;
  return or(
    Id.safeParse(q).success ? eq(jobs.id, q) : undefined,
    ilike(jobs.jobTitle, pattern),
    ilike(jobs.companyName, pattern),
    ilike(companies.companyName, pattern),
  );
}

/** Every employer's jobs for moderation (DESIGN.md §1 "admin"). */
export function adminJobsService(ctx: AppContext) {
  const logo = alias(files, 'logo');

  /** GET /admin/jobs: newest first, 30 a page, by status and / or search text `q`. */
  async function list(status: number | undefined, page: number, q?: string) {
    const where = and(
      status === undefined ? undefined : eq(jobs.status, status),
      q === undefined ? undefined : matching(q),
    );
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ job: jobs, name: users.name, email: users.email, logoKey: logo.objectKey })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.createdBy))
        .leftJoin(companies, eq(companies.userId, jobs.createdBy))
        .leftJoin(logo, eq(logo.id, jobs.companyLogoFile))
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE),
      ctx.db
        .select({ n: count() })
        .from(jobs)
        .leftJoin(companies, eq(companies.userId, jobs.createdBy))
        .where(where),
    ]);
    return {
      count: total?.n ?? 0,
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
    await jobsChanged(ctx.cache, ctx.config.FEED_CACHE_SECONDS, [jobId]);
    return deactivated;
  }

  return { list, deactivate };
}

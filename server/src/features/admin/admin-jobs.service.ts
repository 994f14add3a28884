import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cappedCount } from '../../platform/db/capped-count';
import type { Tx } from '../../platform/db/client';
import { files, jobs } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { jobsChanged } from '../../platform/feed-marks';
import { notify } from '../../platform/notify';
import { toEmployerJob } from '../jobs/jobs.service';
import { adminJobsPage, walkOf } from './admin-jobs-queries';
import { adminJobsSearch } from './admin-jobs-search';

// spec 001 §3 "Job" status 4.
export const JOB_DEACTIVATED = 4;

type JobRow = typeof jobs.$inferSelect;

/** Every employer's jobs for moderation (DESIGN.md §1 "admin"). */
export function adminJobsService(ctx: AppContext) {
  const search = adminJobsSearch(ctx);

  /** GET /admin/jobs: newest first, 30 a page, by status and / or search text `q`. */
  async function list(status: number | undefined, page: number, q?: string) {
    const { rows, counted } =
      q === undefined ? await listed(status, page) : await search(status, page, q);
    return {
      ...counted,
      data: rows.map((r) => ({
        ...toEmployerJob(r.job, r.logoKey ? ctx.storage.publicUrl(r.logoKey) : null),
        employer_name: r.name,
        employer_email: r.email,
      })),
    };
  }

  /** Every job, or a status's: a walk of the order's index, stopping at the page and the cap. */
  async function listed(status: number | undefined, page: number) {
    const walk = walkOf(status);
    const [rows, counted] = await Promise.all([
      adminJobsPage(ctx.db, status, undefined, page),
      // exact up to COUNT_CAP, "1,000+" beyond (issue 17 item 2)
      cappedCount(ctx.db, jobs, walk.where, walk.order),
    ]);
    return { rows, counted };
  }

  async function deactivateIn(tx: Tx, adminId: string, job: JobRow, reason: string | undefined) {
    const [updated] = await tx
      .update(jobs)
      .set({ status: JOB_DEACTIVATED, deactivationReason: reason ?? null, updatedAt: new Date() })
      .where(eq(jobs.id, job.id))
      .returning();
    await notify(tx, [
      {
        userId: job.createdBy,
        type: 'INACTIVE',
        // the reason is told to the employer, in their language when it is a common one
        vars: { job_title: job.jobTitle, ...(reason ? { reason } : {}) },
        data: { job_id: job.id, ...(reason ? { reason } : {}) },
      },
    ]);
    await writeAudit(tx, {
      actorId: adminId,
      action: 'job.deactivate',
      subjectId: job.id,
      detail: { job_title: job.jobTitle, previous_status: job.status, reason: reason ?? null },
    });
    return updated ?? job;
  }

  /** PUT /admin/jobs/:id/deactivate: status 4; the employer is told (spec 001 §4 status 4). */
  async function deactivate(adminId: string, jobId: string, reason: string | undefined) {
    const deactivated = await ctx.db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
      if (!job) throw notFound('Job not found');
      // Deactivated already (the same tap again after its answer was lost, or a second admin at
      // the same moment): answered as done, changing nothing and telling the employer once.
      const updated =
        job.status === JOB_DEACTIVATED ? job : await deactivateIn(tx, adminId, job, reason);
      const [logoFile] = job.companyLogoFile
        ? await tx.select().from(files).where(eq(files.id, job.companyLogoFile))
        : [];
      return toEmployerJob(updated, logoFile ? ctx.storage.publicUrl(logoFile.objectKey) : null);
    });
    // it leaves the seekers' cached feed pages (platform/feed-cache.ts)
    await jobsChanged(ctx.cache, ctx.config, [jobId]);
    return deactivated;
  }

  return { list, deactivate };
}

import {
  type DescriptionQueueState,
  type FileCategory,
  type JobDescriptionsBody,
  PAGE_SIZE,
} from '@kaamkaj/domain';
import { and, desc, eq, isNull, not, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cappedCount } from '../../platform/db/capped-count';
import type { Tx } from '../../platform/db/client';
import { companies, files, jobs, users } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { jobsChanged } from '../../platform/feed-marks';
import { notify } from '../../platform/notify';
import { toEmployerJob } from '../jobs/jobs.service';

type FileRow = typeof files.$inferSelect;

// What each field of the body must be, and how a wrong file is named (DESIGN.md §3 `errors`).
const FIELDS = {
  animated_file_id: {
    category: 'animated_jd',
    what: 'an animated description video (mp4 or mpeg)',
  },
  audio_file_id: { category: 'audio', what: 'an audio description (mp3)' },
} as const satisfies Record<keyof JobDescriptionsBody, { category: FileCategory; what: string }>;

/**
 * Issue 12: the queue of job descriptions Kaamkaj staff make (a job posted with
 * animated_jd_required or audio_jd_required used one from the employer's plan), and putting the
 * made files on a job.
 */
export function adminDescriptionsService(ctx: AppContext) {
  const logo = alias(files, 'logo');

  /** GET /admin/job-descriptions: jobs that asked for any, still to make or made; newest first. */
  async function list(state: DescriptionQueueState, page: number) {
    // waiting: a description asked for is still missing; delivered: every one asked for is there
    const missing = or(
      and(eq(jobs.animatedJdRequired, true), isNull(jobs.animatedDescription)),
      and(eq(jobs.audioJdRequired, true), isNull(jobs.audioDescription)),
    );
    const where =
      state === 'waiting'
        ? missing
        : and(
            or(eq(jobs.animatedJdRequired, true), eq(jobs.audioJdRequired, true)),
            not(missing as SQL),
          );
    // both imply the predicate of jobs_descriptions_idx (a description asked for), walked newest
    // first (issue 17 item 2)
    const order = [desc(jobs.createdAt), desc(jobs.id)];
    const [rows, counted] = await Promise.all([
      ctx.db
        .select({ job: jobs, user: users, company: companies, logoKey: logo.objectKey })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.createdBy))
        .leftJoin(companies, eq(companies.userId, jobs.createdBy))
        .leftJoin(logo, eq(logo.id, jobs.companyLogoFile))
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE),
      cappedCount(ctx.db, jobs, where, order),
    ]);
    return {
      ...counted,
      data: rows.map(({ job, user, company, logoKey }) => ({
        ...toEmployerJob(job, logoKey ? ctx.storage.publicUrl(logoKey) : null),
        employer_name: user.name,
        employer_email: user.email,
        employer_contact: user.contact,
        employer_lang: user.lang === 'hi' ? 'hi' : 'en',
        contact_person_name: company?.contactPersonName ?? null,
        contact_person_number: company?.contactPersonNumber ?? null,
      })),
    };
  }

  /** The admin's own uploaded file for a body field, or a 400 that names the field. */
  async function fileFor(
    tx: Tx,
    adminId: string,
    field: keyof typeof FIELDS,
    fileId: string,
  ): Promise<FileRow> {
    const [row] = await tx
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, adminId)));
    const rule = FIELDS[field];
    const fail = (code: string, message: string) => badRequest(code, message, { [field]: message });
    if (!row) throw fail('FILE_NOT_FOUND', `${field}: no file of yours with this id`);
    if (row.category !== rule.category) {
      throw fail(
        'FILE_CATEGORY',
        `${field} must be ${rule.what}; this file was uploaded as ${row.category}`,
      );
    }
    if (!row.uploadedAt) throw fail('FILE_NOT_UPLOADED', `${field}: the upload is not confirmed`);
    return row;
  }

  /**
   * PUT /admin/jobs/:id/descriptions: the job carries the files' public addresses; the audit row
   * and the employer's notification (in their language) are written in the same transaction.
   */
  async function deliver(adminId: string, jobId: string, body: JobDescriptionsBody) {
    const delivered = await ctx.db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
      if (!job) throw notFound('Job not found');
      const animated = body.animated_file_id
        ? await fileFor(tx, adminId, 'animated_file_id', body.animated_file_id)
        : null;
      const audio = body.audio_file_id
        ? await fileFor(tx, adminId, 'audio_file_id', body.audio_file_id)
        : null;
      const urlOf = (row: FileRow | null) => (row ? ctx.storage.publicUrl(row.objectKey) : null);
      const [updated] = await tx
        .update(jobs)
        .set({
          ...(animated ? { animatedDescription: urlOf(animated) } : {}),
          ...(audio ? { audioDescription: urlOf(audio) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, jobId))
        .returning();
      const media = animated && audio ? 'both' : animated ? 'animated' : 'audio';
      await notify(tx, [
        {
          userId: job.createdBy,
          type: 'JOB_DESCRIPTION_READY',
          vars: { job_title: job.jobTitle, media },
          data: { job_id: job.id },
        },
      ]);
      await writeAudit(tx, {
        actorId: adminId,
        action: 'job.descriptions',
        subjectId: job.id,
        detail: {
          job_title: job.jobTitle,
          animated_file_id: animated?.id ?? null,
          audio_file_id: audio?.id ?? null,
          animated_description: urlOf(animated),
          audio_description: urlOf(audio),
        },
      });
      const [logoFile] = job.companyLogoFile
        ? await tx.select().from(files).where(eq(files.id, job.companyLogoFile))
        : [];
      return toEmployerJob(
        updated ?? job,
        logoFile ? ctx.storage.publicUrl(logoFile.objectKey) : null,
      );
    });
    // the seekers' cached feed pages carry the job's media addresses (platform/feed-cache.ts)
    await jobsChanged(ctx.cache, ctx.config, [jobId]);
    return delivered;
  }

  return { list, deliver };
}

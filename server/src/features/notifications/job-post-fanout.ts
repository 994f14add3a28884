import { GENDER, genderAdmits, PROFILE_STATUS, ROLE } from '@kaamkaj/domain';
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { applications, jobs, seekerProfiles, users } from '../../platform/db/schema';
import { notify } from '../../platform/notify';
import { JOB_POST_FANOUT } from '../../platform/tasks';

export { JOB_POST_FANOUT };

/** Seekers told per transaction: one batch is one transaction, so a retry repeats one batch. */
export const FANOUT_BATCH = 500;

const OPEN = 0;
const SEEKER_GENDERS = Object.keys(GENDER).map(Number);

export type FanoutBatch = {
  notified: number;
  /** The seekers of this batch (told now, or before by a repeated batch). */
  seekerIds: string[];
  cursor: string | null;
  done: boolean;
  /** The job's category while it is Open (the feed's windows of it are read again). */
  category: string | null;
};

/**
 * One batch of a job's fan-out: the next FANOUT_BATCH matching seekers after `cursor` (keyset by
 * seeker id). A seeker matches when complete (profile_status 2), interested in the job's category,
 * of a gender the job admits, and has not answered the job yet. A job no longer Open is done.
 */
export async function jobPostFanoutBatch(
  tx: Executor,
  jobId: string,
  cursor: string | null,
): Promise<FanoutBatch> {
  const [job] = await tx
    .select({
      status: jobs.status,
      category: jobs.category,
      gender: jobs.gender,
      jobTitle: jobs.jobTitle,
      companyName: jobs.companyName,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || job.status !== OPEN)
    return { notified: 0, seekerIds: [], cursor, done: true, category: null };

  // A job open to everyone (gender 0) also reaches seekers who never gave their gender.
  const genders = genderAdmits(job.gender, null)
    ? undefined
    : inArray(
        seekerProfiles.gender,
        SEEKER_GENDERS.filter((g) => genderAdmits(job.gender, g)),
      );
  const interested = JSON.stringify([{ job_category: job.category }]);
  const seekers = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, ROLE.SEEKER),
        eq(users.profileStatus, PROFILE_STATUS.COMPLETE),
        sql`${seekerProfiles.jobIntrested} @> ${interested}::jsonb`,
        genders,
        cursor ? gt(users.id, cursor) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(applications)
            .where(and(eq(applications.seekerId, users.id), eq(applications.jobId, jobId))),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(FANOUT_BATCH);

  const notified = await notify(
    tx,
    seekers.map((s) => ({
      userId: s.id,
      type: 'JOB_POST' as const,
      vars: { job_title: job.jobTitle, company_name: job.companyName },
      data: { job_id: jobId },
      dedupeKey: `JOB_POST:${jobId}`,
    })),
  );
  return {
    notified,
    seekerIds: seekers.map((s) => s.id),
    cursor: seekers.at(-1)?.id ?? cursor,
    done: seekers.length < FANOUT_BATCH,
    category: job.category,
  };
}

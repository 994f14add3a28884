import {
  type ApplicationStatus,
  type MatchSeeker,
  PAGE_SIZE,
  respondOutcome,
  SEEKER_DASHBOARD_TABS,
  type SeekerApplication,
  type SeekerResponse,
  statusesLeadingTo,
} from '@kaamkaj/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Db, Tx } from '../../platform/db/client';
import { applications, jobs, users } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { notify } from '../../platform/notify';
import { jobGone, jobsShown, type LogoUrl, toSeekerJob } from './feed-cards';

// A seeker's answers to jobs (spec 000 §4), the views they count and their dashboard (§2.8).

const OPEN = 0;
const VIEW_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * DESIGN.md §5: an application is a change the employer sees, so it is told to them in the
 * transaction that writes it, in their language (JOB_APPLIED, spec 000 §4).
 */
async function notifyApplied(
  tx: Tx,
  a: { seekerId: string; jobId: string; title: string; employerId: string },
) {
  const [seeker] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, a.seekerId));
  await notify(tx, [
    {
      userId: a.employerId,
      type: 'JOB_APPLIED',
      vars: { seeker_name: seeker?.name ?? undefined, job_title: a.title },
      data: { job_id: a.jobId, seeker_id: a.seekerId },
      dedupeKey: `JOB_APPLIED:${a.jobId}:${a.seekerId}`,
    },
  ]);
}

/**
 * The seeker's answer (spec 000 §4), in one transaction: the job must be Open; a first answer
 * inserts, a change updates only from a status that leads to it (Saved), and a repeated answer
 * changes nothing. The unique (seeker_id, job_id) index makes a double tap one row.
 */
export function answerJob(db: Db, seekerId: string, jobId: string, next: SeekerResponse) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: jobs.status, title: jobs.jobTitle, employerId: jobs.createdBy })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('share');
    if (!job || job.status !== OPEN) throw jobGone();
    const now = new Date();
    const from = statusesLeadingTo(next);
    const [written] = await tx
      .insert(applications)
      .values({ id: newId(), seekerId, jobId, status: next, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [applications.seekerId, applications.jobId],
        set: { status: next, updatedAt: now },
        setWhere: from.length ? inArray(applications.status, from) : sql`false`,
      })
      .returning({ status: applications.status });
    if (written) {
      if (next === 'Applied') {
        // DESIGN.md §5: an application is a change the employer sees: audit row and notification
        await writeAudit(tx, {
          actorId: seekerId,
          action: 'application.applied',
          subjectId: jobId,
          detail: { job_id: jobId },
        });
        await notifyApplied(tx, {
          seekerId,
          jobId,
          title: job.title,
          employerId: job.employerId,
        });
      }
      return { job_id: jobId, status: next, changed: true };
    }
    const [existing] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId)));
    const current = existing?.status ?? null;
    if (respondOutcome(current, next) === 'same') {
      return { job_id: jobId, status: next, changed: false };
    }
    throw badRequest(
      'RESPONSE_NOT_ALLOWED',
      `You cannot change your response from ${current} to ${next}`,
    );
  });
}

/**
 * POST /job/record/view: one more view of an Open job, counted once per viewer a day (issue
 * 15: called in a loop it inflated the count); a repeat answers the count as it is.
 */
export async function recordView(
  ctx: Pick<AppContext, 'db' | 'limiter'>,
  jobId: string,
  viewerId: string,
): Promise<number> {
  const first = await ctx.limiter.hit(`job-view:${jobId}:${viewerId}`, 1, VIEW_WINDOW_SECONDS);
  const open = and(eq(jobs.id, jobId), eq(jobs.status, OPEN));
  const [row] = first.allowed
    ? await ctx.db
        .update(jobs)
        .set({ views: sql`${jobs.views} + 1` })
        .where(open)
        .returning({ views: jobs.views })
    : await ctx.db.select({ views: jobs.views }).from(jobs).where(open);
  if (!row) throw jobGone();
  return row.views;
}

const liveOf = (seekerId: string) =>
  and(eq(applications.seekerId, seekerId), eq(jobs.status, OPEN));

/** Seeker dashboard (spec 000 §2.8): a tab's live jobs, 30 a page, and every tab's count. */
export async function seekerDashboard(
  ctx: { db: Db; logoUrl: LogoUrl; seekerOf: (userId: string) => Promise<MatchSeeker> },
  seekerId: string,
  tab: number,
  page: number,
) {
  const statuses = [...(SEEKER_DASHBOARD_TABS[tab]?.statuses ?? [])];
  const grouped = await ctx.db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(liveOf(seekerId))
    .groupBy(applications.status);
  const counts = SEEKER_DASHBOARD_TABS.map((t) =>
    grouped
      .filter((g) => (t.statuses as readonly string[]).includes(g.status))
      .reduce((sum, g) => sum + Number(g.n), 0),
  );
  // The tab's page of answers, then their jobs through the one job read of this service.
  const answers = await ctx.db
    .select({
      jobId: applications.jobId,
      status: applications.status,
      at: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(liveOf(seekerId), inArray(applications.status, statuses)))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  const loaded =
    answers.length === 0
      ? []
      : await jobsShown(ctx.db).where(
          inArray(
            jobs.id,
            answers.map((a) => a.jobId),
          ),
        );
  const byId = new Map(loaded.map((item) => [item.job.id, item]));
  const seeker = await ctx.seekerOf(seekerId);
  const data: SeekerApplication[] = answers.flatMap((a) => {
    const item = byId.get(a.jobId);
    if (!item) return [];
    const status = a.status as ApplicationStatus;
    return [
      { ...toSeekerJob(item, ctx.logoUrl, seeker, status), status, updated_at: a.at.toISOString() },
    ];
  });
  return { data, count: counts[tab] ?? 0, tab_counts: counts };
}

import { istToday, PROFILE_STATUS, ROLE } from '@kaamkaj/domain';
import { and, asc, type Column, eq, gt, lt, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { applications, jobs, notifications, seekerProfiles, users } from '../../platform/db/schema';
import { notify } from '../../platform/notify';

/** Users told per sweep and run; the next run picks up the rest (the told ones drop out). */
export const SWEEP_BATCH = 500;

const OPEN = 0;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type SweepReport = { applyLater: number; incompleteProfile: number; inactive: number };

/** The ISO 8601 week of the date in India, as "2025-W07". */
export function isoWeek(now: Date): string {
  const d = new Date(`${istToday(now)}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of the week names its year
  const year = d.getUTCFullYear();
  const week = Math.ceil(((d.getTime() - Date.UTC(year, 0, 1)) / DAY_MS + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** "Not told this key yet": keeps a batch from picking the same users run after run. */
const notTold = (db: Executor, userId: Column, key: SQL) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), sql`${notifications.dedupeKey} = ${key}`)),
  );

/**
 * The reminders of spec 000 §4 and spec 001 §4 that no request triggers: APPLY_LATER (a job saved
 * a day ago and still Open), INCOMPLETE_PROFILE (at most weekly, a day after sign-up) and
 * INACTIVE (an employer with no job in 30 days, at most monthly). The dedupe keys make a sweep
 * safe to repeat and to run on several instances at once.
 */
export async function runSweeps(db: Db, now: Date): Promise<SweepReport> {
  return {
    applyLater: await db.transaction((tx) => applyLater(tx, now)),
    incompleteProfile: await db.transaction((tx) => incompleteProfile(tx, now)),
    inactive: await db.transaction((tx) => inactive(tx, now)),
  };
}

async function applyLater(tx: Executor, now: Date) {
  const rows = await tx
    .select({
      seekerId: applications.seekerId,
      jobId: applications.jobId,
      jobTitle: jobs.jobTitle,
      companyName: jobs.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.status, 'Saved'),
        lt(applications.updatedAt, new Date(now.getTime() - DAY_MS)),
        eq(jobs.status, OPEN),
        notTold(tx, applications.seekerId, sql`'APPLY_LATER:' || ${applications.jobId}::text`),
      ),
    )
    .orderBy(asc(applications.id))
    .limit(SWEEP_BATCH);
  return notify(
    tx,
    rows.map((r) => ({
      userId: r.seekerId,
      type: 'APPLY_LATER' as const,
      vars: { job_title: r.jobTitle, company_name: r.companyName },
      data: { job_id: r.jobId },
      dedupeKey: `APPLY_LATER:${r.jobId}`,
    })),
  );
}

async function incompleteProfile(tx: Executor, now: Date) {
  const key = `INCOMPLETE_PROFILE:${isoWeek(now)}`;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(
      and(
        lt(users.createdAt, new Date(now.getTime() - DAY_MS)),
        eq(users.isSuperadmin, false),
        or(
          and(
            eq(users.role, ROLE.SEEKER),
            or(
              lt(users.profileStatus, PROFILE_STATUS.COMPLETE),
              sql`coalesce(${seekerProfiles.completion}, 0) < 100`,
            ),
          ),
          and(eq(users.role, ROLE.EMPLOYER), ne(users.profileStatus, PROFILE_STATUS.COMPLETE)),
        ),
        notTold(tx, users.id, sql`${key}`),
      ),
    )
    .orderBy(asc(users.id))
    .limit(SWEEP_BATCH);
  return notify(
    tx,
    rows.map((r) => ({ userId: r.id, type: 'INCOMPLETE_PROFILE' as const, dedupeKey: key })),
  );
}

async function inactive(tx: Executor, now: Date) {
  const key = `INACTIVE:${istToday(now).slice(0, 7)}`;
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, ROLE.EMPLOYER),
        eq(users.profileStatus, PROFILE_STATUS.COMPLETE),
        eq(users.isSuperadmin, false),
        lt(users.createdAt, monthAgo),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(jobs)
            .where(and(eq(jobs.createdBy, users.id), gt(jobs.createdAt, monthAgo))),
        ),
        notTold(tx, users.id, sql`${key}`),
      ),
    )
    .orderBy(asc(users.id))
    .limit(SWEEP_BATCH);
  return notify(
    tx,
    rows.map((r) => ({ userId: r.id, type: 'INACTIVE' as const, dedupeKey: key })),
  );
}

import {
  APPLIED_OR_LATER,
  type CandidateProfile,
  type InviteJob,
  type InviteResult,
} from '@kaamkaj/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { applications, jobs, notifications, seekerProfiles, users } from '../../platform/db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { notify } from '../../platform/notify';
import { seekerProfileReader } from '../applicants/seeker-profile-reader';
import { ALL_CATEGORIES, candidateConditions } from './search.service';

// spec 001 §3 "Job" status 0 Open: the only jobs a seeker can still apply to.
const OPEN = 0;
// An employer has a handful of live jobs (spec 001 §9: 15 on the biggest plan).
const MAX_INVITE_JOBS = 100;

export const SEEKER_NOT_FOUND = 'Job seeker not found';
export const NOT_YOUR_JOB = 'You can only invite to your own jobs';
export const NOT_OPEN = 'This job is not open';
export const ALREADY_APPLIED = 'This job seeker has already applied to this job';
export const INVITED = 'Invitation sent';
export const ALREADY_INVITED = 'This job seeker was already invited to this job';

// The seeker's JOB_INVITE notification is the invitation's record: (seeker, key) is unique, so
// a second invite to the same job (two taps, a retry) writes nothing (DESIGN.md §5).
const inviteKey = (jobId: string) => `JOB_INVITE:${jobId}`;

/** The seeker, when the search would list them (complete, seen lately); else 404. */
async function requireCandidate(db: Executor, seekerId: string) {
  const searchable = candidateConditions(ALL_CATEGORIES, { address_current: [], skills: [] });
  const [row] = await db
    .select({ id: users.id, lastSeenAt: users.lastSeenAt })
    .from(users)
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(and(eq(users.id, seekerId), ...searchable));
  if (!row) throw notFound(SEEKER_NOT_FOUND);
  return row;
}

/** The ids of `jobIds` the seeker has applied to (Applied or an employer-set status). */
async function appliedTo(db: Executor, seekerId: string, jobIds: string[]) {
  const rows = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(
      and(
        eq(applications.seekerId, seekerId),
        inArray(applications.jobId, jobIds),
        inArray(applications.status, [...APPLIED_OR_LATER]),
      ),
    );
  return new Set(rows.map((r) => r.jobId));
}

/**
 * A searched candidate seen by an employer (issue 14 item 12): their profile, and invitations
 * to the employer's Open jobs. Only seekers the search lists; the number is never released.
 */
export function candidateService(ctx: AppContext) {
  const readProfile = seekerProfileReader(ctx);

  /** GET /user/emp/js/{seekerId}: the profile sections of spec 001 §2, without the number. */
  async function profile(seekerId: string): Promise<CandidateProfile> {
    const seeker = await requireCandidate(ctx.db, seekerId);
    const { view } = await readProfile(seekerId);
    return { ...view, contact: null, last_active: seeker.lastSeenAt.toISOString() };
  }

  /** GET /user/emp/js/{seekerId}/invite: my Open jobs, and which the seeker has already had. */
  async function inviteJobs(me: AuthUser, seekerId: string): Promise<InviteJob[]> {
    await requireCandidate(ctx.db, seekerId);
    const rows = await ctx.db
      .select({
        id: jobs.id,
        jobTitle: jobs.jobTitle,
        companyName: jobs.companyName,
        district: jobs.district,
      })
      .from(jobs)
      .where(and(eq(jobs.createdBy, me.id), eq(jobs.status, OPEN)))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(MAX_INVITE_JOBS);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const told = await ctx.db
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, seekerId),
          inArray(notifications.dedupeKey, ids.map(inviteKey)),
        ),
      );
    const invited = new Set(told.map((r) => r.key));
    const applied = await appliedTo(ctx.db, seekerId, ids);
    return rows.map((r) => ({
      _id: r.id,
      job_title: r.jobTitle,
      company_name: r.companyName,
      district: r.district,
      invited: invited.has(inviteKey(r.id)),
      applied: applied.has(r.id),
    }));
  }

  /**
   * POST /user/emp/js/{seekerId}/invite: the seeker is told in their language, once per job; the
   * job must be the caller's and Open. A repeat answers `already_invited` and tells no one.
   */
  async function invite(me: AuthUser, seekerId: string, jobId: string): Promise<InviteResult> {
    return ctx.db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
      if (!job) throw notFound('Job not found');
      if (job.createdBy !== me.id) throw forbidden(NOT_YOUR_JOB);
      if (job.status !== OPEN) throw badRequest('JOB_NOT_OPEN', NOT_OPEN);
      await requireCandidate(tx, seekerId);
      if ((await appliedTo(tx, seekerId, [job.id])).size > 0) {
        throw badRequest('ALREADY_APPLIED', ALREADY_APPLIED);
      }
      const fresh = await notify(tx, [
        {
          userId: seekerId,
          type: 'JOB_INVITE',
          vars: { job_title: job.jobTitle, company_name: job.companyName },
          data: { job_id: job.id },
          dedupeKey: inviteKey(job.id),
        },
      ]);
      if (fresh > 0) {
        await writeAudit(tx, {
          actorId: me.id,
          action: 'candidate.invite',
          subjectId: seekerId,
          detail: { job_id: job.id, job_title: job.jobTitle },
        });
      }
      return { job_id: job.id, user_id: seekerId, already_invited: fresh === 0 };
    });
  }

  return { profile, inviteJobs, invite };
}

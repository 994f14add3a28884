import {
  APPLICANT_TABS,
  APPLIED_OR_LATER,
  type ApplicantCard,
  type ApplicantProfile,
  type ApplicantStatusBody,
  type ApplicantTabKey,
  type ApplicationStatus,
  applicantActionDone,
  applicantActions,
  applicantTransition,
  type CallClickBody,
  capCount,
  type EmployerJob,
  isJoiningAction,
  type Joining,
  type JoiningAction,
  joiningOf,
  MASKED_CONTACT,
  messageText,
  ROLE,
  seekerContactReleased,
  statusChangeNotification,
} from '@kaamkaj/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import { type AuthUser, requireRole } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { applications, callClicks, interviews, jobs, users } from '../../platform/db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { notify } from '../../platform/notify';
import { jobsService } from '../jobs/jobs.service';
import { listStatements } from './applicants.queries';
import { refuseDeletedSeeker } from './deleted-seeker';
import { toInterview } from './interview-record';
import { seekerProfileReader } from './seeker-profile-reader';

type JobRow = typeof jobs.$inferSelect;

// spec 001 §3 "Job" status 0 Open, 1 Complete, 2 Closed (what the employer's Close sets).
const OPEN = 0;
const DONE = [OPEN, 1, 2];

export const NOT_YOUR_JOB = 'You can only see applicants of your own jobs';
export const NOT_OPEN = 'This job is not open';
export const NOT_RELEASED = 'The contact number is shown once the applicant is shortlisted';

/** DESIGN.md §6: applicants are an employer's (role 2) business only. */
export const requireEmployer = (me: AuthUser) =>
  requireRole(me, ROLE.EMPLOYER, 'Only employers can see applicants');

/** The caller's job: 404 when there is none, 403 when it is another employer's (DESIGN.md §6). */
function mine(job: JobRow | undefined, me: AuthUser): JobRow {
  if (!job) throw notFound('Job not found');
  if (job.createdBy !== me.id) throw forbidden(NOT_YOUR_JOB);
  return job;
}

/** The caller's job (`mine`), held against a change until the transaction ends when `lock`. */
async function ownJob(db: Executor, me: AuthUser, jobId: string, lock = false): Promise<JobRow> {
  requireEmployer(me);
  const query = db.select().from(jobs).where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for('share') : await query;
  return mine(job, me);
}

/**
 * The seeker's application to the job, when it makes them an applicant (Applied or an
 * employer-set status; Saved and Visited are not applications). `lock` holds the row until the
 * transaction ends, so two taps on one action cannot both pass the transition check.
 */
async function applicationOf(db: Executor, jobId: string, seekerId: string, lock = false) {
  const query = db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.seekerId, seekerId),
        inArray(applications.status, [...APPLIED_OR_LATER]),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Applicant not found');
  await refuseDeletedSeeker(db, seekerId);
  return row;
}

const tabOf = (key: ApplicantTabKey) =>
  APPLICANT_TABS.find((t) => t.key === key) ??
  (APPLICANT_TABS[0] as (typeof APPLICANT_TABS)[number]);

/** The employer's applicants of one job (spec 001 §2 "userapplied", "Userprofile", §4). */
export function applicantsService(ctx: AppContext) {
  const employerJobs = jobsService(ctx);
  const readProfile = seekerProfileReader(ctx);

  const statements = listStatements(ctx.db);

  /** Each tab's count, exact up to COUNT_CAP and "1,000+" beyond (issue 17). */
  async function tabCounts(jobId: string) {
    const [row] = await statements.tabCounts(jobId);
    const counts = APPLICANT_TABS.map((t) => [t.key, capCount(Number(row?.[t.key] ?? 0))] as const);
    return {
      counts: Object.fromEntries(counts.map(([k, c]) => [k, c.count])) as Record<
        ApplicantTabKey,
        number
      >,
      capped: Object.fromEntries(counts.map(([k, c]) => [k, c.capped])) as Record<
        ApplicantTabKey,
        boolean
      >,
    };
  }

  /** The caller's job (`mine`) with its logo's key, as the applicants' list shows it. */
  async function ownJobShown(me: AuthUser, jobId: string) {
    requireEmployer(me);
    const [found] = await statements.jobShown(jobId);
    return { job: mine(found?.job, me), logoKey: found?.logoKey ?? null };
  }

  /**
   * GET /job/users: one tab, newest status change first, PAGE_SIZE a page, with every count.
   * Four statements: the job with its logo, the page (its ids picked inside it), the tabs'
   * counts and the job's figures (issue 17: six before, each a round trip).
   */
  async function list(me: AuthUser, jobId: string, tabKey: ApplicantTabKey, page: number) {
    const { job, logoKey } = await ownJobShown(me, jobId);
    const tab = tabOf(tabKey);
    const rows = await statements.tabPage(tab.key, jobId, page);
    const { counts, capped } = await tabCounts(jobId);
    const data: ApplicantCard[] = rows.map((r) => ({
      _id: r.app.seekerId,
      name: r.name,
      // issue 15 item 9: the row stays (counts and history add up), the person is gone
      account_deleted: r.deletedAt !== null,
      profile_pic: r.picKey ? ctx.storage.publicUrl(r.picKey) : null,
      address_current: r.addressCurrent ?? null,
      status: r.app.status as ApplicationStatus,
      joining: r.app.joining as Joining | null,
      job_location: job.jobLocation,
      job_title: job.jobTitle,
      // spec 001 §2: masked until the call icon is tapped (POST /job/users/call-click)
      contact: seekerContactReleased(r.app.status) && !r.deletedAt ? MASKED_CONTACT : null,
      call_clicks: r.clicks ?? 0,
      applied_at: r.app.createdAt.toISOString(),
      interview: r.interview?.id
        ? {
            _id: r.interview.id,
            date: r.interview.date,
            start_time: r.interview.startTime,
            end_time: r.interview.endTime,
            status: r.interview.status,
          }
        : null,
    }));
    return {
      data,
      count: counts[tab.key],
      count_capped: capped[tab.key],
      tab_counts: counts,
      tab_counts_capped: capped,
      job: (await employerJobs.present(ctx.db, [{ job, logoKey }]))[0] as EmployerJob,
    };
  }

  /** GET /job/users/{seekerId}: the seeker's profile as the employer sees it (spec 001 §2). */
  async function profile(me: AuthUser, seekerId: string, jobId: string): Promise<ApplicantProfile> {
    const job = await ownJob(ctx.db, me, jobId);
    const app = await applicationOf(ctx.db, jobId, seekerId);
    const [{ view, contact }, [interview]] = await Promise.all([
      readProfile(seekerId),
      ctx.db
        .select()
        .from(interviews)
        .where(and(eq(interviews.jobId, jobId), eq(interviews.seekerId, seekerId))),
    ]);
    return {
      ...view,
      // spec 001 §4: the seeker's number only once Shortlisted
      contact: seekerContactReleased(app.status) ? contact : null,
      status: app.status as ApplicationStatus,
      joining: app.joining as Joining | null,
      job: { _id: job.id, job_title: job.jobTitle, status: job.status },
      // spec 001 §2 "Reschedule Interview": the form starts from the interview on record
      interview: interview ? toInterview(interview, job) : null,
    };
  }

  /**
   * PUT /job/users/status: one edge of the transition table (spec 001 §4), on an Open job, with
   * the seeker's notification in the same transaction (DESIGN.md §5). No dedupe key: a status may
   * be reached twice (Rejected, then Shortlisted again). A repeated tap (its first answer lost)
   * finds the applicant where the action leads and is answered as done, changing and telling
   * nothing; the row lock makes two taps at once one change.
   */
  async function changeStatus(me: AuthUser, body: ApplicantStatusBody) {
    const { action } = body;
    if (isJoiningAction(action)) return recordJoining(me, body, action);
    return ctx.db.transaction(async (tx) => {
      const job = await ownJob(tx, me, body.job_id, true);
      const app = await applicationOf(tx, body.job_id, body.user_id, true);
      if (job.status !== OPEN) throw badRequest('JOB_NOT_OPEN', NOT_OPEN);
      const joining = app.joining as Joining | null;
      // a repeated tap whose first answer was lost: done already, nothing changed or told again
      if (applicantActionDone(app.status, joining, action)) {
        return { status: app.status as ApplicationStatus, joining };
      }
      const to = applicantTransition(app.status, action);
      if (!to) throw badRequest('INVALID_TRANSITION', messageText('applicantActionInvalid'));
      await tx
        .update(applications)
        .set({ status: to, updatedAt: new Date() })
        .where(eq(applications.id, app.id));
      await writeAudit(tx, {
        actorId: me.id,
        action: 'applicant.status',
        subjectId: app.id,
        detail: { job_id: job.id, seeker_id: body.user_id, from: app.status, to },
      });
      const type = statusChangeNotification(app.status, to);
      if (type) {
        await notify(tx, [
          {
            userId: app.seekerId,
            type,
            vars: { job_title: job.jobTitle, company_name: job.companyName },
            data: { job_id: job.id },
          },
        ]);
      }
      return { status: to, joining };
    });
  }

  /**
   * PUT /job/users/status with Joined or Not Joined (spec 001 §4; issue 14 item 16): a Hired
   * applicant's joining, recorded or corrected to the other answer, on an Open, Complete or Closed
   * job (an employer often closes the job once the people are hired). The seeker is told either way.
   */
  async function recordJoining(me: AuthUser, body: ApplicantStatusBody, action: JoiningAction) {
    return ctx.db.transaction(async (tx) => {
      const job = await ownJob(tx, me, body.job_id, true);
      const app = await applicationOf(tx, body.job_id, body.user_id, true);
      if (!DONE.includes(job.status)) {
        throw badRequest('JOB_NOT_OPEN', NOT_OPEN);
      }
      const joining = joiningOf(action);
      if (applicantActionDone(app.status, app.joining as Joining | null, action)) {
        return { status: app.status as ApplicationStatus, joining };
      }
      if (!applicantActions(app.status, app.joining as Joining | null).includes(action)) {
        throw badRequest('INVALID_TRANSITION', messageText('applicantActionInvalid'));
      }
      await tx
        .update(applications)
        .set({ joining, updatedAt: new Date() })
        .where(eq(applications.id, app.id));
      await writeAudit(tx, {
        actorId: me.id,
        action: 'applicant.joining',
        subjectId: app.id,
        detail: { job_id: job.id, seeker_id: body.user_id, from: app.joining, to: joining },
      });
      await notify(tx, [
        {
          userId: app.seekerId,
          type: joining === 'Joined' ? 'JOB_JOINED' : 'JOB_NOT_JOINED',
          vars: { job_title: job.jobTitle, company_name: job.companyName },
          data: { job_id: job.id },
        },
      ]);
      return { status: app.status as ApplicationStatus, joining };
    });
  }

  /** POST /job/users/call-click: the shortlisted seeker's number, each reveal counted (§2). */
  async function callClick(me: AuthUser, body: CallClickBody) {
    return ctx.db.transaction(async (tx) => {
      await ownJob(tx, me, body.job_id);
      const app = await applicationOf(tx, body.job_id, body.user_id);
      if (!seekerContactReleased(app.status)) {
        throw new AppError(403, 'CONTACT_NOT_RELEASED', NOT_RELEASED);
      }
      const [seeker] = await tx
        .select({ contact: users.contact })
        .from(users)
        .where(eq(users.id, app.seekerId));
      const [counted] = await tx
        .insert(callClicks)
        .values({ jobId: app.jobId, seekerId: app.seekerId, clicks: 1 })
        .onConflictDoUpdate({
          target: [callClicks.jobId, callClicks.seekerId],
          set: { clicks: sql`${callClicks.clicks} + 1`, lastClickAt: new Date() },
        })
        .returning({ clicks: callClicks.clicks });
      return { contact: seeker?.contact ?? null, clicks: counted?.clicks ?? 1 };
    });
  }

  return { list, profile, changeStatus, callClick };
}

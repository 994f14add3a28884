import {
  canAnswerInterview,
  canRescheduleInterview,
  canScheduleInterview,
  type InterviewAnswer,
  type InterviewInput,
  istInstant,
  ROLE,
} from '@kaamkaj/domain';
import { and, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import { type AuthUser, requireRole } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { applications, interviews, jobs, users } from '../../platform/db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { notify } from '../../platform/notify';
import { refuseDeletedSeeker } from './deleted-seeker';
import { type InterviewRow, type JobRow, sameSchedule, toInterview } from './interview-record';

// spec 001 §3 "Job" status 0; spec 001 §4 applicant status "Selected" (Interview Scheduled).
const OPEN = 0;
const SELECTED = 'Selected';

export const SCHEDULED_MESSAGE = 'Interview scheduled successfully';
export const RESCHEDULED_MESSAGE = 'Interview rescheduled successfully';
export const NOT_AVAILABLE_MESSAGE = 'This action is not available for the applicant';
export const CLOSED_MESSAGE = 'This interview can no longer be answered';
export const ANSWER_MESSAGES: Record<InterviewAnswer, string> = {
  Accept: 'Interview accepted',
  'Not Accept': 'Interview declined',
};

const interviewClosed = () => badRequest('INTERVIEW_CLOSED', CLOSED_MESSAGE);

/** spec 001 §6: employers schedule interviews; seekers see and answer their own. */
export const requireScheduler = (me: AuthUser) =>
  requireRole(me, ROLE.EMPLOYER, 'Only employers can schedule interviews');
export const requireInterviewee = (me: AuthUser) =>
  requireRole(me, ROLE.SEEKER, 'You can only see your own interviews');
export const requireAnswerer = (me: AuthUser) =>
  requireRole(me, ROLE.SEEKER, 'You can only answer your own interviews');

/** spec 001 §6: an employer acts on the applicants of their own Open jobs only. */
async function ownOpenJob(tx: Tx, me: AuthUser, jobId: string): Promise<JobRow> {
  requireScheduler(me);
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('share');
  if (!job) throw notFound('Job not found');
  if (job.createdBy !== me.id) throw forbidden('You can only act on applicants of your own jobs');
  if (job.status !== OPEN) throw badRequest('JOB_NOT_OPEN', 'This job is not open');
  return job;
}

/** POST /job/interview, GET /job/interviews-by-seeker/{id}, PUT /job/interview. */
export function interviewsService(ctx: AppContext) {
  /**
   * spec 001 §4 "Scheduling": from Shortlisted the interview is made and the applicant becomes
   * Selected; from Selected the one interview of the job and seeker is replaced and is pending
   * again. The application, the interview and the seeker's notification are one transaction.
   */
  async function schedule(me: AuthUser, body: InterviewInput) {
    return ctx.db.transaction(async (tx) => {
      const job = await ownOpenJob(tx, me, body.job_id);
      const [application] = await tx
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(applications.seekerId, body.seeker_id)))
        .for('update');
      const status = application?.status ?? '';
      const rescheduling = canRescheduleInterview(status);
      if (!application || !(canScheduleInterview(status) || rescheduling)) {
        throw badRequest('INVALID_TRANSITION', NOT_AVAILABLE_MESSAGE);
      }
      await refuseDeletedSeeker(tx, body.seeker_id);

      const [previous] = await tx
        .select()
        .from(interviews)
        .where(and(eq(interviews.jobId, job.id), eq(interviews.seekerId, body.seeker_id)))
        .for('update');
      const now = new Date();
      const fields = {
        recruiterId: me.id,
        title: body.title,
        seekerName: body.seeker_name,
        date: body.date,
        startTime: body.start_time,
        endTime: body.end_time,
        endsAt: istInstant(body.date, body.end_time),
        location: body.location,
        district: body.district,
        contactPerson: body.contact_person,
        reqDocs: body.req_docs,
        description: body.description || null,
        status: 'pending',
        answeredAt: null,
        updatedAt: now,
      };
      const repeat = rescheduling && sameSchedule(previous, fields);
      // one interview per job and seeker: a later schedule (also after Shortlist Again) replaces it
      const [row] = repeat
        ? [previous as InterviewRow]
        : await tx
            .insert(interviews)
            .values({ id: newId(), jobId: job.id, seekerId: body.seeker_id, ...fields })
            .onConflictDoUpdate({ target: [interviews.jobId, interviews.seekerId], set: fields })
            .returning();
      if (!row) throw new Error('interview upsert returned no row');
      await writeAudit(tx, {
        actorId: me.id,
        action: rescheduling ? 'interview.reschedule' : 'interview.schedule',
        subjectId: row.id,
        detail: { job_id: job.id, seeker_id: body.seeker_id, date: row.date, start: row.startTime },
      });

      if (!rescheduling) {
        await tx
          .update(applications)
          .set({ status: SELECTED, updatedAt: now })
          .where(eq(applications.id, application.id));
      }
      // a repeated identical request (double tap) tells the seeker once
      if (!repeat) {
        await notify(tx, [
          {
            userId: row.seekerId,
            type: 'INTERVIEW_CONFIRM',
            vars: {
              job_title: job.jobTitle,
              company_name: job.companyName,
              date: row.date,
              start_time: row.startTime,
              location: row.location,
            },
            data: { job_id: job.id, interview_id: row.id },
            dedupeKey: `INTERVIEW_CONFIRM:${row.id}:${now.getTime()}`,
          },
        ]);
      }
      return {
        message: rescheduling ? RESCHEDULED_MESSAGE : SCHEDULED_MESSAGE,
        data: toInterview(row, job),
      };
    });
  }

  /**
   * spec 000 §2.8: the seeker's Interview tab holds Selected applications of live (Open) jobs,
   * newest interview date first.
   */
  async function listForSeeker(me: AuthUser, seekerId: string) {
    if (me.role !== ROLE.SEEKER || me.id !== seekerId) {
      throw forbidden('You can only see your own interviews');
    }
    const rows = await ctx.db
      .select({
        interview: interviews,
        job: { jobTitle: jobs.jobTitle, companyName: jobs.companyName },
      })
      .from(interviews)
      .innerJoin(jobs, eq(jobs.id, interviews.jobId))
      .innerJoin(
        applications,
        and(
          eq(applications.jobId, interviews.jobId),
          eq(applications.seekerId, interviews.seekerId),
        ),
      )
      .where(
        and(
          eq(interviews.seekerId, seekerId),
          eq(jobs.status, OPEN),
          eq(applications.status, SELECTED),
        ),
      )
      .orderBy(desc(interviews.date), desc(interviews.startTime), desc(interviews.id));
    const data = rows.map((r) => toInterview(r.interview, r.job));
    return { data, count: data.length };
  }

  /**
   * spec 000 §4: Accept or Not Accept, by the interview's seeker, only while pending and not
   * expired. The row is locked, so of two taps one answers and the other is refused; the
   * employer hears the answer in the same transaction.
   */
  async function answer(me: AuthUser, interviewId: string, status: InterviewAnswer) {
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(interviews)
        .where(eq(interviews.id, interviewId))
        .for('update');
      if (!row) throw notFound('Interview not found');
      if (me.role !== ROLE.SEEKER || row.seekerId !== me.id) {
        throw forbidden('You can only answer your own interviews');
      }
      const [context] = await tx
        .select({ job: jobs, applicationStatus: applications.status, seekerName: users.name })
        .from(jobs)
        .innerJoin(
          applications,
          and(eq(applications.jobId, jobs.id), eq(applications.seekerId, row.seekerId)),
        )
        .innerJoin(users, eq(users.id, row.seekerId))
        .where(eq(jobs.id, row.jobId));
      const live = context?.job.status === OPEN && context.applicationStatus === SELECTED;
      // the same answer again (its first answer lost on a weak signal): done, the employer told once
      if (live && row.status === status) return { message: ANSWER_MESSAGES[status] };
      if (
        !context ||
        !live ||
        !canAnswerInterview({ status: row.status, date: row.date, end_time: row.endTime })
      ) {
        throw interviewClosed();
      }

      const now = new Date();
      await tx
        .update(interviews)
        .set({ status, answeredAt: now, updatedAt: now })
        .where(eq(interviews.id, row.id));
      await writeAudit(tx, {
        actorId: me.id,
        action: 'interview.answer',
        subjectId: row.id,
        detail: { job_id: row.jobId, status },
      });
      await notify(tx, [
        {
          userId: context.job.createdBy,
          type: status === 'Accept' ? 'INTERVIEW_CONFIRM' : 'INTERVIEW_DENIED',
          vars: {
            // the name the employer typed stands in when the seeker has none on file
            seeker_name: context.seekerName?.trim() || row.seekerName,
            job_title: context.job.jobTitle,
            date: row.date,
          },
          data: { job_id: row.jobId, seeker_id: row.seekerId, interview_id: row.id },
          // once per schedule: updatedAt was last set by the schedule this answer is for
          dedupeKey: `INTERVIEW_ANSWER:${row.id}:${row.updatedAt.getTime()}`,
        },
      ]);
      return { message: ANSWER_MESSAGES[status] };
    });
  }

  return { schedule, listForSeeker, answer };
}

import {
  type ApplicationStatus,
  type DEFAULT_INTERVIEW_DOCUMENTS,
  istInstant,
  istToday,
  type Joining,
  type NotificationType,
  type NotificationVars,
  notificationText,
  profileCompletion,
  ROLE,
  readableDate,
} from '@kaamkaj/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import {
  applications,
  interviews,
  notifications,
  seekerProfiles,
  users,
} from '../platform/db/schema';
import { newId } from '../platform/ids';
import { DEMO_APPLICANTS } from './demo-applicants';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type JobRef = { id: string; title: string; district: string; location: string };

export type PipelineSeedInput = {
  employer: { id: string; contact: string; companyName: string };
  ravi: { id: string; name: string; lang: string };
  jobs: { delivery: JobRef; driver: JobRef };
};

type Note = {
  userId: string;
  lang: string;
  type: NotificationType;
  vars: NotificationVars;
  data: Record<string, unknown>;
  at: Date;
  dedupeKey?: string;
};

/**
 * Applicants, interviews and notifications for Sharma Logistics and the demo seeker (issue 6),
 * dated relative to `now`. Runs inside seedDemoData's transaction, on an empty database.
 */
export async function seedPipeline(tx: Tx, input: PipelineSeedInput, now = Date.now()) {
  const { employer, ravi, jobs } = input;
  const at = (msAgo: number) => new Date(now - msAgo);
  const notes: Note[] = [];
  const vars = (job: JobRef, extra: NotificationVars = {}) => ({
    job_title: job.title,
    company_name: employer.companyName,
    ...extra,
  });

  /** The application, the employer's JOB_APPLIED and the seeker's status notifications. */
  async function apply(
    seeker: { id: string; name: string; lang: string },
    job: JobRef,
    status: ApplicationStatus,
    appliedAt: Date,
    decidedAt: Date,
    changedAt = decidedAt,
    joining: Joining | null = null,
  ) {
    await tx.insert(applications).values({
      id: newId(appliedAt.getTime()),
      seekerId: seeker.id,
      jobId: job.id,
      status,
      joining,
      createdAt: appliedAt,
      updatedAt: status === 'Applied' ? appliedAt : changedAt,
    });
    notes.push({
      userId: employer.id,
      lang: 'en',
      type: 'JOB_APPLIED',
      vars: { seeker_name: seeker.name, job_title: job.title },
      data: { job_id: job.id, seeker_id: seeker.id },
      at: appliedAt,
      dedupeKey: `JOB_APPLIED:${job.id}:${seeker.id}`,
    });
    const told = (type: NotificationType, when: Date) =>
      notes.push({
        userId: seeker.id,
        lang: seeker.lang,
        type,
        vars: vars(job),
        data: { job_id: job.id },
        at: when,
      });
    if (status === 'Shortlisted' || status === 'Selected') told('INTERVIEW_SHORTLISTED', decidedAt);
    if (status === 'Rejected') told('INTERVIEW_NOT_SHORTLISTED', decidedAt);
    if (status === 'Hired') told('JOB_HIRED', decidedAt);
    if (joining === 'Joined') told('JOB_JOINED', changedAt);
  }

  /** A pending interview `daysAhead` days from today (India time); the seeker is told. */
  async function interview(
    seeker: { id: string; name: string; lang: string },
    job: JobRef,
    daysAhead: number,
    startTime: string,
    endTime: string,
    scheduledAt: Date,
  ) {
    const id = newId(scheduledAt.getTime());
    const date = istToday(new Date(now + daysAhead * DAY));
    await tx.insert(interviews).values({
      id,
      jobId: job.id,
      seekerId: seeker.id,
      recruiterId: employer.id,
      title: job.title,
      seekerName: seeker.name.slice(0, 25),
      date,
      startTime,
      endTime,
      endsAt: istInstant(date, endTime),
      location: job.location,
      district: job.district,
      contactPerson: employer.contact,
      reqDocs: [
        'Personal Id Proof',
        'Driving licence',
      ] satisfies (typeof DEFAULT_INTERVIEW_DOCUMENTS)[number][],
      description: 'Please bring your original documents and reach 10 minutes early.',
      status: 'pending',
      createdAt: scheduledAt,
      updatedAt: scheduledAt,
    });
    notes.push({
      userId: seeker.id,
      lang: seeker.lang,
      type: 'INTERVIEW_CONFIRM',
      vars: vars(job, { date, start_time: startTime, location: job.location }),
      data: { job_id: job.id, interview_id: id },
      at: scheduledAt,
      dedupeKey: `INTERVIEW_CONFIRM:${id}:${scheduledAt.getTime()}`,
    });
  }

  for (const a of DEMO_APPLICANTS) {
    const id = newId(now - a.appliedHoursAgo * HOUR - DAY);
    await tx.insert(users).values({
      id,
      role: ROLE.SEEKER,
      contact: a.contact,
      contactVerified: true,
      name: a.name,
      lang: a.lang,
      profileStatus: 2,
      // active seekers, so the employer's candidate search finds them
      lastSeenAt: at(Math.min(a.appliedHoursAgo, 48) * HOUR),
      createdAt: at(a.appliedHoursAgo * HOUR + 10 * DAY),
    });
    const profile = {
      gender: a.gender,
      dob: a.dob,
      experience: a.experience,
      speak_english: a.speakEnglish,
      about_me: ['hard_working', 'honest'],
      language_known: a.lang === 'en' ? ['hindi', 'english'] : ['hindi'],
      educational_info: [{ institution_name: 'Government Inter College' }],
      address_current: a.district,
      address_home: a.district,
      address_work: a.district,
      job_intrested: a.interests,
      name: a.name,
      contact: a.contact,
    };
    await tx.insert(seekerProfiles).values({
      userId: id,
      gender: a.gender,
      ageBand: a.ageBand,
      dob: a.dob,
      qualification: a.qualification,
      technicalCert: [{ cert: 'none' }],
      experience: a.experience,
      educationalInfo: profile.educational_info,
      aboutMe: profile.about_me,
      languageKnown: profile.language_known,
      speakEnglish: a.speakEnglish,
      addressCurrent: a.district,
      addressHome: a.district,
      addressWork: a.district,
      jobIntrested: a.interests,
      jobType: 1,
      jobTimings: 0,
      salaryFrom: a.salary[0],
      salaryTo: a.salary[1],
      completion: profileCompletion(profile),
    });
    const job = jobs[a.job];
    const appliedAt = at(a.appliedHoursAgo * HOUR);
    const decidedAt = at((a.appliedHoursAgo / 2) * HOUR);
    const scheduledAt = at((a.appliedHoursAgo / 3) * HOUR);
    const seeker = { id, name: a.name, lang: a.lang };
    await apply(seeker, job, a.status, appliedAt, decidedAt, scheduledAt, a.joining ?? null);
    if (a.status === 'Selected') await interview(seeker, job, 1, '11.00', '12.00', scheduledAt);
  }

  // The demo seeker: shortlisted for the delivery job, an interview for the driver job.
  await apply(ravi, jobs.delivery, 'Shortlisted', at(30 * HOUR), at(6 * HOUR));
  await apply(ravi, jobs.driver, 'Selected', at(70 * HOUR), at(26 * HOUR), at(5 * HOUR));
  await interview(ravi, jobs.driver, 2, '15.00', '16.00', at(5 * HOUR));

  await tx.insert(notifications).values(
    notes.map((n) => ({
      id: newId(n.at.getTime()),
      userId: n.userId,
      notificationType: n.type,
      payload: notificationText(n.type, n.lang, n.vars),
      vars: n.vars,
      data: n.data,
      dedupeKey: n.dedupeKey ?? null,
      createdAt: n.at,
    })),
  );
}

/**
 * issue 17 item 4: the interviews of a prepared demo, moved `days` calendar days (India time)
 * when its dates were moved: the date, the instant it ends (its date and end time, so by whole
 * days, not by the dates' shift), the date in the text and values of the seeker's
 * INTERVIEW_CONFIRM notification, and the instant in that notification's key (`shiftMs`).
 */
export async function redateDemoInterviews(tx: Tx, days: number, shiftMs: number) {
  if (days !== 0) {
    await tx.execute(sql`
      update ${interviews}
      set date = date + ${days}::int, ends_at = ends_at + make_interval(days => ${days}::int)`);
  }
  const told = await tx
    .select({
      id: notifications.id,
      payload: notifications.payload,
      vars: notifications.vars,
      lang: users.lang,
      date: interviews.date,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(interviews, sql`${interviews.id}::text = ${notifications.data}->>'interview_id'`)
    .where(eq(notifications.notificationType, 'INTERVIEW_CONFIRM'));
  for (const note of told) {
    const language = note.lang === 'hi' ? 'hi' : 'en';
    const was = new Date(Date.parse(note.date) - days * DAY).toISOString().slice(0, 10);
    await tx
      .update(notifications)
      .set({
        payload: note.payload.replace(
          readableDate(was, language),
          readableDate(note.date, language),
        ),
        vars: note.vars && { ...note.vars, date: note.date },
        dedupeKey: sql`regexp_replace(${notifications.dedupeKey}, ':[0-9]+$', '') || ':' ||
          (substring(${notifications.dedupeKey} from ':([0-9]+)$')::bigint + ${shiftMs}::bigint)`,
      })
      .where(eq(notifications.id, note.id));
  }
}

import { istToday } from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, type TestApp, uniqueMobile } from '../../../test/helpers';
import {
  applicant,
  employerWithOpenJob,
  setApplicationStatus,
  type TestEmployer,
  type TestSeeker,
} from '../../../test/pipeline';
import { applications, notifications, seekerProfiles, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

// Shared by the applicant-* and interview-* test files of this feature.

export type Who = { token: string };

let clock = Date.now() - 10_000_000;

/**
 * A seeker written straight to the database with an answer to the job in `status` (the status
 * change is what these tests exercise, not signing in); `at` orders the tab (newest first).
 */
export async function storedApplicant(
  t: TestApp,
  job: string,
  status: string,
  opts: { lang?: string } = {},
) {
  clock += 1000;
  const id = newId();
  const db = t.database.db;
  await db.insert(users).values({
    id,
    role: 0,
    contact: uniqueMobile(),
    name: `Seeker ${clock}`,
    lang: opts.lang ?? null,
    profileStatus: 2,
  });
  await db.insert(seekerProfiles).values({ userId: id, addressCurrent: 'up-lucknow' });
  await db
    .insert(applications)
    .values({ id: newId(), jobId: job, seekerId: id, status, updatedAt: new Date(clock) });
  return id;
}

export const list = (t: TestApp, who: Who, job: string, tab = 'applied', page = 0) =>
  call(t.app, {
    method: 'GET',
    url: `/api/job/users?_id=${job}&tab=${tab}&page=${page}`,
    token: who.token,
  });
export const profile = (t: TestApp, who: Who, seekerId: string, job: string) =>
  call(t.app, { method: 'GET', url: `/api/job/users/${seekerId}?job_id=${job}`, token: who.token });
export const act = (t: TestApp, who: Who, user_id: string, action: string, job: string) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/job/users/status',
    token: who.token,
    payload: { job_id: job, user_id, action },
  });
export const reveal = (t: TestApp, who: Who, user_id: string, job: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/job/users/call-click',
    token: who.token,
    payload: { job_id: job, user_id },
  });

export async function applicationStatus(t: TestApp, job: string, seekerId: string) {
  const [row] = await t.database.db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, job), eq(applications.seekerId, seekerId)));
  return row?.status;
}

/** The user's notifications, oldest first; only those of `type` when given. */
export function notificationsOf(t: TestApp, userId: string, type?: string) {
  const mine = eq(notifications.userId, userId);
  return t.database.db
    .select()
    .from(notifications)
    .where(type ? and(mine, eq(notifications.notificationType, type)) : mine)
    .orderBy(notifications.createdAt);
}

export const setLang = (t: TestApp, userId: string, lang: string) =>
  t.database.db.update(users).set({ lang }).where(eq(users.id, userId));

const DAY = 86_400_000;
/** An India date `days` from today (YYYY-MM-DD). */
export const istDay = (days: number) =>
  new Date(Date.parse(`${istToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const tomorrow = istDay(1);

export function interviewBody(jobId: string, seekerId: string, over: Record<string, unknown> = {}) {
  return {
    job_id: jobId,
    seeker_id: seekerId,
    title: 'Delivery Executive interview',
    seeker_name: 'Ravi Kumar',
    date: tomorrow,
    start_time: '10.00',
    end_time: '11.00',
    location: 'Sharma Logistics, Sector 18 office',
    district: 'hr-gurugram',
    contact_person: '9876543210',
    req_docs: ['Personal Id Proof', 'Driving licence'],
    description: 'Bring two photos',
    ...over,
  };
}

export const schedule = (t: TestApp, token: string, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/job/interview', token, payload });
export const listOf = (t: TestApp, token: string, seekerId: string) =>
  call(t.app, { method: 'GET', url: `/api/job/interviews-by-seeker/${seekerId}`, token });
export const answer = (t: TestApp, token: string, id: string, status: string) =>
  call(t.app, { method: 'PUT', url: `/api/job/interview?_id=${id}`, token, payload: { status } });

export type Setup = { employer: TestEmployer; jobId: string; seeker: TestSeeker };

/** An employer's Open job with one applicant moved to `status` (Shortlisted by default). */
export async function pipeline(t: TestApp, status = 'Shortlisted'): Promise<Setup> {
  const { employer, jobId } = await employerWithOpenJob(t);
  const seeker = await applicant(t, jobId);
  await setApplicationStatus(t, jobId, seeker.id, status);
  return { employer, jobId, seeker };
}

/** A Shortlisted applicant with an interview scheduled tomorrow 10.00-11.00; answers its id. */
export async function scheduled(t: TestApp): Promise<Setup & { interviewId: string }> {
  const s = await pipeline(t);
  const res = await schedule(t, s.employer.token, interviewBody(s.jobId, s.seeker.id));
  expect(res.status).toBe(201);
  return { ...s, interviewId: res.body.data._id };
}

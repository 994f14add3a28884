import { APPLICATION_STATUSES, APPLIED_OR_LATER, JOINING } from '@kaamkaj/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../../test/company';
import { createEmployerWithCompany } from '../../../test/employer';
import { call, createTestApp, type TestApp, uniqueMobile } from '../../../test/helpers';
import { applications, jobApplicantCounts, jobs, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { applicantCounts } from './jobs.service';

// issue 17 item 2: a job's applicant, hired and joined figures are kept by a trigger on
// applications (migration 0024) instead of being counted on each read. Whatever is written,
// they must stay what a count of the applications says (spec 001 §3 "applicants": Applied or
// later, domain APPLIED_OR_LATER; §4 Hired, and Hired recorded as Joined).

let t: TestApp;
let employer: Awaited<ReturnType<typeof createEmployerWithCompany>>;
let jobIds: string[];
const seekerIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployerWithCompany(t, { verification: 'Approved' });
  jobIds = [await insertJob(t, employer.id, 0), await insertJob(t, employer.id, 0)];
  for (let i = 0; i < 30; i++) {
    const id = newId();
    await t.database.db
      .insert(users)
      .values({ id, role: 0, contact: uniqueMobile(), name: `Counted ${i}`, profileStatus: 2 });
    seekerIds.push(id);
  }
});
afterAll(() => t.app.close());

/** The figures counted from the applications themselves, as the job card showed them before. */
async function recount(ids: string[]) {
  const rows = await t.database.db
    .select({
      jobId: applications.jobId,
      status: applications.status,
      joining: applications.joining,
    })
    .from(applications)
    .where(inArray(applications.jobId, ids));
  const counted = new Map<string, { applicants: number; hired: number; joined: number }>();
  for (const r of rows) {
    if (!(APPLIED_OR_LATER as readonly string[]).includes(r.status)) continue;
    const c = counted.get(r.jobId) ?? { applicants: 0, hired: 0, joined: 0 };
    c.applicants += 1;
    if (r.status === 'Hired') c.hired += 1;
    if (r.status === 'Hired' && r.joining === 'Joined') c.joined += 1;
    counted.set(r.jobId, c);
  }
  return counted;
}

/** A fixed sequence of pseudo-random numbers (mulberry32: the same run every time). */
function numbers(seed: number) {
  let s = seed;
  return (below: number) => {
    s = (s + 0x6d2b79f5) | 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) % below;
  };
}

describe('job_applicant_counts (issue 17 item 2)', () => {
  it('stays equal to a count of the applications through inserts, changes and deletes', async () => {
    const db = t.database.db;
    const next = numbers(17);
    const pick = <T>(list: readonly T[]) => list[next(list.length)] as T;
    let checks = 0;
    const seen = { hired: 0, joined: 0 };
    for (let step = 1; step <= 400; step++) {
      const seekerId = pick(seekerIds);
      const jobId = pick(jobIds);
      const where = and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId));
      const [existing] = await db.select().from(applications).where(where);
      const move = next(10);
      if (!existing) {
        await db
          .insert(applications)
          .values({ id: newId(), seekerId, jobId, status: pick(APPLICATION_STATUSES) });
      } else if (move < 5) {
        await db
          .update(applications)
          .set({ status: pick(APPLICATION_STATUSES) })
          .where(where);
      } else if (move < 8) {
        await db
          .update(applications)
          .set({ joining: pick([null, ...JOINING]) })
          .where(where);
      } else if (move < 9) {
        await db.delete(applications).where(where);
      } else {
        // to the other job, when the seeker has not answered it yet
        const other = jobIds.find((j) => j !== jobId) as string;
        const [taken] = await db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.seekerId, seekerId), eq(applications.jobId, other)));
        if (!taken) await db.update(applications).set({ jobId: other }).where(where);
      }
      if (step % 25 === 0) {
        const kept = await applicantCounts(db, jobIds);
        expect(kept).toEqual(await recount(jobIds));
        checks += 1;
        for (const c of kept.values()) {
          seen.hired = Math.max(seen.hired, c.hired);
          seen.joined = Math.max(seen.joined, c.joined);
        }
      }
    }
    expect(checks).toBe(16);
    // the sequence reached every figure, so the comparisons above were not of zeros
    expect(seen.hired).toBeGreaterThan(1);
    expect(seen.joined).toBeGreaterThan(0);
    expect((await applicantCounts(db, jobIds)).size).toBe(2);
  });

  it('stays equal when one statement writes many applications of both jobs', async () => {
    const db = t.database.db;
    const extra: string[] = [];
    for (let i = 0; i < 6; i++) {
      const id = newId();
      await db
        .insert(users)
        .values({ id, role: 0, contact: uniqueMobile(), name: `Bulk ${i}`, profileStatus: 2 });
      extra.push(id);
    }
    await db.insert(applications).values(
      extra.flatMap((seekerId, i) =>
        jobIds.map((jobId) => ({
          id: newId(),
          seekerId,
          jobId,
          status: i % 2 ? 'Hired' : 'Applied',
          joining: i % 3 ? 'Joined' : null,
        })),
      ),
    );
    expect(await applicantCounts(db, jobIds)).toEqual(await recount(jobIds));
    await db
      .update(applications)
      .set({ status: 'Hired', joining: 'Joined' })
      .where(inArray(applications.seekerId, extra));
    expect(await applicantCounts(db, jobIds)).toEqual(await recount(jobIds));
    await db.delete(applications).where(inArray(applications.seekerId, extra.slice(0, 4)));
    expect(await applicantCounts(db, jobIds)).toEqual(await recount(jobIds));
  });

  it('follows a seeker who is deleted (their applications go with them)', async () => {
    const db = t.database.db;
    const [gone] = await db
      .select({ seekerId: applications.seekerId })
      .from(applications)
      .where(and(inArray(applications.jobId, jobIds), eq(applications.status, 'Hired')));
    expect(gone).toBeDefined();
    await db.delete(users).where(eq(users.id, gone?.seekerId as string));
    expect(await applicantCounts(db, jobIds)).toEqual(await recount(jobIds));
  });

  it('shows the kept figures on the employer’s job card', async () => {
    const [first] = jobIds;
    const expected = (await recount(jobIds)).get(first as string);
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/job/recruiter/',
      token: employer.token,
    });
    expect(res.status).toBe(200);
    const card = res.body.data.find((j: { _id: string }) => j._id === first);
    expect(card).toMatchObject(expected as object);
  });

  it('goes with its job', async () => {
    const db = t.database.db;
    const [first] = jobIds as [string];
    await db.delete(jobs).where(eq(jobs.id, first));
    const left = await db
      .select()
      .from(jobApplicantCounts)
      .where(eq(jobApplicantCounts.jobId, first));
    expect(left).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../../test/company';
import { createEmployerWithCompany } from '../../../test/employer';
import { type call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  applicant,
  employerWithOpenJob,
  setApplicationStatus,
  type TestEmployer,
  type TestSeeker,
} from '../../../test/pipeline';
import { callClicks } from '../../platform/db/schema';
import { act, applicationStatus, list, profile, reveal, type Who } from './test-support';

let t: TestApp;
let employer: TestEmployer;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ employer, jobId } = await employerWithOpenJob(t));
});
afterAll(() => t.app.close());

describe('POST /api/job/users/call-click', () => {
  it('reveals a Shortlisted number and counts each reveal per job and user', async () => {
    const seeker = await applicant(t, jobId);
    const early = await reveal(t, employer, seeker.id, jobId);
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      success: false,
      code: 'CONTACT_NOT_RELEASED',
      message: 'The contact number is shown once the applicant is shortlisted',
    });

    await act(t, employer, seeker.id, 'shortlist', jobId);
    const first = await reveal(t, employer, seeker.id, jobId);
    expect(first.body).toEqual({ success: true, data: { contact: seeker.contact, clicks: 1 } });
    const second = await reveal(t, employer, seeker.id, jobId);
    expect(second.body.data).toEqual({ contact: seeker.contact, clicks: 2 });

    const card = (await list(t, employer, jobId, 'shortlisted')).body.data.find(
      (c: { _id: string }) => c._id === seeker.id,
    );
    expect(card).toMatchObject({ contact: 'xxx-xxx-xxxx', call_clicks: 2 });

    // another job of the same seeker keeps its own count
    const other = await insertJob(t, employer.id, 0);
    await setApplicationStatus(t, other, seeker.id, 'Shortlisted');
    expect((await reveal(t, employer, seeker.id, other)).body.data.clicks).toBe(1);
    const rows = await t.database.db
      .select()
      .from(callClicks)
      .where(eq(callClicks.seekerId, seeker.id));
    expect(rows.map((r) => r.clicks).sort()).toEqual([1, 2]);

    // released only while Shortlisted
    await act(t, employer, seeker.id, 'notShortlist', jobId);
    expect((await reveal(t, employer, seeker.id, jobId)).body.code).toBe('CONTACT_NOT_RELEASED');
  });
});

describe('access', () => {
  let seeker: TestSeeker;
  let routes: ((who: Who) => ReturnType<typeof call>)[];
  beforeAll(async () => {
    seeker = await applicant(t, jobId);
    await act(t, employer, seeker.id, 'shortlist', jobId);
    routes = [
      (who) => list(t, who, jobId),
      (who) => profile(t, who, seeker.id, jobId),
      (who) => act(t, who, seeker.id, 'notShortlist', jobId),
      (who) => reveal(t, who, seeker.id, jobId),
    ];
  });

  it('refuses another employer on every route, touching nothing', async () => {
    const other = await createEmployerWithCompany(t, {
      verification: 'Approved',
      companyName: 'Other Traders',
    });
    for (const route of routes) {
      const res = await route(other);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'You can only see applicants of your own jobs',
      });
    }
    expect(await applicationStatus(t, jobId, seeker.id)).toBe('Shortlisted');
    const clicks = await t.database.db
      .select()
      .from(callClicks)
      .where(and(eq(callClicks.jobId, jobId), eq(callClicks.seekerId, seeker.id)));
    expect(clicks).toEqual([]);
  });

  it('refuses a seeker on every route', async () => {
    for (const route of routes) {
      const res = await route(seeker);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only employers can see applicants',
      });
    }
    expect(await applicationStatus(t, jobId, seeker.id)).toBe('Shortlisted');
  });

  it('answers 401 without a token', async () => {
    for (const route of routes) {
      const res = await route({ token: '' });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });
});

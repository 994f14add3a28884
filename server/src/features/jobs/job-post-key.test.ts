import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployerWithCompany,
  JOB,
  jobRowsOf,
  setAllowance,
  type TestEmployer,
} from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { jobPostKeys, subscriptions } from '../../platform/db/schema';

// A job post sent again with its Idempotency-Key (the app never heard the first answer, on a
// weak signal) answers with the job already made and uses no second post of the plan.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = (who: { token: string }, payload: object, key?: string, lang: 'en' | 'hi' = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/job/v2/post',
    token: who.token,
    payload,
    headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
  });

async function postsLeft(employer: TestEmployer) {
  const [row] = await t.database.db
    .select({ left: subscriptions.jobPostUsage })
    .from(subscriptions)
    .where(eq(subscriptions.userId, employer.id));
  return row?.left;
}

const KEY = 'k7Qw2-Zp9x_4Lm8Rt6Vb';

describe('POST /job/v2/post with an Idempotency-Key', () => {
  it('answers the job already made when the same key comes again, using one post', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 5);
    const first = await post(employer, JOB, KEY);
    expect(first.status).toBe(200);
    // the employer changed a word before tapping again: the post is still the first one
    const again = await post(employer, { ...JOB, job_title: 'Van Driver' }, KEY);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Job posted successfully');
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.data.job_title).toBe('Delivery Driver (LMV)');
    expect((await jobRowsOf(t, employer.id)).map((r) => r.id)).toEqual([first.body.data._id]);
    expect(await postsLeft(employer)).toBe(4);
  });

  it('makes a job for each new key, and each employer has keys of their own', async () => {
    const one = await createEmployerWithCompany(t);
    const two = await createEmployerWithCompany(t);
    await setAllowance(t, one.id, 5);
    await setAllowance(t, two.id, 5);
    const a = await post(one, JOB, KEY);
    const b = await post(one, JOB, `${KEY}-2`);
    const c = await post(two, JOB, KEY);
    const ids = [a, b, c].map((res) => res.body.data._id);
    expect(new Set(ids).size).toBe(3);
    expect(c.body.data.created_by).toBe(two.id);
    expect(await postsLeft(one)).toBe(3);
    expect(await postsLeft(two)).toBe(4);
    const keys = await t.database.db
      .select()
      .from(jobPostKeys)
      .where(eq(jobPostKeys.employerId, one.id));
    expect(keys.map((k) => k.jobId).sort()).toEqual([a, b].map((r) => r.body.data._id).sort());
  });

  it('without a key, posts each time as before', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 5);
    await post(employer, JOB);
    await post(employer, JOB);
    expect(await jobRowsOf(t, employer.id)).toHaveLength(2);
    expect(await postsLeft(employer)).toBe(3);
  });

  it('makes one job of two posts with one key sent at once, even on the last post left', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 1);
    const [a, b] = await Promise.all([post(employer, JOB, KEY), post(employer, JOB, KEY)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data._id).toBe(a.body.data._id);
    expect(await jobRowsOf(t, employer.id)).toHaveLength(1);
    expect(await postsLeft(employer)).toBe(0);
  });

  it('still refuses a post over the plan with a new key', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 1);
    await post(employer, JOB, KEY);
    const over = await post(employer, JOB, `${KEY}-2`);
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('JOB_LIMIT_REACHED');
    expect(await jobRowsOf(t, employer.id)).toHaveLength(1);
  });

  it('refuses a malformed key by name, in the reader language', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 5);
    for (const bad of ['short', 'has spaces in it here', 'x'.repeat(65), 'क'.repeat(20)]) {
      const res = await post(employer, JOB, bad);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors).toEqual({
        'idempotency-key': 'The Idempotency-Key header must be 16 to 64 letters, digits, - or _',
      });
    }
    const hindi = await post(employer, JOB, 'short', 'hi');
    expect(hindi.body.message).toBe('Idempotency-Key हेडर में 16 से 64 अक्षर, अंक, - या _ होने चाहिए');
    expect(await jobRowsOf(t, employer.id)).toHaveLength(0);
    expect(await postsLeft(employer)).toBe(5);
  });
});

import { STARTER_ALLOWANCE } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployer,
  createEmployerWithCompany,
  JOB,
  jobRowsOf,
  setAllowance,
} from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { subscriptions } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = (who: { token: string }, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/job/v2/post', token: who.token, payload });
const subscription = (who: { token: string }) =>
  call(t.app, { method: 'GET', url: '/api/user/subscription', token: who.token });
const usageOf = async (userId: string) => {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row;
};

describe('GET /user/subscription (spec 001 §3 "Subscription")', () => {
  it('starts a new employer with the starter allowance of issue 4', async () => {
    const employer = await createEmployer(t);
    const res = await subscription(employer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      plan_code: null,
      plan_name_en: null,
      plan_name_hi: null,
      job_post_usage: STARTER_ALLOWANCE.job_post_usage,
      animated_jd_usage: STARTER_ALLOWANCE.animated_jd_usage,
      audio_jd_usage: 0,
      valid_until: null,
      is_premium: false,
    });
    expect(STARTER_ALLOWANCE).toEqual({ job_post_usage: 2, animated_jd_usage: 0 });
    // A second read answers the same row, it does not add another allowance.
    expect((await subscription(employer)).body.data.job_post_usage).toBe(2);
  });

  it('counts down with each post', async () => {
    const employer = await createEmployerWithCompany(t);
    await post(employer, JOB);
    expect((await subscription(employer)).body.data).toMatchObject({
      job_post_usage: 1,
      animated_jd_usage: 0,
    });
  });

  // issue 14 item 16: a seeker reads their Premium here (plans/subscription.test.ts)
  it('answers a job seeker no allowance to post', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await subscription(seeker);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ job_post_usage: 0, is_premium: false });
  });
});

describe('the plan gate of POST /job/v2/post (spec 001 §4 "Posting", §6)', () => {
  it('refuses a post at zero allowance with the spec text and saves no job', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 0);
    const res = await post(employer, JOB);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'JOB_LIMIT_REACHED',
      message: 'Sorry! Job limit reached for your account Please buy a plan to avail our services',
    });
    expect(await jobRowsOf(t, employer.id)).toHaveLength(0);
    expect((await usageOf(employer.id))?.jobPostUsage).toBe(0);
  });

  it('lets the starter allowance post twice, then refuses the third', async () => {
    const employer = await createEmployerWithCompany(t);
    expect((await post(employer, JOB)).status).toBe(200);
    expect((await post(employer, JOB)).status).toBe(200);
    const third = await post(employer, JOB);
    expect(third.body.code).toBe('JOB_LIMIT_REACHED');
    expect(await jobRowsOf(t, employer.id)).toHaveLength(2);
  });

  it('gives exactly one job to two parallel posts on the last allowance', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 1);
    const results = await Promise.all([post(employer, JOB), post(employer, JOB)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.body.code).toBe('JOB_LIMIT_REACHED');
    expect(await jobRowsOf(t, employer.id)).toHaveLength(1);
    expect((await usageOf(employer.id))?.jobPostUsage).toBe(0);
  });

  it('gives exactly one job to two parallel first posts of a new employer with allowance 1', async () => {
    // The row does not exist yet: both posts create it lazily in their own transaction.
    const employer = await createEmployerWithCompany(t);
    const results = await Promise.all([
      post(employer, JOB),
      post(employer, JOB),
      post(employer, JOB),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.body.code === 'JOB_LIMIT_REACHED')).toHaveLength(1);
    expect(await jobRowsOf(t, employer.id)).toHaveLength(2);
  });

  it('needs an animated description allowance for animated_jd_required', async () => {
    const employer = await createEmployerWithCompany(t);
    const res = await post(employer, { ...JOB, animated_jd_required: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'ANIMATED_JD_LIMIT',
      message: 'Please buy a plan to proceed further',
    });
    expect(await jobRowsOf(t, employer.id)).toHaveLength(0);
    // Nothing was used by the refused post (its lazily made row went with its transaction).
    expect((await subscription(employer)).body.data).toMatchObject({
      job_post_usage: 2,
      animated_jd_usage: 0,
    });
  });

  it('uses one job post and one animated description when both are left', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 3, 1);
    const res = await post(employer, { ...JOB, animated_jd_required: true });
    expect(res.status).toBe(200);
    expect(res.body.data.animated_jd_required).toBe(true);
    expect(await usageOf(employer.id)).toMatchObject({ jobPostUsage: 2, animatedJdUsage: 0 });
    const plain = await post(employer, JOB);
    expect(plain.status).toBe(200);
    expect(await usageOf(employer.id)).toMatchObject({ jobPostUsage: 1, animatedJdUsage: 0 });
  });

  it('needs an audio description allowance for audio_jd_required, and uses one', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 2, 1, 0);
    const refused = await post(employer, { ...JOB, audio_jd_required: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'AUDIO_JD_LIMIT',
      message: 'Please buy a plan to proceed further',
    });
    expect(await jobRowsOf(t, employer.id)).toHaveLength(0);
    await setAllowance(t, employer.id, 2, 1, 1);
    const res = await post(employer, {
      ...JOB,
      audio_jd_required: true,
      animated_jd_required: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ audio_jd_required: true, animated_jd_required: true });
    expect(await usageOf(employer.id)).toMatchObject({
      jobPostUsage: 1,
      animatedJdUsage: 0,
      audioJdUsage: 0,
    });
  });

  it('names the job limit first when both allowances are used up', async () => {
    const employer = await createEmployerWithCompany(t);
    await setAllowance(t, employer.id, 0, 0);
    const res = await post(employer, { ...JOB, animated_jd_required: true });
    expect(res.body.code).toBe('JOB_LIMIT_REACHED');
  });
});

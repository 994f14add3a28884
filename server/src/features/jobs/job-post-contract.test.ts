import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployerWithCompany,
  JOB,
  jobRowsOf,
  setAllowance,
  type TestEmployer,
} from '../../../test/employer';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';

// issue 14 item 15: POST /job/v2/post takes the spec's payload (spec 001 §7 "Post job": the form
// fields plus company_logo, created_by, skills, can_contact_emp, animated_jd_required).
let t: TestApp;
let employer: TestEmployer;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployerWithCompany(t);
  await setAllowance(t, employer.id, 50);
});
afterAll(() => t.app.close());

const post = (who: { token: string }, payload: object, lang?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/job/v2/post',
    token: who.token,
    payload,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

describe('POST /job/v2/post with the spec payload', () => {
  it('takes created_by when it is the caller', async () => {
    const res = await post(employer, { ...JOB, created_by: employer.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job posted successfully');
    expect(res.body.data).toMatchObject({ job_title: JOB.job_title, created_by: employer.id });
  });

  it("refuses another user's id in created_by with 403 and saves nothing", async () => {
    const other = await createEmployerWithCompany(t);
    await setAllowance(t, other.id, 5);
    const res = await post(other, { ...JOB, created_by: employer.id });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only post jobs as yourself',
    });
    expect(await jobRowsOf(t, other.id)).toHaveLength(0);
  });

  it('refuses a created_by that is not an id', async () => {
    const res = await post(employer, { ...JOB, created_by: 'me' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ created_by: 'Invalid id' });
  });

  it('names a field it does not know, in English and in Hindi', async () => {
    const res = await post(employer, { ...JOB, foo: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Unknown field: foo',
      errors: { foo: 'This field cannot be saved' },
    });
    const hi = await post(employer, { ...JOB, status: 0 }, 'hi');
    expect(hi.body.message).toBe('अनजान जानकारी: status');
    expect(hi.body.errors).toEqual({ status: 'यह जानकारी सेव नहीं की जा सकती' });
  });

  it('checks the role before the body: a seeker gets 403, also for an invalid body', async () => {
    const seeker = await signInSeeker(t.app);
    for (const body of [JOB, { job_title: 'x' }, { ...JOB, foo: 1 }]) {
      const res = await post(seeker.data, body);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only employers can post jobs',
      });
    }
  });

  it('answers 401 without a token before the body', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/job/v2/post', payload: {} });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  signInEmployer,
  signInSeeker,
  type TestApp,
} from '../../../test/helpers';
import { BASIC } from '../../../test/seeker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const basic = (token: string, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/user/basicdetail', token, payload });
const put = (token: string, payload: object) =>
  call(t.app, { method: 'PUT', url: '/api/user/v2/profile', token, payload });

describe('onboarding (spec 000 §2.6): profile_status 0 -> 1 -> 2 set by the server', () => {
  it('step 1 saves basic details and moves to 1; step 2 saves interests and moves to 2', async () => {
    const s = await signInSeeker(t.app);
    const one = await basic(s.data.token, BASIC);
    expect(one.status).toBe(200);
    expect(one.body.message).toBe('Basic details saved');
    expect(one.body.data).toMatchObject({
      name: 'Ravi Kumar',
      profile_status: 1,
      gender: 1,
      age: 1,
      qualification: 2,
      technical_cert: [{ cert: 'iti', branch: 'electrician' }],
      experience: 2,
      address_home: 'up-lucknow',
    });

    const two = await put(s.data.token, {
      _id: s.data._id,
      job_intrested: [
        { job_category: 'driver', skills: ['lmv-licence', 'Night driving'] },
        { job_category: 'electrician' },
      ],
      job_other: 'Cook',
    });
    expect(two.body.data.profile_status).toBe(2);
    expect(two.body.data.job_intrested).toEqual([
      { job_category: 'driver', skills: ['lmv-licence', 'Night driving'] },
      { job_category: 'electrician', skills: [] },
    ]);
    expect(two.body.data.job_other).toBe('Cook');

    // The next sign-in answers the stored status.
    const me = await call(t.app, { method: 'GET', url: '/api/user/', token: s.data.token });
    expect(me.body.data.profile_status).toBe(2);
  });

  it('refuses step 1 twice', async () => {
    const s = await signInSeeker(t.app);
    await basic(s.data.token, BASIC);
    const again = await basic(s.data.token, { ...BASIC, gender: 0 });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      code: 'BASIC_DETAILS_SAVED',
      message: 'Basic details are already saved',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Please enter your name'],
    [{ name: 'Ravi 2' }, 'name', 'not allowed numeric'],
    [{ name: 'A'.repeat(31) }, 'name', 'maximum 30 characters allowed'],
    [{ gender: undefined }, 'gender', 'This field is required'],
    [{ age: 9 }, 'age', 'Please choose one of the options'],
    [{ experience: undefined }, 'experience', 'This field is required'],
    [{ address_home: 'gotham' }, 'address_home', 'Please choose a district from the list'],
    [{ address_home: '' }, 'address_home', 'Please select district'],
    [
      { technical_cert: { cert: 'other' } },
      'technical_cert.cert_other',
      'Please enter Certification',
    ],
    [{ technical_cert: { cert: 'diploma' } }, 'technical_cert.branch', 'Please select branch'],
    [
      { qualification: 3, qualification_other: 'M.A. 2nd' },
      'qualification_other',
      'Enter only alphabets',
    ],
  ])('step 1 rejects %j', async (change, field, message) => {
    const s = await signInSeeker(t.app);
    const res = await basic(s.data.token, { ...BASIC, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
  });

  it('step 1 needs a token and is for seekers only', async () => {
    expect(
      (await call(t.app, { method: 'POST', url: '/api/user/basicdetail', payload: BASIC })).status,
    ).toBe(401);
    const employer = await signInEmployer(t.app);
    const res = await basic(employer.data.token, BASIC);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only job seekers have this profile section');
  });

  it.each([
    [{ job_intrested: [] }, 'job_intrested', 'Please select atleast 1 field'],
    [
      {
        job_intrested: ['driver', 'cook', 'helper', 'tailor'].map((job_category) => ({
          job_category,
        })),
      },
      'job_intrested',
      'You can choose at most 3 job interests',
    ],
    [
      { job_intrested: [{ job_category: 'driver', skills: ['a', 'b', 'c', 'd'] }] },
      'job_intrested.0.skills',
      'You can choose at most 3 skills for each job',
    ],
    [
      { job_intrested: [{ job_category: 'driver' }], job_other: 'x'.repeat(31) },
      'job_other',
      'enter maximum thirty digit',
    ],
  ])('step 2 rejects %j', async (change, field, message) => {
    const s = await signInSeeker(t.app);
    await basic(s.data.token, BASIC);
    const res = await put(s.data.token, { _id: s.data._id, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('locks saved job interests: new ones may be added, saved ones not removed', async () => {
    const s = await signInSeeker(t.app);
    await basic(s.data.token, BASIC);
    await put(s.data.token, { _id: s.data._id, job_intrested: [{ job_category: 'driver' }] });
    const removed = await put(s.data.token, {
      _id: s.data._id,
      job_intrested: [{ job_category: 'cook' }],
    });
    expect(removed.status).toBe(400);
    expect(removed.body).toMatchObject({
      code: 'JOB_INTEREST_LOCKED',
      message: 'Saved job interests cannot be removed',
    });
    const added = await put(s.data.token, {
      _id: s.data._id,
      job_intrested: [{ job_category: 'driver' }, { job_category: 'cook' }],
    });
    expect(
      added.body.data.job_intrested.map((j: { job_category: string }) => j.job_category),
    ).toEqual(['driver', 'cook']);
  });
});

describe('GET /api/job-category (spec 000 §7)', () => {
  it('lists about 35 categories with Hindi names, icons and 6-12 skills', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/job-category' });
    expect(res.body.success).toBe(true);
    expect(res.body.count).toBeGreaterThanOrEqual(30);
    const driver = res.body.data.find((c: { _id: string }) => c._id === 'driver');
    expect(driver).toMatchObject({ name: 'Driver', name_hi: 'ड्राइवर' });
    expect(driver.icon).toBeTruthy();
    expect(driver.skills.length).toBeGreaterThanOrEqual(6);
    expect(driver.skills[0]).toEqual({
      _id: 'lmv-licence',
      name: 'LMV licence',
      name_hi: 'एलएमवी लाइसेंस',
    });
  });

  it('answers one category by _id, and 404 for an unknown one', async () => {
    const one = await call(t.app, { method: 'GET', url: '/api/job-category/one?_id=electrician' });
    expect(one.body.data.name).toBe('Electrician');
    const missing = await call(t.app, {
      method: 'GET',
      url: '/api/job-category/one?_id=astronaut',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Job category not found');
  });
});

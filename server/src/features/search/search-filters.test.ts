import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer, type TestEmployer } from '../../../test/employer';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { EVERYONE, names, search, seedSeekers } from './test-support';

let t: TestApp;
let employer: TestEmployer;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployer(t);
  await seedSeekers(t);
});
afterAll(() => t.app.close());

describe('POST /api/user/emp/job/:id/js/filter (spec 001 §3, §5, §7)', () => {
  it.each([
    ['districts (any of them)', { address_current: ['up-lucknow'] }, ['Amit Verma', 'Priya Singh']],
    [
      'two districts',
      { address_current: ['up-lucknow', 'rj-jaipur'] },
      ['Amit Verma', 'Mohd Irfan', 'Kavita Sharma', 'Priya Singh'],
    ],
    ['skills (any overlap)', { skills: ['panel-db', 'own-bike'] }, ['Mohd Irfan', 'Sunita Devi']],
    ['a skill of a second interest', { skills: ['multimeter'] }, ['Rahul Yadav']],
    [
      'a salary range overlapping the expectation',
      { salary_from: 10000, salary_to: 13000 },
      ['Amit Verma', 'Sunita Devi'],
    ],
    ['a minimum salary only', { salary_from: '16000' }, ['Amit Verma', 'Mohd Irfan']],
    ['a maximum salary only', { salary_to: 9000 }, ['Kavita Sharma', 'Sunita Devi']],
    ['qualification', { qualification: 3 }, ['Mohd Irfan']],
    ['gender Female (0)', { gender: 0 }, ['Kavita Sharma', 'Priya Singh', 'Sunita Devi']],
    ['gender Others (2)', { gender: 2 }, ['Rahul Yadav']],
    ['experience', { experience: 7 }, ['Rahul Yadav']],
    ['age 18-24 (chosen band or birth date)', { age: 0 }, ['Kavita Sharma', 'Sunita Devi']],
    ['age 36+', { age: 3 }, ['Priya Singh', 'Rahul Yadav']],
    ['age 25-30 (the band beats the birth date)', { age: 1 }, ['Amit Verma']],
    ['speaks English well', { speak_english: 2 }, ['Mohd Irfan', 'Kavita Sharma']],
    [
      'complete profiles only',
      { profile_completed_status: true },
      ['Amit Verma', 'Mohd Irfan', 'Kavita Sharma'],
    ],
    ['complete profiles off', { profile_completed_status: false }, EVERYONE],
    ['job interest', { job_intrested: 'electrician' }, ['Mohd Irfan', 'Rahul Yadav']],
    [
      'blank values (the dialog cleared)',
      { address_current: [], skills: null, salary_from: '', gender: null },
      EVERYONE,
    ],
  ])('narrows by %s', async (_label, filters, expected) => {
    const res = await search(t, employer.token, { filters, page: 0 });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.body.count).toBe(expected.length);
  });

  it('searches the category of the path, on top of the filter', async () => {
    expect(names(await search(t, employer.token, { filters: {} }, 'driver'))).toEqual([
      'Amit Verma',
      'Rahul Yadav',
    ]);
    const both = await search(
      t,
      employer.token,
      { filters: { job_intrested: 'electrician' } },
      'driver',
    );
    expect(names(both)).toEqual(['Rahul Yadav']);
    const several = await search(
      t,
      employer.token,
      { filters: { gender: 0, address_current: ['up-kanpur-nagar'] } },
      'delivery',
    );
    expect(names(several)).toEqual(['Sunita Devi']);
  });

  it.each([
    [
      'more than 3 districts',
      { address_current: ['up-lucknow', 'up-agra', 'rj-jaipur', 'up-kanpur-nagar'] },
      'filters.address_current',
      'You can choose at most 3 districts',
    ],
    [
      'more than 5 skills',
      { skills: ['a', 'b', 'c', 'd', 'e', 'f'] },
      'filters.skills',
      'You can choose at most 5 skills',
    ],
    [
      'a maximum salary not above the minimum',
      { salary_from: 15000, salary_to: 15000 },
      'filters.salary_to',
      'Maximum salary should be more than minimum salary',
    ],
    ['an unknown district', { address_current: ['xx-nowhere'] }, 'filters.address_current.0', null],
    [
      'a gender outside the codes',
      { gender: 5 },
      'filters.gender',
      'Please choose one of the options',
    ],
  ])('refuses %s with its message', async (_label, filters, field, message) => {
    const res = await search(t, employer.token, { filters, page: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.errors[field]).toBeTruthy();
    if (message) {
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it('refuses an unknown category in the path or the filter', async () => {
    const res = await search(t, employer.token, { filters: {} }, 'rocket-science');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please choose a job category from the list',
      errors: { id: 'Please choose a job category from the list' },
    });
    const inFilter = await search(t, employer.token, {
      filters: { job_intrested: 'rocket-science' },
    });
    expect(inFilter.status).toBe(400);
    expect(inFilter.body.errors).toEqual({
      'filters.job_intrested': 'Please choose a job category from the list',
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployer,
  createEmployerWithCompany,
  JOB,
  jobRowsOf,
  PNG,
  setAllowance,
  type TestEmployer,
} from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker, uploadFile } from '../../../test/seeker';
import { jobCategories } from '../../platform/db/schema';

let t: TestApp;
let employer: TestEmployer & { companyName: string };
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployerWithCompany(t, { companyName: 'Sharma Logistics Pvt Ltd' });
  await setAllowance(t, employer.id, 50); // this file is about the form, not the plan gate
});
afterAll(() => t.app.close());

const post = (who: { token: string }, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/job/v2/post', token: who.token, payload });

describe('POST /job/v2/post: the happy path (spec 001 §5 "Post job form")', () => {
  it('saves every field and answers the job as its employer sees it', async () => {
    const logo = await uploadFile(t.app, employer, 'job_logo', PNG, 'image/png', 'logo.png');
    const res = await post(employer, {
      ...JOB,
      skills: ['lmv-licence', 'other'],
      other_skills: 'Knows city routes',
      company_logo: logo,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job posted successfully');
    const job = res.body.data;
    expect(job).toMatchObject({
      job_title: 'Delivery Driver (LMV)',
      company_name: 'Sharma Logistics Pvt Ltd',
      district: 'up-lucknow',
      job_location: 'Transport Nagar, near the bus depot',
      salary_from: 12000,
      salary_to: 18000,
      category: 'driver',
      skills: ['lmv-licence', 'Knows city routes'],
      other_skills: 'Knows city routes',
      openings: 3,
      experience: 2,
      job_timings: 1,
      job_type: 1,
      gender: 0,
      description: 'Drive our delivery van within the city. Licence needed.',
      animated_description: null,
      audio_description: null,
      status: 3,
      can_contact_emp: false,
      animated_jd_required: false,
      applicants: 0,
      views: 0,
      created_by: employer.id,
    });
    expect(job._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(job.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // The logo is answered as its public address, which serves the uploaded image.
    expect(job.company_logo).toMatch(new RegExp(`^/api/file/public/job_logo/${employer.id}/`));
    const image = await t.app.inject({ method: 'GET', url: job.company_logo });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const read = await call(t.app, {
      method: 'GET',
      url: `/api/job/recruiter/${job._id}`,
      token: employer.token,
    });
    expect(read.body.data).toEqual(job);
    // spec 001 §5: the other_skills text is stored in the place of 'Other'
    const [row] = (await jobRowsOf(t, employer.id)).filter((r) => r.id === job._id);
    expect(row).toMatchObject({
      skills: ['lmv-licence', 'Knows city routes'],
      otherSkills: 'Knows city routes',
      status: 3,
      openedAt: null,
    });
  });

  it('stores no salary, location or other skills when they are left out', async () => {
    const rich = await createEmployerWithCompany(t);
    const { salary_from, salary_to, job_location, ...rest } = JOB;
    const res = await post(rich, { ...rest, salary_from: '', salary_to: '', other_skills: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      salary_from: null,
      salary_to: null,
      job_location: null,
      other_skills: null,
      can_contact_emp: false,
    });
    const defaults = await post(rich, { ...JOB, can_contact_emp: undefined });
    expect(defaults.body.data.can_contact_emp).toBe(true);
  });
});

describe('the minimum qualification of a job (ours, for the spec 000 §2.7 filter)', () => {
  const read = (jobId: string) =>
    call(t.app, { method: 'GET', url: `/api/job/recruiter/${jobId}`, token: employer.token });

  it('saves a QUALIFICATION code and answers it on every read of the job', async () => {
    const res = await post(employer, { ...JOB, qualification: 2 });
    expect(res.status).toBe(200);
    const job = res.body.data;
    expect(job.qualification).toBe(2);
    expect((await read(job._id)).body.data.qualification).toBe(2);
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/job/recruiter/',
      token: employer.token,
    });
    const listed = list.body.data.find((j: { _id: string }) => j._id === job._id);
    expect(listed).toMatchObject({ _id: job._id, qualification: 2 });
    const [row] = (await jobRowsOf(t, employer.id)).filter((r) => r.id === job._id);
    expect(row?.qualification).toBe(2);
  });

  it('is null (any qualification) when left out, null or the empty "Any" choice', async () => {
    for (const qualification of [undefined, null, '']) {
      const res = await post(employer, { ...JOB, qualification });
      expect(res.status).toBe(200);
      expect(res.body.data.qualification).toBeNull();
      expect((await read(res.body.data._id)).body.data.qualification).toBeNull();
      const [row] = (await jobRowsOf(t, employer.id)).filter((r) => r.id === res.body.data._id);
      expect(row?.qualification).toBeNull();
    }
  });
});

describe('the company name on the job (spec 001 §5)', () => {
  it("is always a company's own name, whatever the body says", async () => {
    const res = await post(employer, { ...JOB, company_name: 'Somebody Else Ltd' });
    expect(res.body.data.company_name).toBe('Sharma Logistics Pvt Ltd');
  });

  it("is the client's name a consultancy enters", async () => {
    const consultancy = await createEmployerWithCompany(t, {
      organizationType: 'consultancy',
      companyName: 'Placement Consultants',
    });
    const res = await post(consultancy, { ...JOB, company_name: 'Gupta Cold Storage' });
    expect(res.status).toBe(200);
    expect(res.body.data.company_name).toBe('Gupta Cold Storage');
  });
});

describe('job status on posting (DESIGN.md §4)', () => {
  for (const verification of ['Not Initiated', 'In Progress', 'Declined'] as const) {
    it(`is Pending (3) while the company is ${verification}`, async () => {
      const someone = await createEmployerWithCompany(t, { verification });
      const res = await post(someone, JOB);
      expect(res.body.data.status).toBe(3);
      const [row] = await jobRowsOf(t, someone.id);
      expect(row?.openedAt).toBeNull();
    });
  }

  it('is Open (0) with opened_at when the company is Approved', async () => {
    const approved = await createEmployerWithCompany(t, { verification: 'Approved' });
    const res = await post(approved, JOB);
    expect(res.body.data.status).toBe(0);
    const [row] = await jobRowsOf(t, approved.id);
    expect(row?.status).toBe(0);
    expect(row?.openedAt).toBeInstanceOf(Date);
  });
});

describe('validation messages of the post form (spec 001 §5)', () => {
  const cases: [string, object, string, string][] = [
    [
      'salary order',
      { salary_from: 20000, salary_to: 15000 },
      'salary_to',
      'Maximum salary should be more than minimum salary',
    ],
    [
      'equal salaries',
      { salary_from: 15000, salary_to: 15000 },
      'salary_to',
      'Maximum salary should be more than minimum salary',
    ],
    [
      'salary below 7000',
      { salary_from: 6000 },
      'salary_from',
      'Salary should be between 7000 and 50000',
    ],
    ['salary letters', { salary_to: '12k00' }, 'salary_to', 'enter only numbers'],
    ['openings 0', { openings: '0' }, 'openings', 'Openings should be more than 0'],
    ['openings 3 digits', { openings: '100' }, 'openings', 'maximum 2 digits allowed'],
    ['openings letters', { openings: 'ten' }, 'openings', 'enter only numbers'],
    ['openings missing', { openings: undefined }, 'openings', 'Please enter number of openings'],
    ['job title missing', { job_title: '  ' }, 'job_title', 'Please enter job title'],
    ['job title short', { job_title: 'Dr' }, 'job_title', 'minimum 3 characters required'],
    ['job title long', { job_title: 'D'.repeat(41) }, 'job_title', 'maximum 40 characters allowed'],
    [
      'job title symbols',
      { job_title: 'Driver @ Lucknow' },
      'job_title',
      'Only letters, numbers, spaces and . , & ( ) / + - are allowed',
    ],
    ['category missing', { category: '' }, 'category', 'Please select job category'],
    ['description missing', { description: '' }, 'description', 'Please enter job description'],
    [
      'description 501',
      { description: 'a'.repeat(501) },
      'description',
      'maximum 500 characters allowed',
    ],
    ['no skills', { skills: [] }, 'skills', 'Please select atleast 1 skill'],
    [
      'six skills',
      {
        skills: ['lmv-licence', 'hmv-licence', 'two-wheeler', 'auto-rickshaw', 'e-rickshaw', 'cab'],
      },
      'skills',
      'You can choose at most 5 skills',
    ],
    ['duplicate skill', { skills: ['cab', 'cab'] }, 'skills', 'This skill is already chosen'],
    [
      'other without text',
      { skills: ['cab', 'other'] },
      'other_skills',
      'Please enter other skills',
    ],
    [
      'other text 51',
      { skills: ['other'], other_skills: 'a'.repeat(51) },
      'other_skills',
      'maximum 50 characters allowed',
    ],
    [
      'other text digits',
      { skills: ['other'], other_skills: 'Forklift 2' },
      'other_skills',
      'Only letters, spaces and . , _ - are allowed',
    ],
    [
      'job location 101',
      { job_location: 'a'.repeat(101) },
      'job_location',
      'maximum 100 characters allowed',
    ],
    ['district missing', { district: '' }, 'district', 'Please select district'],
    [
      'district unknown',
      { district: 'nowhere' },
      'district',
      'Please choose a district from the list',
    ],
    ['timings 2', { job_timings: 2 }, 'job_timings', 'Please choose one of the options'],
    ['job type 9', { job_type: 9 }, 'job_type', 'Please choose one of the options'],
    ['gender missing', { gender: undefined }, 'gender', 'This field is required'],
    ['experience 8', { experience: 8 }, 'experience', 'Please choose one of the options'],
    ['qualification 9', { qualification: 9 }, 'qualification', 'Please choose one of the options'],
    [
      'qualification text',
      { qualification: '2' },
      'qualification',
      'Please choose one of the options',
    ],
    [
      'company name short',
      { company_name: 'Abc' },
      'company_name',
      'minimum 5 characters required',
    ],
    ['contact flag', { can_contact_emp: 'yes' }, 'can_contact_emp', 'Must be true or false'],
  ];

  for (const [name, change, field, message] of cases) {
    it(`${name}: ${field} '${message}'`, async () => {
      const res = await post(employer, { ...JOB, ...change });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors[field]).toBe(message);
    });
  }

  it('saves nothing and uses no allowance on a refused form', async () => {
    const fresh = await createEmployerWithCompany(t);
    await post(fresh, { ...JOB, openings: '0' });
    await post(fresh, { ...JOB, category: 'no-such-category' });
    expect(await jobRowsOf(t, fresh.id)).toHaveLength(0);
    const sub = await call(t.app, {
      method: 'GET',
      url: '/api/user/subscription',
      token: fresh.token,
    });
    expect(sub.body.data.job_post_usage).toBe(2);
  });
});

describe('category and skills are checked against the category table', () => {
  it('refuses an unknown category', async () => {
    const res = await post(employer, { ...JOB, category: 'astronaut' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please choose a job category from the list',
      errors: { category: 'Please choose a job category from the list' },
    });
  });

  it('refuses an inactive category', async () => {
    const id = `retired-${Date.now()}`;
    await t.database.db.insert(jobCategories).values({
      id,
      nameEn: 'Retired',
      nameHi: 'बंद',
      icon: 'x',
      skills: [{ id: 'old', en: 'Old', hi: 'पुराना' }],
      isActive: false,
    });
    const res = await post(employer, { ...JOB, category: id, skills: ['old'] });
    expect(res.body.errors).toEqual({ category: 'Please choose a job category from the list' });
    await t.database.db.delete(jobCategories).where(eq(jobCategories.id, id));
  });

  it("refuses a skill of another category, and accepts 'other'", async () => {
    const res = await post(employer, { ...JOB, skills: ['lmv-licence', 'plumber-fitting'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please choose skills of the selected job category',
      errors: { skills: 'Please choose skills of the selected job category' },
    });
    const ok = await post(employer, { ...JOB, skills: ['other'], other_skills: 'Night driving' });
    expect(ok.body.data.skills).toEqual(['Night driving']);
  });

  it('takes skills where the client already put the other_skills text in place of Other', async () => {
    const res = await post(employer, {
      ...JOB,
      skills: ['lmv-licence', 'Night driving'],
      other_skills: 'Night driving',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      skills: ['lmv-licence', 'Night driving'],
      other_skills: 'Night driving',
    });
    const [row] = (await jobRowsOf(t, employer.id)).filter((r) => r.id === res.body.data._id);
    expect(row).toMatchObject({ skills: ['lmv-licence', 'Night driving'] });
    // a free text that is not the other_skills text is still refused
    const stray = await post(employer, { ...JOB, skills: ['lmv-licence', 'Night driving'] });
    expect(stray.body.errors).toEqual({
      skills: 'Please choose skills of the selected job category',
    });
  });
});

describe('the company logo is the employer’s own job_logo upload', () => {
  it("refuses another user's logo", async () => {
    const other = await createEmployerWithCompany(t);
    const theirs = await uploadFile(t.app, other, 'job_logo', PNG, 'image/png', 'logo.png');
    const res = await post(employer, { ...JOB, company_logo: theirs });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'FILE_NOT_FOUND',
      errors: { company_logo: 'File not found' },
    });
  });

  it('refuses an upload of another category', async () => {
    const photo = await uploadFile(t.app, employer, 'profile_pic', PNG, 'image/png', 'me.png');
    const res = await post(employer, { ...JOB, company_logo: photo });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ company_logo: 'File not found' });
  });

  it('refuses a malformed id', async () => {
    const res = await post(employer, { ...JOB, company_logo: 'logo.png' });
    expect(res.body.errors).toEqual({ company_logo: 'Invalid id' });
  });
});

describe('who may post (spec 001 §6)', () => {
  it('refuses a job seeker', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await post(seeker, JOB);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only employers can post jobs' });
  });

  it('refuses an employer without company details', async () => {
    const bare = await createEmployer(t);
    const res = await post(bare, JOB);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please complete your company details first');
    expect(await jobRowsOf(t, bare.id)).toHaveLength(0);
  });

  it('needs a sign-in', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/job/v2/post', payload: JOB });
    expect(res.status).toBe(401);
  });
});

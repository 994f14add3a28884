import { describe, expect, it } from 'vitest';
import { JobPostBody } from './job.schemas';
import { salaryLabel } from './salary';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).reduce<Record<string, string>>((all, i) => {
    all[i.path.join('.')] ??= i.message;
    return all;
  }, {});

const job = {
  company_name: 'Sharma Logistics',
  job_title: 'Delivery Rider (2-wheeler)',
  category: 'delivery',
  salary_from: '12000',
  salary_to: 18000,
  job_location: 'Aminabad',
  district: 'up-lucknow',
  description: 'Deliver parcels in Lucknow city.',
  skills: ['two-wheeler-riding'],
  openings: '5',
  job_timings: 0,
  job_type: 1,
  experience: 0,
  gender: 0,
};

describe('JobPostBody (spec 001 §5 post job form)', () => {
  it('accepts a job and fills the defaults', () => {
    const parsed = JobPostBody.parse(job);
    expect(parsed).toMatchObject({
      salary_from: 12000,
      salary_to: 18000,
      openings: 5,
      can_contact_emp: true,
      animated_jd_required: false,
    });
    expect(parsed.other_skills).toBeUndefined();
  });

  it('drops empty salary values', () => {
    const parsed = JobPostBody.parse({ ...job, salary_from: '', salary_to: '' });
    expect(parsed.salary_from).toBeUndefined();
    expect(parsed.salary_to).toBeUndefined();
  });

  it('takes an optional minimum qualification: a QUALIFICATION code, null for any', () => {
    expect(JobPostBody.parse({ ...job, qualification: 2 }).qualification).toBe(2);
    expect(JobPostBody.parse({ ...job, qualification: 0 }).qualification).toBe(0);
    expect(JobPostBody.parse({ ...job, qualification: null }).qualification).toBeNull();
    expect(JobPostBody.parse({ ...job, qualification: '' }).qualification).toBeNull(); // "Any"
    expect(JobPostBody.parse(job).qualification).toBeUndefined();
  });

  it.each([
    ['qualification', 9, 'invalidChoice'],
    ['qualification', -1, 'invalidChoice'],
    ['qualification', '2', 'invalidChoice'],
    ['job_title', 'ab', 'jobTitleMin'],
    ['job_title', 'x'.repeat(41), 'jobTitleMax'],
    ['job_title', 'Driver <script>', 'jobTitlePattern'],
    ['category', '', 'categoryRequired'],
    ['salary_from', '6999', 'salaryRange'],
    ['salary_from', '12a00', 'salaryDigits'],
    ['salary_to', '123456', 'salaryMaxDigits'],
    ['salary_to', '11000', 'salaryOrder'],
    ['job_location', 'x'.repeat(101), 'jobLocationMax'],
    ['district', '', 'districtRequired'],
    ['description', '', 'descriptionRequired'],
    ['description', 'x'.repeat(501), 'descriptionMax'],
    ['skills', [], 'skillsRequired'],
    ['skills', ['a', 'b', 'c', 'd', 'e', 'f'], 'jobSkillsMax'],
    ['skills', ['a', 'a'], 'jobSkillDuplicate'],
    ['openings', '', 'openingsRequired'],
    ['openings', '100', 'openingsMax'],
    ['openings', '0', 'openingsMin'],
    ['job_timings', 2, 'invalidChoice'],
    ['job_type', 9, 'invalidChoice'],
    ['gender', undefined, 'required'],
    ['company_name', 'Abc', 'companyNameMin'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(issues(JobPostBody.safeParse({ ...job, [field]: value }))[field]).toBe(message);
  });

  it('needs the text of Other, within 50 letters', () => {
    const other = { ...job, skills: ['other'] };
    expect(issues(JobPostBody.safeParse(other)).other_skills).toBe('otherSkillsRequired');
    expect(
      issues(JobPostBody.safeParse({ ...other, other_skills: 'Forklift 2' })).other_skills,
    ).toBe('otherSkillsPattern');
    expect(JobPostBody.parse({ ...other, other_skills: 'Forklift driving' }).other_skills).toBe(
      'Forklift driving',
    );
  });

  // spec 001 §5: "'Other' reveals other_skills ..., replacing the 'Other' entry"
  it('puts the other_skills text in the place of Other', () => {
    const parsed = JobPostBody.parse({
      ...job,
      skills: ['two-wheeler-riding', 'other'],
      other_skills: ' Forklift driving ',
    });
    expect(parsed.skills).toEqual(['two-wheeler-riding', 'Forklift driving']);
    expect(parsed.other_skills).toBe('Forklift driving');
  });

  it('takes skills that already hold the text, and parses its own output the same', () => {
    const body = { ...job, skills: ['Forklift driving'], other_skills: 'Forklift driving' };
    const parsed = JobPostBody.parse(body);
    expect(parsed).toMatchObject({
      skills: ['Forklift driving'],
      other_skills: 'Forklift driving',
    });
    expect(JobPostBody.parse(parsed)).toEqual(parsed);
    expect(JobPostBody.parse({ ...body, skills: ['other', 'Forklift driving'] }).skills).toEqual([
      'Forklift driving',
    ]);
    const bad = { ...body, skills: ['Forklift 2'], other_skills: 'Forklift 2' };
    expect(issues(JobPostBody.safeParse(bad)).other_skills).toBe('otherSkillsPattern');
  });

  it('drops other_skills when no skill uses it', () => {
    expect(JobPostBody.parse({ ...job, other_skills: 'Forklift' }).other_skills).toBeUndefined();
  });
});

describe('JobPostBody and the spec payload (spec 001 §7 "Post job")', () => {
  it('takes created_by as an id', () => {
    const id = '0b9a7c1e-9f51-4c53-8d0c-2f3a4b5c6d7e';
    expect(JobPostBody.parse({ ...job, created_by: id }).created_by).toBe(id);
    expect(issues(JobPostBody.safeParse({ ...job, created_by: 'me' })).created_by).toBe(
      'idInvalid',
    );
  });

  it('refuses a field it does not know with unknownField', () => {
    const result = JobPostBody.safeParse({ ...job, foo: 1 });
    expect(result.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['foo'], path: [], message: 'unknownField' },
    ]);
  });
});

describe('JobPostBody cross-field messages', () => {
  // A missing required field aborts the parse (one message per field), so these need the
  // other fields present; a wrong one, like a short title, does not hold them back.
  it("come together with the other fields' messages", () => {
    const errors = issues(
      JobPostBody.safeParse({
        ...job,
        job_title: 'ab',
        salary_from: '15000',
        salary_to: '9000',
        skills: ['other', 'other'],
      }),
    );
    expect(errors).toMatchObject({
      job_title: 'jobTitleMin',
      salary_to: 'salaryOrder',
      skills: 'jobSkillDuplicate',
      other_skills: 'otherSkillsRequired',
    });
  });
});

describe('salaryLabel (spec 001 §3 salary display)', () => {
  it.each([
    [12000, 18000, { kind: 'range', from: 12000, to: 18000 }],
    [12000, null, { kind: 'moreThan', from: 12000 }],
    [null, 18000, { kind: 'upto', to: 18000 }],
    [null, null, { kind: 'notDisclosed' }],
  ])('%s-%s', (from, to, expected) => {
    expect(salaryLabel(from, to)).toEqual(expected);
  });
});

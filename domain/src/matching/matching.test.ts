import { describe, expect, it } from 'vitest';
import {
  canRespond,
  dashboardTabOf,
  respondOutcome,
  SEEKER_RESPONSES,
  statusesLeadingTo,
} from './applications';
import { JobFilterBody, postedSince } from './job-filter';
import {
  admittedJobGenders,
  genderAdmits,
  type MatchJob,
  type MatchSeeker,
  matchScore,
  rankJobs,
} from './matching';

const seeker: MatchSeeker = {
  districts: ['up-lucknow', null, 'up-kanpur-nagar'],
  categories: ['driver'],
  skills: ['lmv-licence'],
  experience: 2,
  salary_from: 12000,
  gender: 1,
};
const base: MatchJob = {
  district: 'dl-new-delhi',
  category: 'driver',
  skills: ['truck'],
  experience: 5,
  salary_from: null,
  salary_to: null,
};
const job = (id: string, created_at: string, over: Partial<MatchJob> = {}) => ({
  _id: id,
  created_at,
  ...base,
  ...over,
});

describe('matchScore', () => {
  it('gives each reason with its weight', () => {
    expect(matchScore(seeker, base)).toEqual({ score: 0, match_reasons: ['category'] });
    const all = matchScore(seeker, {
      ...base,
      district: 'up-kanpur-nagar',
      skills: ['truck', 'lmv-licence'],
      experience: 2,
      salary_to: 12000,
    });
    expect(all).toEqual({
      score: 15,
      match_reasons: ['district', 'skills', 'experience', 'salary', 'category'],
    });
  });

  it('fits the salary on the upper bound, else the lower one, and needs a seeker salary', () => {
    expect(matchScore(seeker, { ...base, salary_from: 13000 }).match_reasons).toContain('salary');
    expect(matchScore(seeker, { ...base, salary_from: 9000, salary_to: 11999 }).score).toBe(0);
    expect(matchScore({ ...seeker, salary_from: null }, { ...base, salary_to: 40000 }).score).toBe(
      0,
    );
  });

  it('has no experience reason when the seeker has none recorded', () => {
    expect(matchScore({ ...seeker, experience: null }, { ...base, experience: 0 }).score).toBe(0);
    expect(matchScore({ ...seeker, experience: 0 }, { ...base, experience: 0 }).score).toBe(2);
  });

  it('says category only for the seeker interests', () => {
    expect(matchScore(seeker, { ...base, category: 'cook' }).match_reasons).toEqual([]);
  });
});

describe('rankJobs', () => {
  it('puts district first, then skills, experience, salary, then the newest', () => {
    const ranked = rankJobs(seeker, [
      job('newest-nothing', '2025-01-09T00:00:00Z'),
      job('salary', '2025-01-02T00:00:00Z', { salary_to: 20000 }),
      job('experience', '2025-01-02T00:00:00Z', { experience: 1 }),
      job('skills-exp-salary', '2025-01-02T00:00:00Z', {
        skills: ['lmv-licence'],
        experience: 0,
      }),
      job('skills', '2025-01-03T00:00:00Z', { skills: ['lmv-licence'] }),
      job('district-old', '2025-01-01T00:00:00Z', { district: 'up-lucknow' }),
      job('older-nothing', '2025-01-05T00:00:00Z'),
    ]);
    expect(ranked.map((j) => j._id)).toEqual([
      'district-old',
      'skills-exp-salary',
      'skills',
      'experience',
      'salary',
      'newest-nothing',
      'older-nothing',
    ]);
  });

  it('breaks equal scores and times by id', () => {
    const ranked = rankJobs(seeker, [
      job('a', '2025-01-01T00:00:00Z'),
      job('b', '2025-01-01T00:00:00Z'),
    ]);
    expect(ranked.map((j) => j._id)).toEqual(['b', 'a']);
  });
});

describe('gender rule (seeker GENDER vs JOB_GENDER)', () => {
  it.each([
    [0, [0, 1]], // Female seeker: All, Female jobs
    [1, [0, 2]], // Male seeker: All, Male jobs
    [2, [0, 3]], // Others: All, Others jobs
    [null, [0]],
    [7, [0]],
  ])('seeker gender %s is admitted by job genders %j', (g, admitted) => {
    expect(admittedJobGenders(g)).toEqual(admitted);
  });

  it('job All admits everyone, a Female job no Male seeker', () => {
    expect(genderAdmits(0, 1)).toBe(true);
    expect(genderAdmits(1, 0)).toBe(true);
    expect(genderAdmits(1, 1)).toBe(false);
    expect(genderAdmits(2, 1)).toBe(true);
    expect(genderAdmits(3, 2)).toBe(true);
    expect(genderAdmits(3, 0)).toBe(false);
  });
});

describe('seeker responses (spec 000 §4)', () => {
  it.each(SEEKER_RESPONSES)('a first answer %s is allowed', (next) => {
    expect(respondOutcome(null, next)).toBe('change');
  });
  it('from Saved to Applied or Visited', () => {
    expect(respondOutcome('Saved', 'Applied')).toBe('change');
    expect(respondOutcome('Saved', 'Visited')).toBe('change');
    expect(respondOutcome('Saved', 'Saved')).toBe('same');
  });
  it('Applied stays Applied; repeats are harmless', () => {
    expect(respondOutcome('Applied', 'Applied')).toBe('same');
    expect(canRespond('Applied', 'Saved')).toBe(false);
    expect(canRespond('Applied', 'Visited')).toBe(false);
    expect(canRespond('Visited', 'Applied')).toBe(false);
    expect(canRespond('Visited', 'Visited')).toBe(true);
  });
  it.each(['Shortlisted', 'Selected', 'Rejected', 'Hired'])(
    'nothing from the employer-set %s',
    (current) => {
      for (const next of SEEKER_RESPONSES) expect(canRespond(current, next)).toBe(false);
    },
  );
  it('knows which stored statuses lead to an answer', () => {
    expect(statusesLeadingTo('Applied')).toEqual(['Saved']);
    expect(statusesLeadingTo('Visited')).toEqual(['Saved']);
    expect(statusesLeadingTo('Saved')).toEqual([]);
  });
  it('maps statuses to dashboard tabs', () => {
    expect(
      ['Applied', 'Saved', 'Selected', 'Shortlisted', 'Hired', 'Rejected', 'Visited'].map(
        dashboardTabOf,
      ),
    ).toEqual([0, 1, 2, 3, 3, 4, -1]);
  });
});

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).reduce<Record<string, string>>((all, i) => {
    all[i.path.join('.')] ??= i.message;
    return all;
  }, {});

describe('JobFilterBody (spec 000 §5 job filter)', () => {
  it('accepts an empty filter and fills the lists', () => {
    expect(JobFilterBody.parse({})).toEqual({ district: [], category: [], skills: [] });
    expect(JobFilterBody.parse({ district: null, salary_from: '', gender: null })).toEqual({
      district: [],
      category: [],
      skills: [],
    });
  });

  it('accepts every field', () => {
    const parsed = JobFilterBody.parse({
      district: ['up-lucknow', 'up-lucknow'],
      category: ['driver'],
      skills: ['lmv-licence'],
      salary_from: '8000',
      salary_to: 20000,
      educational_qualification: 2,
      gender: 1,
      experience: 3,
      job_type: 0,
      job_timings: 1,
      job_posted_time: 4,
    });
    expect(parsed).toMatchObject({ district: ['up-lucknow'], salary_from: 8000, salary_to: 20000 });
  });

  it.each([
    ['district', ['up-lucknow', 'up-kanpur-nagar', 'up-agra', 'up-meerut'], 'filterDistrictsMax'],
    ['district', ['atlantis'], 'districtInvalid'],
    ['category', ['a', 'b', 'c', 'd'], 'filterCategoriesMax'],
    ['skills', ['a', 'b', 'c', 'd'], 'filterSkillsMax'],
    ['salary_from', '6999', 'salaryRange'],
    ['salary_from', '700', 'salaryMinDigits'],
    ['salary_to', '123456', 'salaryMaxDigits'],
    ['salary_to', '12a', 'salaryDigits'],
    ['educational_qualification', 42, 'invalidChoice'],
    ['gender', 4, 'invalidChoice'],
    ['experience', 8, 'invalidChoice'],
    ['job_type', 4, 'invalidChoice'],
    ['job_timings', 2, 'invalidChoice'],
    ['job_posted_time', 5, 'invalidChoice'],
  ])('%s %j gives %s', (field, value, key) => {
    const found = issues(JobFilterBody.safeParse({ [field]: value }));
    expect(found[field] ?? found[`${field}.0`]).toBe(key);
  });

  it('needs salary_to above salary_from', () => {
    expect(issues(JobFilterBody.safeParse({ salary_from: 20000, salary_to: 20000 }))).toEqual({
      salary_to: 'salaryOrder',
    });
  });

  it('turns a posted-time code into a window', () => {
    const now = new Date('2025-03-01T00:00:00Z');
    expect(postedSince(0, now).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(postedSince(4, now).toISOString()).toBe('2024-12-31T00:00:00.000Z');
  });
});

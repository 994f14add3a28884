import { describe, expect, it } from 'vitest';
import { ageBandOf } from '../profile/age-band';
import { CandidateSearchBody } from './search';
import { issues } from './test-support';

describe('ageBandOf (spec 001 §3 "Age codes")', () => {
  it('puts each age in its band, and nothing below 18', () => {
    expect([17, 18, 24, 25, 30, 31, 35, 36, 55].map(ageBandOf)).toEqual([
      null,
      0,
      0,
      1,
      1,
      2,
      2,
      3,
      3,
    ]);
  });
});

describe('candidate search body (spec 001 §5)', () => {
  it('defaults to an empty filter on page 0', () => {
    expect(CandidateSearchBody.parse({})).toEqual({
      filters: { address_current: [], skills: [] },
      page: 0,
    });
  });

  it('limits districts to 3 and skills to 5, and orders the salary', () => {
    const r = CandidateSearchBody.safeParse({
      filters: {
        address_current: ['up-lucknow', 'up-kanpur-nagar', 'up-agra', 'up-varanasi'],
        skills: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
    });
    expect(issues(r)).toEqual({
      'filters.address_current': 'filterDistrictsMax',
      'filters.skills': 'searchSkillsMax',
    });
    const salary = CandidateSearchBody.safeParse({
      filters: { salary_from: '15000', salary_to: '12000' },
    });
    expect(issues(salary)).toEqual({ 'filters.salary_to': 'salaryOrder' });
  });

  it('checks codes and salary bounds', () => {
    const r = CandidateSearchBody.safeParse({
      filters: {
        gender: 5,
        age: 9,
        salary_from: '5000',
        speak_english: 1,
        profile_completed_status: true,
      },
    });
    expect(issues(r)).toEqual({
      'filters.gender': 'invalidChoice',
      'filters.age': 'invalidChoice',
      'filters.salary_from': 'salaryRange',
    });
  });
});

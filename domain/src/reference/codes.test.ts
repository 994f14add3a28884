import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ABOUT_ME,
  AGE_BAND,
  APPLICATION_STATUS,
  type CodeTable,
  codesOf,
  EXPERIENCE,
  GENDER,
  HIRING_FOR,
  isCode,
  JOB_GENDER,
  JOB_POST_TIMINGS,
  JOB_POSTED_DAYS,
  JOB_POSTED_TIME,
  JOB_STATUS,
  JOB_TIMINGS,
  JOB_TYPE,
  LANGUAGES,
  label,
  ORGANIZATION_TYPE,
  QUALIFICATION,
  SPEAK_ENGLISH,
  TECH_BRANCHES,
  TECH_CERTS,
  VERIFICATION_STATUS,
  VERIFICATION_TYPE,
  VERIFICATION_TYPES_BY_ORG,
} from './codes';

const english = (table: CodeTable) =>
  Object.fromEntries(Object.entries(table).map(([code, labels]) => [code, labels.en]));

describe('code tables carry the codes and English labels of the spec', () => {
  it.each<[string, CodeTable, Record<string, string>]>([
    ['GENDER (000 §3.3)', GENDER, { 0: 'Female', 1: 'Male', 2: 'Others' }],
    ['AGE_BAND (000 §3.3, DESIGN §4)', AGE_BAND, { 0: '18-24', 1: '25-30', 2: '31-35', 3: '36+' }],
    [
      'QUALIFICATION (000 §3.3 short scale)',
      QUALIFICATION,
      { 0: 'Below 10th', 1: '10th Pass', 2: '12th Pass', 3: 'Graduate and above' },
    ],
    [
      'TECH_CERTS (000 §3.3, plus none)',
      TECH_CERTS,
      { iti: 'ITI', diploma: 'Diploma', btech: 'B.tech/B.E', other: 'Other', none: 'None' },
    ],
    [
      'EXPERIENCE (000 §3.3)',
      EXPERIENCE,
      {
        0: 'Fresher',
        1: 'Less than 1 year',
        2: '1-2 years',
        3: '2-4 years',
        4: '4-6 years',
        5: '6-8 years',
        6: '8-10 years',
        7: '10+ years',
      },
    ],
    [
      'ABOUT_ME (000 §3.3)',
      ABOUT_ME,
      {
        quick_learner: 'Quick learner',
        hard_working: 'Hard working',
        focused: 'Focused',
        honest: 'Honest',
        team_worker: 'Team worker',
        disciplined: 'Disciplined',
      },
    ],
    [
      'LANGUAGES (000 §3.3)',
      LANGUAGES,
      {
        hindi: 'Hindi',
        english: 'English',
        punjabi: 'Punjabi',
        haryanvi: 'Haryanvi',
        rajasthani: 'Rajasthani',
        other: 'Other',
      },
    ],
    ['SPEAK_ENGLISH (000 §3.3)', SPEAK_ENGLISH, { 0: 'No', 1: 'Thoda', 2: 'Good' }],
    ['JOB_TYPE (000 §3.5)', JOB_TYPE, { 0: 'Office', 1: 'Field', 2: 'Shift', 3: 'Part Time' }],
    [
      'JOB_TIMINGS (000 §3.3, §3.5)',
      JOB_TIMINGS,
      { 0: 'General', 1: 'Rotation', 2: 'Morning Shift', 3: 'Night Shift' },
    ],
    ['JOB_GENDER (000 §3.5)', JOB_GENDER, { 0: 'All', 1: 'Female', 2: 'Male', 3: 'Others' }],
    [
      'JOB_STATUS (000 §3.5)',
      JOB_STATUS,
      { 0: 'Open', 1: 'Complete', 2: 'Closed', 3: 'Pending', 4: 'Deactivated' },
    ],
    [
      'JOB_POSTED_TIME (001 §9)',
      JOB_POSTED_TIME,
      { 0: 'Today', 1: '3 days', 2: 'One week', 3: 'One month', 4: 'Two months' },
    ],
    [
      'APPLICATION_STATUS (000 §3.4)',
      APPLICATION_STATUS,
      {
        Applied: 'Applied',
        Saved: 'Saved',
        Visited: 'Visited',
        Shortlisted: 'Shortlisted',
        Selected: 'Selected',
        Rejected: 'Rejected',
        Hired: 'Hired',
      },
    ],
    [
      'VERIFICATION_STATUS (001 §3)',
      VERIFICATION_STATUS,
      {
        'Not Initiated': 'Not Initiated',
        'In Progress': 'In Progress',
        Approved: 'Approved',
        Declined: 'Declined',
      },
    ],
    ['HIRING_FOR (001 §3)', HIRING_FOR, { my_company: 'My Company', my_client: 'My Client' }],
    [
      'ORGANIZATION_TYPE (001 §3)',
      ORGANIZATION_TYPE,
      { company: 'Company', consultancy: 'Consultancy', client: 'Client' },
    ],
  ])('%s', (_name, table, expected) => {
    expect(english(table)).toEqual(expected);
  });

  it('gives the branches of each certificate (000 §3.3)', () => {
    expect(english(TECH_BRANCHES.iti)).toEqual({
      plumber: 'Plumber',
      electrician: 'Electrician',
      fitter: 'Fitter',
      other: 'Other',
    });
    const engineering = {
      electrical: 'Electrical',
      civil: 'Civil',
      mechanical: 'Mechanical',
      other: 'Other',
    };
    expect(english(TECH_BRANCHES.diploma)).toEqual(engineering);
    expect(english(TECH_BRANCHES.btech)).toEqual(engineering);
    expect(codesOf(TECH_BRANCHES.other)).toEqual([]);
    expect(Object.keys(TECH_BRANCHES).sort()).toEqual(Object.keys(TECH_CERTS).sort());
  });

  it('lists the proofs each organisation may verify with (001 §5; CIN from §3)', () => {
    expect(VERIFICATION_TYPES_BY_ORG.company).toEqual([
      'email',
      'gst',
      'pan',
      'crn',
      'cin',
      'aadhar_card',
      'shop_est_act',
      'food_license',
    ]);
    expect(VERIFICATION_TYPES_BY_ORG.consultancy).toEqual([
      'email',
      'gst',
      'pan',
      'crn',
      'individualPan',
    ]);
    for (const type of Object.values(VERIFICATION_TYPES_BY_ORG).flat()) {
      expect(VERIFICATION_TYPE[type]).toBeDefined();
    }
  });

  it('keeps job posts to General and Rotation and maps posted-time codes to days', () => {
    expect(JOB_POST_TIMINGS).toEqual([0, 1]);
    expect(JOB_POSTED_DAYS).toEqual({ 0: 1, 1: 3, 2: 7, 3: 30, 4: 60 });
  });
});

describe('Hindi labels', () => {
  const tables: CodeTable[] = [
    GENDER,
    AGE_BAND,
    QUALIFICATION,
    TECH_CERTS,
    ...Object.values(TECH_BRANCHES),
    EXPERIENCE,
    ABOUT_ME,
    LANGUAGES,
    SPEAK_ENGLISH,
    JOB_TYPE,
    JOB_TIMINGS,
    JOB_GENDER,
    JOB_STATUS,
    JOB_POSTED_TIME,
    APPLICATION_STATUS,
    HIRING_FOR,
    ORGANIZATION_TYPE,
    VERIFICATION_STATUS,
    VERIFICATION_TYPE,
  ];

  it('are Devanagari, with numbers written as Hindi newspapers print them', () => {
    for (const table of tables) {
      for (const labels of Object.values(table)) {
        expect(labels.hi).toMatch(/^[\u0900-\u097f0-9][\u0900-\u097f0-9 .\-+/()]*$/);
        expect(labels.hi).toMatch(/[\u0900-\u097f]/);
      }
    }
  });

  it('use the words the spec gives for spoken English', () => {
    expect(Object.values(SPEAK_ENGLISH).map((labels) => labels.hi)).toEqual([
      'नहीं',
      'थोड़ा',
      'अच्छी',
    ]);
  });
});

describe('label, codesOf, isCode', () => {
  it('labels a code in either language', () => {
    expect(label(GENDER, 0, 'en')).toBe('Female');
    expect(label(GENDER, 1, 'hi')).toBe('पुरुष');
    expect(label(APPLICATION_STATUS, 'Shortlisted', 'en')).toBe('Shortlisted');
    expect(label(EXPERIENCE, '7', 'en')).toBe('10+ years');
  });

  it('shows a value outside the table as it is (000 §3.3)', () => {
    expect(label(QUALIFICATION, 'B.Sc', 'hi')).toBe('B.Sc');
    expect(label(QUALIFICATION, 9, 'en')).toBe('9');
    expect(label(GENDER, 'toString', 'en')).toBe('toString');
    expect(label(GENDER, null, 'en')).toBe('');
    expect(label(GENDER, undefined, 'hi')).toBe('');
  });

  it('lists codes in order, numeric ones as numbers', () => {
    expect(codesOf(EXPERIENCE)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(codesOf(JOB_STATUS)).toEqual([0, 1, 2, 3, 4]);
    expect(codesOf(TECH_CERTS)).toEqual(['iti', 'diploma', 'btech', 'other', 'none']);
  });

  it('checks codes strictly by type', () => {
    expect(isCode(GENDER, 2)).toBe(true);
    expect(isCode(GENDER, '2')).toBe(false);
    expect(isCode(GENDER, 3)).toBe(false);
    expect(isCode(LANGUAGES, 'punjabi')).toBe(true);
    expect(isCode(LANGUAGES, 'constructor')).toBe(false);
    expect(isCode(LANGUAGES, null)).toBe(false);
  });

  it('feeds zod schemas', () => {
    const Gender = z.literal(codesOf(GENDER));
    expect(Gender.parse(1)).toBe(1);
    expect(Gender.safeParse(3).success).toBe(false);
    expect(Gender.safeParse('1').success).toBe(false);
    const Status = z.string().refine((value) => isCode(APPLICATION_STATUS, value));
    expect(Status.safeParse('Hired').success).toBe(true);
    expect(Status.safeParse('Joined').success).toBe(false);
  });
});

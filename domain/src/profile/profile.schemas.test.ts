import { describe, expect, it } from 'vitest';
import { messageText } from '../common/messages';
import { BasicDetailBody, JobInterestsBody, ProfileUpdateBody } from './profile.schemas';
import { techCertLabel } from './tech-cert';

const ID = '01234567-89ab-7def-8123-456789abcdef';
const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  (r.error?.issues ?? []).reduce<Record<string, string>>((all, i) => {
    all[i.path.join('.')] ??= i.message; // the first message of a field, as the server answers
    return all;
  }, {});
const yearsAgo = (n: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const basic = {
  name: 'Ravi Kumar',
  gender: 1,
  age: 1,
  qualification: 1,
  technical_cert: { cert: 'iti', branch: 'electrician' },
  experience: 2,
  address_home: 'up-lucknow',
};

describe('BasicDetailBody (spec 000 §2.6, §5)', () => {
  it('accepts a complete step 1, also a Devanagari name', () => {
    expect(BasicDetailBody.safeParse(basic).success).toBe(true);
    expect(BasicDetailBody.parse({ ...basic, name: 'रवि  कुमार' }).name).toBe('रवि कुमार');
    expect(BasicDetailBody.safeParse({ ...basic, technical_cert: { cert: 'none' } }).success).toBe(
      true,
    );
  });

  it.each([
    [{ name: '' }, 'name', 'nameRequired'],
    [{ name: 'Ravi123' }, 'name', 'nameLetters'],
    [{ name: 'R'.repeat(31) }, 'name', 'nameMax'],
    [{ name: 'Ra' }, 'name', 'nameShort'],
    [{ gender: undefined }, 'gender', 'required'],
    [{ gender: 7 }, 'gender', 'invalidChoice'],
    [{ age: 4 }, 'age', 'invalidChoice'],
    [{ experience: 8 }, 'experience', 'invalidChoice'],
    [{ qualification: undefined }, 'qualification', 'required'],
    [{ address_home: '' }, 'address_home', 'districtRequired'],
    [{ address_home: 'atlantis' }, 'address_home', 'districtInvalid'],
    [{ technical_cert: { cert: 'iti' } }, 'technical_cert.branch', 'branchRequired'],
    [{ technical_cert: { cert: 'other' } }, 'technical_cert.cert_other', 'certOtherRequired'],
    [
      { technical_cert: { cert: 'other', cert_other: 'W'.repeat(26) } },
      'technical_cert.cert_other',
      'certOtherMax',
    ],
    [
      { technical_cert: { cert: 'other', cert_other: 'Weld1ng' } },
      'technical_cert.cert_other',
      'alphabetsOnly',
    ],
    [{ qualification: 3, qualification_other: 'B.Com 2' }, 'qualification_other', 'alphabetsOnly'],
    [
      { qualification: 3, qualification_other: 'B'.repeat(31) },
      'qualification_other',
      'qualificationOtherMax',
    ],
  ])('rejects %j', (change, path, key) => {
    expect(issues(BasicDetailBody.safeParse({ ...basic, ...change }))[path]).toBe(key);
  });

  it('has English texts for its keys', () => {
    expect(messageText('nameLetters')).toBe('not allowed numeric');
    expect(messageText('certOtherRequired')).toBe('Please enter Certification');
    expect(messageText('alphabetsOnly')).toBe('Enter only alphabets');
  });
});

describe('JobInterestsBody', () => {
  it('accepts up to 3 categories with up to 3 skills each, known or typed', () => {
    const ok = JobInterestsBody.safeParse({
      job_intrested: [
        { job_category: 'driver', skills: ['lmv-licence', 'Route knowledge Delhi'] },
        { job_category: 'electrician', skills: [] },
      ],
      job_other: 'Cook',
    });
    expect(issues(ok)).toEqual({});
  });

  it.each([
    [{ job_intrested: [] }, 'job_intrested', 'jobInterestsMin'],
    [
      { job_intrested: ['driver', 'cook', 'helper', 'tailor'].map((c) => ({ job_category: c })) },
      'job_intrested',
      'jobInterestsMax',
    ],
    [
      { job_intrested: [{ job_category: 'driver' }, { job_category: 'driver' }] },
      'job_intrested',
      'jobInterestDuplicate',
    ],
    [
      { job_intrested: [{ job_category: 'astronaut' }] },
      'job_intrested.0.job_category',
      'jobCategoryInvalid',
    ],
    [
      { job_intrested: [{ job_category: 'driver', skills: ['a', 'b', 'c', 'd'] }] },
      'job_intrested.0.skills',
      'skillsMax',
    ],
    [
      { job_intrested: [{ job_category: 'driver', skills: [''] }] },
      'job_intrested.0.skills.0',
      'required',
    ],
    [
      { job_intrested: [{ job_category: 'driver' }], job_other: 'x'.repeat(31) },
      'job_other',
      'jobOtherMax',
    ],
  ])('rejects %j', (body, path, key) => {
    expect(issues(JobInterestsBody.safeParse(body))[path]).toBe(key);
  });
});

describe('ProfileUpdateBody (spec 000 §2.9, §5, §6)', () => {
  it('takes one section at a time', () => {
    expect(
      ProfileUpdateBody.parse({ _id: ID, salary_from: '8000', salary_to: 12000 }),
    ).toMatchObject({
      salary_from: 8000,
      salary_to: 12000,
    });
    expect(ProfileUpdateBody.safeParse({ _id: ID, dob: yearsAgo(30) }).success).toBe(true);
  });

  it.each([
    [{ salary_from: '8a00', salary_to: '9000' }, 'salary_from', 'salaryDigits'],
    [{ salary_from: '800', salary_to: '9000' }, 'salary_from', 'salaryMinDigits'],
    [{ salary_from: '800000', salary_to: '9000' }, 'salary_from', 'salaryMaxDigits'],
    [{ salary_from: '6999', salary_to: '9000' }, 'salary_from', 'salaryRange'],
    [{ salary_from: '9000', salary_to: '50001' }, 'salary_to', 'salaryRange'],
    [{ salary_from: '9000', salary_to: '9000' }, 'salary_to', 'salaryOrder'],
    [{ salary_from: '9000' }, 'salary_to', 'salaryPair'],
    [{ dob: '' }, 'dob', 'dobRequired'],
    [{ dob: yearsAgo(17) }, 'dob', 'dobRange'],
    [{ dob: yearsAgo(56, -1) }, 'dob', 'dobRange'],
    [{ language_known: [] }, 'language_known', 'languagesMin'],
    [{ language_known: ['other'] }, 'language_other', 'required'],
    [{ contact: '12345' }, 'contact', 'mobileInvalid'],
    [{ about_me: ['lazy'] }, 'about_me.0', 'invalidChoice'],
    [{ address_current: 'nowhere' }, 'address_current', 'districtInvalid'],
    [
      { educational_info: [{ institution_name: '' }] },
      'educational_info.0.institution_name',
      'institutionRequired',
    ],
    [{ gender: 3 }, 'gender', 'invalidChoice'],
    [{ age: 4 }, 'age', 'invalidChoice'],
    [{ dob: yearsAgo(30), age: 0 }, 'age', 'ageDobMismatch'],
    [{ dob: yearsAgo(36), age: 2 }, 'age', 'ageDobMismatch'],
    [{ experience: 3 }, 'experience', 'readOnly'],
    [{ address_home: 'up-lucknow' }, 'address_home', 'readOnly'],
    [{ profile_completed_status: 100 }, 'profile_completed_status', 'readOnly'],
    [{ profile_status: 2 }, 'profile_status', 'readOnly'],
    [{ hacker: true }, '', 'unknownField'],
  ])('rejects %j', (change, path, key) => {
    expect(issues(ProfileUpdateBody.safeParse({ _id: ID, ...change }))[path]).toBe(key);
  });

  // issue 14 item 10: gender can be corrected; the age band alone, or matching the birth date
  it.each([
    [{ gender: 0 }],
    [{ age: 3 }],
    [{ dob: yearsAgo(30), age: 1 }],
    [{ dob: yearsAgo(36), age: 3 }],
  ])('accepts %j', (change) => {
    expect(ProfileUpdateBody.safeParse({ _id: ID, ...change }).success).toBe(true);
  });

  it('accepts the age bounds: 18 today and 55 today', () => {
    expect(ProfileUpdateBody.safeParse({ _id: ID, dob: yearsAgo(18) }).success).toBe(true);
    expect(ProfileUpdateBody.safeParse({ _id: ID, dob: yearsAgo(55) }).success).toBe(true);
  });
});

describe('techCertLabel', () => {
  it('names the certificate and its branch in either language, typed names as typed', () => {
    expect(techCertLabel({ cert: 'iti', branch: 'electrician' }, 'en')).toBe('ITI – Electrician');
    expect(techCertLabel({ cert: 'iti', branch: 'electrician' }, 'hi')).toBe('आईटीआई – इलेक्ट्रीशियन');
    expect(techCertLabel({ cert: 'other', cert_other: 'Welding', branch_other: 'Arc' }, 'en')).toBe(
      'Welding – Arc',
    );
    expect(techCertLabel({ cert: 'none' }, 'en')).toBe('None');
    expect(techCertLabel({ cert: 'B.Voc' }, 'en')).toBe('B.Voc');
  });
});

describe('a job interest that is not an object (issue 13)', () => {
  it('names the field with the category message, not a parser text', () => {
    const result = ProfileUpdateBody.safeParse({
      _id: '0b9b8c8e-6a2f-4d3a-9a55-8f1a4a2c7e10',
      job_intrested: ['delivery'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['job_intrested', 0],
      message: 'jobCategoryInvalid',
    });
  });
});

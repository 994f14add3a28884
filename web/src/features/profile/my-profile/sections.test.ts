import { describe, expect, it } from 'vitest';
import { makeSeeker } from '../../../test/make-seeker';
import { canEdit, SECTIONS } from './sections';

const interests = (n: number) =>
  ['driver', 'cook', 'helper'].slice(0, n).map((job_category) => ({ job_category, skills: [] }));

describe('My Profile pencils (spec 000 §2.9, §6)', () => {
  it('never offers a pencil for experience and home district', () => {
    const user = makeSeeker();
    for (const page of ['profile', 'edit'] as const) {
      expect(canEdit('experience', user, page)).toBe(false);
      expect(canEdit('address_home', user, page)).toBe(false);
    }
  });

  // issue 14 item 10: §2.9 calls gender read only, but a wrong tap at onboarding must be fixable
  it('offers gender always, and the age band only while no birth date sets it', () => {
    for (const page of ['profile', 'edit'] as const) {
      expect(canEdit('gender', makeSeeker(), page)).toBe(true);
      expect(canEdit('age', makeSeeker({ dob: null }), page)).toBe(true);
      expect(canEdit('age', makeSeeker({ dob: '1995-06-15' }), page)).toBe(false);
    }
  });

  it('offers job interests only while fewer than 3 exist', () => {
    expect(canEdit('job_intrested', makeSeeker({ job_intrested: interests(2) }), 'profile')).toBe(
      true,
    );
    expect(canEdit('job_intrested', makeSeeker({ job_intrested: interests(3) }), 'profile')).toBe(
      false,
    );
  });

  it('offers the mobile number only while there is none', () => {
    expect(canEdit('contact', makeSeeker({ contact: null }), 'profile')).toBe(true);
    expect(canEdit('contact', makeSeeker({ contact: '9876543210' }), 'profile')).toBe(false);
  });

  it('offers education on My Profile for "Graduate and above" only, always on the edit page', () => {
    expect(canEdit('education', makeSeeker({ qualification: 3 }), 'profile')).toBe(true);
    expect(canEdit('education', makeSeeker({ qualification: 1 }), 'profile')).toBe(false);
    expect(canEdit('education', makeSeeker({ qualification: 1 }), 'edit')).toBe(true);
  });

  it('offers skills once there is a job interest', () => {
    expect(canEdit('skills', makeSeeker(), 'profile')).toBe(false);
    expect(canEdit('skills', makeSeeker({ job_intrested: interests(1) }), 'profile')).toBe(true);
  });

  it('lets the other sections be edited', () => {
    const open = SECTIONS.filter((s) =>
      canEdit(s, makeSeeker({ job_intrested: interests(1) }), 'profile'),
    );
    expect(open).toEqual([
      'about_me',
      'job_intrested',
      'skills',
      'technical_cert',
      'gender',
      'dob',
      'age',
      'language_known',
      'speak_english',
      'address_current',
      'address_work',
      'salary',
      'job_type',
      'job_timings',
    ]);
  });
});

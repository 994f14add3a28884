import { describe, expect, it } from 'vitest';
import { COMPLETION_WEIGHTS, missingProfileFields, profileCompletion } from './completion';

const full = {
  about_me: ['honest'],
  contact: '9876543210',
  language_known: ['hindi'],
  educational_info: [{ institution_name: 'Govt Inter College' }],
  experience: 0,
  name: 'Ravi Kumar',
  dob: '1998-04-12',
  speak_english: 0,
  address_current: 'up-lucknow',
  address_home: 'up-lucknow',
  address_work: 'up-kanpur-nagar',
  profile_pic: '/api/file/public/p.png',
  job_intrested: [{ skills: ['lmv_licence'] }],
  video_resume: 'f1',
  gender: 0,
};

describe('profileCompletion (spec 000 §9 Reading B)', () => {
  it("keeps the spec's weights, which add up to 89, and scales them to 100", () => {
    expect(Object.values(COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(89);
    expect(COMPLETION_WEIGHTS.video_resume).toBe(15);
    expect(COMPLETION_WEIGHTS.skills).toBe(7);
  });

  it('is 100 for a full profile, counting 0 codes (Female, Fresher, No English) as answers', () => {
    expect(profileCompletion(full)).toBe(100);
    expect(missingProfileFields(full)).toEqual([]);
  });

  it('is 0 for an empty profile', () => {
    expect(profileCompletion({})).toBe(0);
  });

  it.each([
    ['video_resume', { video_resume: null }, 83],
    ['skills', { job_intrested: [{ skills: [] }] }, 92],
    ['job_intrested and skills', { job_intrested: [] }, 86],
    ['speak_english', { speak_english: null }, 93],
    ['profile_pic', { profile_pic: '' }, 96],
    ['name (blank)', { name: '   ' }, 94],
  ])('drops %s', (_field, change, score) => {
    expect(profileCompletion({ ...full, ...change })).toBe(score);
  });

  it('lists missing fields heaviest first', () => {
    expect(
      missingProfileFields({ ...full, video_resume: null, about_me: [], profile_pic: null }),
    ).toEqual(['video_resume', 'about_me', 'profile_pic']);
  });
});

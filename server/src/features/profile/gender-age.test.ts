import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker, saveProfile } from '../../../test/seeker';
import { seekerProfiles } from '../../platform/db/schema';

// issue 14 item 10: gender and the age band can be corrected after onboarding; a birth date
// sets the band. The onboarded seeker (test/seeker.ts BASIC) is male (1), aged 25-30 (band 1).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

// 15 January: the age is n or n - 1, inside the same band for the ages used here
const yearsAgo = (n: number) => `${new Date().getUTCFullYear() - n}-01-15`;
const me = async (s: { token: string }) =>
  (await call(t.app, { method: 'GET', url: '/api/user/', token: s.token })).body.data;
const storedBand = async (id: string) => {
  const [row] = await t.database.db
    .select({ ageBand: seekerProfiles.ageBand })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, id));
  return row?.ageBand;
};
const putInHindi = (s: { id: string; token: string }, section: object) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/user/v2/profile',
    token: s.token,
    headers: { 'accept-language': 'hi' },
    payload: { _id: s.id, ...section },
  });

describe('gender on the profile (issue 14 item 10; spec 000 §2.9 says read only)', () => {
  it('saves a corrected gender and returns it, the completion unchanged', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { gender: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ gender: 0, profile_completed_status: 41 });
    expect(await me(s)).toMatchObject({ gender: 0, profile_completed_status: 41 });
  });

  it('refuses a code outside the GENDER table, naming the field', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { gender: 3 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ gender: 'Please choose one of the options' });
    expect((await me(s)).gender).toBe(1);
  });
});

describe('date of birth and age band (issue 14 item 10)', () => {
  it('changes the band alone while there is no birth date', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { age: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data.age).toBe(3);
    expect(await storedBand(s.id)).toBe(3);
  });

  it('derives the band from a saved birth date, stores it, and counts the date once', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { dob: yearsAgo(40) });
    expect(res.status).toBe(200);
    // 41 % before; the birth date adds its weight of 5 (42 of 89); the band weighs nothing
    expect(res.body.data).toMatchObject({
      dob: yearsAgo(40),
      age: 3,
      profile_completed_status: 47,
    });
    expect(await me(s)).toMatchObject({ dob: yearsAgo(40), age: 3 });
    expect(await storedBand(s.id)).toBe(3);
    // a later date moves the band again
    await saveProfile(t.app, s, { dob: yearsAgo(22) });
    expect(await storedBand(s.id)).toBe(0);
  });

  it('accepts a band sent with the birth date when the two agree', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { dob: yearsAgo(28), age: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dob: yearsAgo(28), age: 1 });
  });

  it('refuses a band that contradicts the birth date in the same body, in either language', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { dob: yearsAgo(40), age: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This age group does not match the date of birth',
      errors: { age: 'This age group does not match the date of birth' },
    });
    const hi = await putInHindi(s, { dob: yearsAgo(40), age: 0 });
    expect(hi.body.errors).toEqual({ age: 'यह उम्र जन्म तिथि से मेल नहीं खाती' });
    expect(await me(s)).toMatchObject({ dob: null, age: 1 });
  });

  it('refuses a different band alone once a birth date is stored; the same band is a no-op', async () => {
    const s = await createOnboardedSeeker(t.app);
    await saveProfile(t.app, s, { dob: yearsAgo(28) });
    const res = await saveProfile(t.app, s, { age: 3 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'AGE_FOLLOWS_DOB',
      message: 'Your age group comes from your date of birth. Change the date of birth instead',
      errors: {
        age: 'Your age group comes from your date of birth. Change the date of birth instead',
      },
    });
    const hi = await putInHindi(s, { age: 3 });
    expect(hi.body.errors).toEqual({
      age: 'आपकी उम्र जन्म तिथि से तय होती है। उम्र बदलनी हो तो जन्म तिथि बदलें',
    });
    expect(await storedBand(s.id)).toBe(1);
    expect((await saveProfile(t.app, s, { age: 1 })).status).toBe(200);
  });
});

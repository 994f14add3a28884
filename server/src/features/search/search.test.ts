import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer, type TestEmployer } from '../../../test/employer';
import {
  call,
  createTestApp,
  signInSeeker,
  type TestApp,
  uniqueMobile,
} from '../../../test/helpers';
import { files, seekerProfiles, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

let t: TestApp;
let employer: TestEmployer;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployer(t);
});
afterAll(() => t.app.close());

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
/** A birth date that makes the seeker `years` old (and a month) today. */
const bornYearsAgo = (years: number) => {
  const d = new Date(Date.now() - 30 * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

type SeekerOverrides = {
  name: string;
  profileStatus?: number;
  lastSeenAt?: Date;
  profile?: Partial<typeof seekerProfiles.$inferInsert>;
};

/** createSeekerRow: a seeker stored straight in the database (users + seeker_profiles). */
async function createSeekerRow(o: SeekerOverrides): Promise<string> {
  const id = newId();
  await t.database.db.insert(users).values({
    id,
    role: 0,
    contact: uniqueMobile(),
    contactVerified: true,
    name: o.name,
    lang: 'hi',
    profileStatus: o.profileStatus ?? 2,
    lastSeenAt: o.lastSeenAt ?? daysAgo(1),
  });
  await t.database.db.insert(seekerProfiles).values({
    userId: id,
    gender: 1,
    ageBand: 1,
    qualification: 2,
    experience: 2,
    speakEnglish: 1,
    addressCurrent: 'up-lucknow',
    jobIntrested: [{ job_category: 'driver', skills: ['lmv-licence'] }],
    completion: 70,
    ...o.profile,
  });
  return id;
}

const search = (body: object, category = 'all', token: string | null = employer.token) =>
  call(t.app, {
    method: 'POST',
    url: `/api/user/emp/job/${category}/js/filter`,
    ...(token ? { token } : {}),
    payload: body,
  });

const S: Record<string, string> = {};
/** The names of a result page, in order. */
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((c) => c.name);

beforeAll(async () => {
  S.amit = await createSeekerRow({
    name: 'Amit Verma',
    lastSeenAt: daysAgo(1),
    profile: {
      gender: 1,
      ageBand: 1,
      // the chosen band wins over the birth date (which says 18-24)
      dob: bornYearsAgo(22),
      qualification: 2,
      experience: 2,
      speakEnglish: 1,
      addressCurrent: 'up-lucknow',
      jobIntrested: [{ job_category: 'driver', skills: ['lmv-licence', 'two-wheeler'] }],
      salaryFrom: 12000,
      salaryTo: 16000,
      completion: 100,
    },
  });
  S.sunita = await createSeekerRow({
    name: 'Sunita Devi',
    lastSeenAt: daysAgo(2),
    profile: {
      gender: 0,
      ageBand: null,
      dob: bornYearsAgo(22),
      qualification: 1,
      experience: 0,
      speakEnglish: 0,
      addressCurrent: 'up-kanpur-nagar',
      jobIntrested: [{ job_category: 'delivery', skills: ['own-bike'] }],
      salaryFrom: 9000,
      salaryTo: 11000,
      completion: 80,
    },
  });
  S.irfan = await createSeekerRow({
    name: 'Mohd Irfan',
    lastSeenAt: daysAgo(10),
    profile: {
      gender: 1,
      ageBand: 2,
      qualification: 3,
      experience: 4,
      speakEnglish: 2,
      addressCurrent: 'rj-jaipur',
      jobIntrested: [{ job_category: 'electrician', skills: ['house-wiring', 'panel-db'] }],
      salaryFrom: 18000,
      salaryTo: 24000,
      completion: 100,
    },
  });
  S.priya = await createSeekerRow({
    name: 'Priya Singh',
    lastSeenAt: daysAgo(3),
    profile: {
      gender: 0,
      ageBand: 3,
      qualification: 2,
      experience: 1,
      speakEnglish: 1,
      addressCurrent: 'up-lucknow',
      jobIntrested: [{ job_category: 'security-guard', skills: ['night-duty'] }],
      salaryFrom: 15000,
      salaryTo: null,
      completion: 95,
    },
  });
  S.rahul = await createSeekerRow({
    name: 'Rahul Yadav',
    lastSeenAt: daysAgo(5),
    profile: {
      gender: 2,
      ageBand: null,
      dob: bornYearsAgo(40),
      qualification: 0,
      experience: 7,
      speakEnglish: 0,
      addressCurrent: 'up-kanpur-nagar',
      jobIntrested: [
        { job_category: 'driver', skills: ['hmv-licence'] },
        { job_category: 'electrician', skills: ['multimeter'] },
      ],
      salaryFrom: null,
      salaryTo: null,
      completion: 60,
    },
  });
  const photo = newId();
  S.kavita = await createSeekerRow({
    name: 'Kavita Sharma',
    lastSeenAt: daysAgo(30),
    profile: {
      gender: 0,
      ageBand: 0,
      qualification: 1,
      experience: 3,
      speakEnglish: 2,
      addressCurrent: 'rj-jaipur',
      jobIntrested: [{ job_category: 'delivery', skills: ['parcel-delivery'] }],
      salaryFrom: 7000,
      salaryTo: 9000,
      completion: 100,
    },
  });
  await t.database.db.insert(files).values({
    id: photo,
    ownerId: S.kavita,
    category: 'profile_pic',
    objectKey: `public/profile/${S.kavita}/kavita.jpg`,
    contentType: 'image/jpeg',
    declaredSize: 1000,
    size: 1000,
    isPublic: true,
    originalName: 'kavita.jpg',
    uploadedAt: new Date(),
  });
  await t.database.db
    .update(seekerProfiles)
    .set({ profilePicFile: photo })
    .where(eq(seekerProfiles.userId, S.kavita));
  // never searchable: onboarding not finished, and not seen for 100 days
  S.incomplete = await createSeekerRow({
    name: 'Incomplete Ramesh',
    profileStatus: 1,
    profile: { completion: 100 },
  });
  S.inactive = await createSeekerRow({
    name: 'Inactive Suresh',
    lastSeenAt: daysAgo(100),
    profile: { completion: 100 },
  });
});

const EVERYONE = [
  'Amit Verma',
  'Mohd Irfan',
  'Kavita Sharma',
  'Priya Singh',
  'Sunita Devi',
  'Rahul Yadav',
];

describe('POST /api/user/emp/job/:id/js/filter (spec 001 §3, §5, §7)', () => {
  it('lists complete, active seekers only: most complete first, then most recently seen', async () => {
    const res = await search({ filters: {}, page: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, count: 6 });
    expect(names(res)).toEqual(EVERYONE);
    expect(res.body.message).toBeUndefined();
  });

  it('answers a result card with the masked contact and no private field', async () => {
    const res = await search({ filters: { address_current: ['up-lucknow'] } });
    expect(res.body.data[0]).toEqual({
      _id: S.amit,
      name: 'Amit Verma',
      profile_pic: null,
      address_current: 'up-lucknow',
      age: 1,
      gender: 1,
      experience: 2,
      qualification: 2,
      salary_from: 12000,
      salary_to: 16000,
      skills: ['lmv-licence', 'two-wheeler'],
      speak_english: 1,
      completion: 100,
      contact: 'xxx-xxx-xxxx',
    });
    const all = await search({ filters: {} });
    expect(all.body.data.every((c: { contact: string }) => c.contact === 'xxx-xxx-xxxx')).toBe(
      true,
    );
    expect(JSON.stringify(all.body)).not.toMatch(/"\d{10}"/);
  });

  it('builds the photo address the way the profile does, and the age band from the birth date', async () => {
    const res = await search({ filters: { address_current: ['rj-jaipur'] } });
    const kavita = res.body.data.find((c: { _id: string }) => c._id === S.kavita);
    expect(kavita.profile_pic).toBe(`/api/file/public/profile/${S.kavita}/kavita.jpg`);
    const rahul = (await search({ filters: { experience: 7 } })).body.data[0];
    expect(rahul).toMatchObject({ name: 'Rahul Yadav', age: 3, salary_from: null });
    expect(rahul.skills).toEqual(['hmv-licence', 'multimeter']);
  });

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
    const res = await search({ filters, page: 0 });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.body.count).toBe(expected.length);
  });

  it('searches the category of the path, on top of the filter', async () => {
    expect(names(await search({ filters: {} }, 'driver'))).toEqual(['Amit Verma', 'Rahul Yadav']);
    const both = await search({ filters: { job_intrested: 'electrician' } }, 'driver');
    expect(names(both)).toEqual(['Rahul Yadav']);
    const several = await search(
      { filters: { gender: 0, address_current: ['up-kanpur-nagar'] } },
      'delivery',
    );
    expect(names(several)).toEqual(['Sunita Devi']);
  });

  it('never lists an unfinished or inactive seeker, whatever the filter', async () => {
    for (const filters of [{}, { address_current: ['up-lucknow'] }, { skills: ['lmv-licence'] }]) {
      const ids = (await search({ filters })).body.data.map((c: { _id: string }) => c._id);
      expect(ids).not.toContain(S.incomplete);
      expect(ids).not.toContain(S.inactive);
    }
    expect(names(await search({ filters: {} }, 'driver'))).not.toContain('Inactive Suresh');
  });

  it('answers "Sorry! No records found" with an empty page when nothing matches', async () => {
    const res = await search({ filters: { address_current: ['tn-chennai'] }, page: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [],
      count: 0,
      message: 'Sorry! No records found',
    });
  });

  it('pages 30 at a time with the total count', async () => {
    const db = t.database.db;
    const ids = Array.from({ length: 31 }, () => newId());
    await db.insert(users).values(
      ids.map((id, i) => ({
        id,
        role: 0,
        contact: uniqueMobile(),
        name: `Agra Seeker ${i}`,
        profileStatus: 2,
        lastSeenAt: daysAgo(1 + i),
      })),
    );
    await db
      .insert(seekerProfiles)
      .values(ids.map((userId) => ({ userId, addressCurrent: 'up-agra', completion: 50 })));
    const first = await search({ filters: { address_current: ['up-agra'] }, page: 0 });
    const second = await search({ filters: { address_current: ['up-agra'] }, page: 1 });
    expect(first.body.count).toBe(31);
    expect(first.body.data).toHaveLength(30);
    expect(second.body).toMatchObject({ success: true, count: 31 });
    expect(names(second)).toEqual(['Agra Seeker 30']);
    expect(names(first)[0]).toBe('Agra Seeker 0');
    const everyone = await search({ filters: {}, page: 1 });
    expect(everyone.body.count).toBe(37);
    expect(everyone.body.data).toHaveLength(7);
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
    const res = await search({ filters, page: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.errors[field]).toBeTruthy();
    if (message) {
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it('refuses an unknown category in the path or the filter', async () => {
    const res = await search({ filters: {} }, 'rocket-science');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please choose a job category from the list',
      errors: { id: 'Please choose a job category from the list' },
    });
    const inFilter = await search({ filters: { job_intrested: 'rocket-science' } });
    expect(inFilter.status).toBe(400);
    expect(inFilter.body.errors).toEqual({
      'filters.job_intrested': 'Please choose a job category from the list',
    });
  });

  it('is for employers only: 401 without a token, 403 for a job seeker', async () => {
    const anonymous = await search({ filters: {} }, 'all', null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const seeker = await signInSeeker(t.app);
    const denied = await search({ filters: {} }, 'all', seeker.data.token);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'Only employers can search job seekers',
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/company';
import { createEmployer, type TestEmployer } from '../../../test/employer';
import {
  call,
  createTestApp,
  signInSeeker,
  type TestApp,
  uniqueMobile,
} from '../../../test/helpers';
import { seekerProfiles, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { daysAgo, EVERYONE, names, search, seedSeekers } from './test-support';

let t: TestApp;
let employer: TestEmployer;
let S: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployer(t);
  S = await seedSeekers(t);
});
afterAll(() => t.app.close());

describe('POST /api/user/emp/job/:id/js/filter (spec 001 §3, §5, §7)', () => {
  it('lists complete, active seekers only: most complete first, then most recently seen', async () => {
    const res = await search(t, employer.token, { filters: {}, page: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, count: 6 });
    expect(names(res)).toEqual(EVERYONE);
    expect(res.body.message).toBeUndefined();
  });

  it('lists Premium members first, while their membership runs (spec 000 §6)', async () => {
    const last = EVERYONE.at(-1) as string; // the least complete profile
    const [row] = await t.database.db.select().from(users).where(eq(users.name, last));
    const until = (ms: number) => new Date(Date.now() + ms);
    try {
      await t.database.db
        .update(users)
        .set({ premiumUntil: until(86_400_000) })
        .where(eq(users.id, row?.id as string));
      expect(names(await search(t, employer.token, { filters: {} }))).toEqual([
        last,
        ...EVERYONE.slice(0, -1),
      ]);
      await t.database.db
        .update(users)
        .set({ premiumUntil: until(-1000) })
        .where(eq(users.id, row?.id as string));
      expect(names(await search(t, employer.token, { filters: {} }))).toEqual(EVERYONE);
    } finally {
      await t.database.db
        .update(users)
        .set({ premiumUntil: null })
        .where(eq(users.id, row?.id as string));
    }
  });

  it('answers a result card with the masked contact and no private field', async () => {
    const res = await search(t, employer.token, { filters: { address_current: ['up-lucknow'] } });
    const [amit] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, S.amit as string));
    expect(res.body.data[0]).toEqual({
      _id: S.amit,
      name: 'Amit Verma',
      profile_pic: null,
      address_current: 'up-lucknow',
      // issue 14 item 12: home district, wanted jobs in both languages, last visit
      address_home: 'up-barabanki',
      wanted_jobs: [{ _id: 'driver', name: 'Driver', name_hi: 'ड्राइवर' }],
      last_active: amit?.lastSeenAt.toISOString(),
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
    const all = await search(t, employer.token, { filters: {} });
    expect(all.body.data.every((c: { contact: string }) => c.contact === 'xxx-xxx-xxxx')).toBe(
      true,
    );
    expect(JSON.stringify(all.body)).not.toMatch(/"\d{10}"/);
  });

  it('builds the photo address the way the profile does, and the age band from the birth date', async () => {
    const res = await search(t, employer.token, { filters: { address_current: ['rj-jaipur'] } });
    const kavita = res.body.data.find((c: { _id: string }) => c._id === S.kavita);
    expect(kavita.profile_pic).toBe(`/api/file/public/profile/${S.kavita}/kavita.jpg`);
    const rahul = (await search(t, employer.token, { filters: { experience: 7 } })).body.data[0];
    expect(rahul).toMatchObject({ name: 'Rahul Yadav', age: 3, salary_from: null });
    expect(rahul.skills).toEqual(['hmv-licence', 'multimeter']);
    // every job interest, in the seeker's order; no home district given
    expect(rahul.wanted_jobs).toEqual([
      { _id: 'driver', name: 'Driver', name_hi: 'ड्राइवर' },
      { _id: 'electrician', name: 'Electrician', name_hi: 'इलेक्ट्रीशियन' },
    ]);
    expect(rahul.address_home).toBeNull();
    expect(Date.parse(rahul.last_active)).toBeLessThan(Date.now() - 4 * 86_400_000);
  });

  it("names a seeker's wanted jobs with a category's new names within a second of an admin's rename", async () => {
    const rahulsJobs = async () =>
      (await search(t, employer.token, { filters: { experience: 7 } })).body.data[0].wanted_jobs;
    expect((await rahulsJobs())[1]).toEqual({
      _id: 'electrician',
      name: 'Electrician',
      name_hi: 'इलेक्ट्रीशियन',
    });
    const admin = await createAdmin(t);
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/admin/job-categories',
      token: admin.token,
    });
    const saved = list.body.data.find((c: { _id: string }) => c._id === 'electrician');
    const rename = (name_en: string, name_hi: string) =>
      call(t.app, {
        method: 'PUT',
        url: '/api/admin/job-categories/electrician',
        token: admin.token,
        payload: { name_en, name_hi, icon: saved.icon, skills: saved.skills, is_active: true },
      });
    try {
      expect((await rename('House Electrician', 'घरेलू इलेक्ट्रीशियन')).status).toBe(200);
      // the mark is read at most once a second
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      expect((await rahulsJobs())[1]).toEqual({
        _id: 'electrician',
        name: 'House Electrician',
        name_hi: 'घरेलू इलेक्ट्रीशियन',
      });
    } finally {
      await rename(saved.name_en, saved.name_hi);
    }
  });

  it('never lists an unfinished or inactive seeker, whatever the filter', async () => {
    for (const filters of [{}, { address_current: ['up-lucknow'] }, { skills: ['lmv-licence'] }]) {
      const ids = (await search(t, employer.token, { filters })).body.data.map(
        (c: { _id: string }) => c._id,
      );
      expect(ids).not.toContain(S.incomplete);
      expect(ids).not.toContain(S.inactive);
    }
    expect(names(await search(t, employer.token, { filters: {} }, 'driver'))).not.toContain(
      'Inactive Suresh',
    );
  });

  it('answers "Sorry! No records found" with an empty page when nothing matches', async () => {
    const res = await search(t, employer.token, {
      filters: { address_current: ['tn-chennai'] },
      page: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [],
      count: 0,
      count_capped: false,
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
    const first = await search(t, employer.token, {
      filters: { address_current: ['up-agra'] },
      page: 0,
    });
    const second = await search(t, employer.token, {
      filters: { address_current: ['up-agra'] },
      page: 1,
    });
    expect(first.body.count).toBe(31);
    expect(first.body.data).toHaveLength(30);
    expect(second.body).toMatchObject({ success: true, count: 31 });
    expect(names(second)).toEqual(['Agra Seeker 30']);
    expect(names(first)[0]).toBe('Agra Seeker 0');
    const everyone = await search(t, employer.token, { filters: {}, page: 1 });
    expect(everyone.body.count).toBe(37);
    expect(everyone.body.data).toHaveLength(7);
  });

  it('is for employers only: 401 without a token, 403 for a job seeker', async () => {
    const anonymous = await search(t, null, { filters: {} }, 'all');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const seeker = await signInSeeker(t.app);
    const denied = await search(t, seeker.data.token, { filters: {} }, 'all');
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'Only employers can search job seekers',
    });
  });
});

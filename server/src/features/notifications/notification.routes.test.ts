import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { notify } from '../../platform/notify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });

describe('GET /api/notification/:id (the notification wrapper, spec 000 §2.12)', () => {
  it('answers one of my notifications in the shape of the list, and only mine', async () => {
    const me = await signInSeeker(t.app);
    const other = await signInSeeker(t.app);
    await t.database.db.transaction((tx) =>
      notify(tx, [
        {
          userId: me.data._id,
          type: 'JOB_HIRED',
          vars: { job_title: 'Cook', company_name: 'Annapurna Dhaba' },
          data: { job_id: '0190a000-0000-7000-8000-000000000001' },
        },
      ]),
    );
    const list = await get('/api/notification', me.data.token);
    const item = list.body.data[0];
    expect(item).toEqual({
      _id: expect.any(String),
      notification_type: 'JOB_HIRED',
      payload: 'Congratulations! You are hired for Cook at Annapurna Dhaba',
      data: { job_id: '0190a000-0000-7000-8000-000000000001' },
      status: 'new',
      created_at: expect.any(String),
    });

    const one = await get(`/api/notification/${item._id}`, me.data.token);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ success: true, data: item });

    await call(t.app, {
      method: 'PUT',
      url: `/api/notification/${item._id}`,
      token: me.data.token,
    });
    expect((await get(`/api/notification/${item._id}`, me.data.token)).body.data.status).toBe(
      'viewed',
    );

    const theirs = await get(`/api/notification/${item._id}`, other.data.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Notification not found',
    });
  });

  it('refuses a malformed id and a missing token', async () => {
    const me = await signInSeeker(t.app);
    const bad = await get('/api/notification/42', me.data.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid id');
    const anonymous = await get('/api/notification/0190a000-0000-7000-8000-000000000001');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
  });
});

describe("notifications in the screen's language", () => {
  const inLang = (url: string, token: string, lang: string) =>
    call(t.app, { method: 'GET', url, token, headers: { 'accept-language': lang } });

  it('writes every notification again in the language the screen asks for', async () => {
    const me = await signInSeeker(t.app); // the account's language: English
    await t.database.db.transaction((tx) =>
      notify(tx, [
        {
          userId: me.data._id,
          type: 'INTERVIEW_CONFIRM',
          vars: {
            job_title: 'Cook',
            company_name: 'Annapurna Dhaba',
            date: '2026-12-09',
            start_time: '15:00',
          },
        },
      ]),
    );
    const en = await inLang('/api/notification', me.data.token, 'en');
    expect(en.body.data[0].payload).toBe(
      'Interview scheduled for Cook at Annapurna Dhaba on 9 Dec 2026 at 3:00 pm',
    );
    const hi = await inLang('/api/notification', me.data.token, 'hi');
    expect(hi.body.data[0].payload).toBe(
      'Annapurna Dhaba की Cook नौकरी का इंटरव्यू 9 दिस॰ 2026 को दोपहर 3:00 बजे तय हुआ है',
    );
    const one = await inLang(`/api/notification/${hi.body.data[0]._id}`, me.data.token, 'hi');
    expect(one.body.data.payload).toBe(hi.body.data[0].payload);
    // no language asked (an integrator): the text as written, in the account's language
    expect((await get('/api/notification', me.data.token)).body.data[0].payload).toBe(
      en.body.data[0].payload,
    );
  });

  it('shows a row written before its values were kept as it was written', async () => {
    const me = await signInSeeker(t.app);
    await t.database.db.transaction(async (tx) => {
      await notify(tx, [{ userId: me.data._id, type: 'INCOMPLETE_PROFILE' }]);
      await tx.execute(sql`update notifications set vars = null where user_id = ${me.data._id}`);
    });
    const hi = await inLang('/api/notification', me.data.token, 'hi');
    expect(hi.body.data[0].payload).toBe(
      'Your profile is incomplete. Complete it to get better jobs.',
    );
  });
});

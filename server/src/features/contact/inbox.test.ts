import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp, uniqueIp } from '../../../test/helpers';
import { auditLog, contactMessages, users } from '../../platform/db/schema';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createEmployer(t);
  await t.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.app.close());

const inbox = (query = '') =>
  call(t.app, { method: 'GET', url: `/api/admin/inbox${query}`, token: admin.token });

describe('the admin inbox (issue 13 part 6)', () => {
  it('lists contact-form messages newest first and marks them handled, audited', async () => {
    for (const name of ['Sunita Devi', 'Ramesh Kumar']) {
      await call(t.app, {
        method: 'POST',
        url: '/api/contact/us',
        remoteAddress: uniqueIp(),
        payload: { name, contact_details: '9876543210', message: `Hello from ${name}` },
      });
    }
    const all = await inbox();
    expect(all.body.count).toBe(2);
    expect(all.body.data.map((m: { name: string }) => m.name)).toEqual([
      'Ramesh Kumar',
      'Sunita Devi',
    ]);
    expect(all.body.data[0]).toMatchObject({
      kind: 'contact',
      contact_details: '9876543210',
      message: 'Hello from Ramesh Kumar',
      handled_at: null,
    });
    const id = all.body.data[0]._id as string;
    const done = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/inbox/${id}/handled`,
      token: admin.token,
      payload: { handled: true },
    });
    expect(done.body).toMatchObject({ message: 'Marked handled', data: { _id: id } });
    expect(done.body.data.handled_at).toEqual(expect.any(String));
    expect((await inbox('?handled=false')).body.data.map((m: { name: string }) => m.name)).toEqual([
      'Sunita Devi',
    ]);
    expect((await inbox('?handled=true&kind=contact')).body.count).toBe(1);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject({ action: 'inbox.handled', actorId: admin.id });
  });

  it('is for administrators only, before the body; 404 and 400 name the problem', async () => {
    const employer = await createEmployer(t);
    const refused = await call(t.app, {
      method: 'GET',
      url: '/api/admin/inbox',
      token: employer.token,
    });
    expect(refused.status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/inbox' })).status).toBe(401);
    const missing = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/inbox/0190a0a0-0000-7000-8000-000000000000/handled',
      token: admin.token,
      payload: { handled: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Message not found');
    expect((await inbox('?kind=spam')).status).toBe(400);
  });
});

describe('POST /api/contact/us sent again (spec 001 §7)', () => {
  it('keeps one copy of a message sent word for word again, and answers it as sent', async () => {
    const ip = uniqueIp();
    const payload = { name: 'Geeta Sharma', contact_details: '9811122233', message: 'Call me' };
    const send = (body: object) =>
      call(t.app, { method: 'POST', url: '/api/contact/us', remoteAddress: ip, payload: body });
    const first = await send(payload);
    const again = await send(payload); // the first answer lost on a weak signal
    expect([first.body, again.body]).toEqual([
      { success: true, message: 'Thank you! We will get back to you soon.' },
      { success: true, message: 'Thank you! We will get back to you soon.' },
    ]);
    await send({ ...payload, message: 'Call me after 5 pm' });
    const rows = await t.database.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.contactDetails, '9811122233'));
    expect(rows.map((r) => r.message).sort()).toEqual(['Call me', 'Call me after 5 pm']);
  });
});

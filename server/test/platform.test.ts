import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInSeeker, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('platform', () => {
  it('reports health with database reachability and the version', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', database: 'up', version: '12.0.26-rel' },
    });
    expect(res.headers['x-app-version']).toBe('12.0.26-rel');
  });

  it('closes a request whose body stops arriving (issue 15: requestTimeout was 0, forever)', () => {
    expect(t.app.server.requestTimeout).toBe(120_000);
  });

  it('serves the public config', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/config' });
    expect(res.body.data).toMatchObject({
      version: '12.0.26-rel',
      otp_length: 4,
      resend_seconds: 60,
    });
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/no-such-thing' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Route GET /api/no-such-thing not found',
    });
    // a Hindi screen reads it in Hindi (issue 14: every word), the query not repeated
    const hindi = await call(t.app, {
      method: 'GET',
      url: '/api/no-such-thing?id=1',
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.status).toBe(404);
    expect(hindi.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'नहीं मिला' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"contact":',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers a missing body with a validation error', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/login/user' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers an oversized body with 413', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/contact/us',
      payload: { name: 'x', contact_details: '9876543210', message: 'y'.repeat(300_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the OpenAPI document with every endpoint', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/api/login/user',
      '/api/login/confirm',
      '/api/login/v2',
      '/api/login/v2/confirm',
      '/api/auth/refreshtoken',
      '/api/user/logout',
      '/api/user/',
      '/api/health',
    ]) {
      expect(paths).toContain(p);
    }
    expect(res.body.paths['/api/login/user'].post.requestBody).toBeDefined();
  });
});

describe('GET /api/notification', () => {
  it('lists my notifications with the unread count and marks one viewed', async () => {
    const seeker = await signInSeeker(t.app);
    const { notifications } = await import('../src/platform/db/schema');
    const { newId } = await import('../src/platform/ids');
    const id = newId();
    await t.database.db.insert(notifications).values({
      id,
      userId: seeker.data._id,
      notificationType: 'INCOMPLETE_PROFILE',
      payload: 'Complete your profile',
    });
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/notification?page=0',
      token: seeker.data.token,
    });
    expect(list.body).toMatchObject({ success: true, count: 1, unread: 1 });
    expect(list.body.data[0]).toMatchObject({
      _id: id,
      notification_type: 'INCOMPLETE_PROFILE',
      payload: 'Complete your profile',
      status: 'new',
    });
    const mark = await call(t.app, {
      method: 'PUT',
      url: `/api/notification/${id}`,
      token: seeker.data.token,
    });
    expect(mark.body).toEqual({ success: true, message: 'Notification marked as viewed' });
    const after = await call(t.app, {
      method: 'GET',
      url: '/api/notification',
      token: seeker.data.token,
    });
    expect(after.body).toMatchObject({ count: 1, unread: 0 });
    expect(after.body.data[0].status).toBe('viewed');
  });

  it("cannot mark another user's notification", async () => {
    const owner = await signInSeeker(t.app);
    const other = await signInSeeker(t.app);
    const { notifications } = await import('../src/platform/db/schema');
    const { newId } = await import('../src/platform/ids');
    const id = newId();
    await t.database.db
      .insert(notifications)
      .values({ id, userId: owner.data._id, notificationType: 'JOB_POST', payload: 'x' });
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/notification/${id}`,
      token: other.data.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('needs a token', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/notification' })).status).toBe(401);
  });
});

describe('POST /api/contact/us', () => {
  it('stores the message with contact_details lower-cased', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/contact/us',
      payload: { name: 'Sunita', contact_details: 'Sunita@Mail.COM', message: 'Need a driver job' },
    });
    expect(res.body).toEqual({
      success: true,
      message: 'Thank you! We will get back to you soon.',
    });
    const { sql } = await import('drizzle-orm');
    const rows = (await t.database.db.execute(
      sql`select contact_details from contact_messages where name = 'Sunita'`,
    )) as unknown as { rows: { contact_details: string }[] };
    expect(rows.rows.map((r) => r.contact_details)).toContain('sunita@mail.com');
  });

  it('rejects a bad contact with the spec message', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/contact/us',
      payload: { name: 'Sunita', contact_details: 'hello', message: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      contact_details: 'Please enter a valid phone number or email',
    });
  });
});

describe('dev outbox and API docs', () => {
  it('are not served in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kaamkaj.in',
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    });
    try {
      const res = await call(prod.app, { method: 'GET', url: '/api/dev/outbox' });
      expect(res.status).toBe(404);
      // issue 15 item 7: no API map in production unless API_DOCS asks for it
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await call(prod.app, { method: 'GET', url })).status).toBe(404);
      }
    } finally {
      await prod.app.close();
    }
  });
});

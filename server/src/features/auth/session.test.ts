import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  expiredToken,
  sessionOf,
  signInEmployer,
  signInSeeker,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const refresh = (token?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/auth/refreshtoken',
    headers: token === undefined ? {} : { 'x-refreshtoken': token },
  });
const me = (token?: string, id = '') =>
  call(t.app, { method: 'GET', url: `/api/user/${id ? `?_id=${id}` : ''}`, token });

describe('POST /api/auth/refreshtoken (rotation)', () => {
  it('gives a new access token and a new refresh token', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await refresh(seeker.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.refresh_token).not.toBe(seeker.refresh_token);
    expect((await me(res.body.data.token)).body.data._id).toBe(seeker.data._id);
    expect((await refresh(res.body.data.refresh_token)).status).toBe(200);
  });

  // issue 15 item 8: two tabs refreshing at once used to sign the user out
  it('gives two tabs refreshing with the same token the same successor, both signed in', async () => {
    const seeker = await signInSeeker(t.app);
    const [a, b] = await Promise.all([
      refresh(seeker.refresh_token),
      refresh(seeker.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.refresh_token).toBe(a.body.data.refresh_token);
    expect((await me(b.body.data.token)).status).toBe(200);
    expect((await refresh(a.body.data.refresh_token)).status).toBe(200);
  });

  it('still ends the session when the successor was already used, even within the window', async () => {
    const seeker = await signInSeeker(t.app);
    const first = await refresh(seeker.refresh_token);
    expect((await refresh(first.body.data.refresh_token)).status).toBe(200);
    const reuse = await refresh(seeker.refresh_token);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await me(seeker.data.token)).body.code).toBe('SESSION_REVOKED');
  });

  it('revokes the whole session when an old refresh token is reused after 30 s', async () => {
    const seeker = await signInSeeker(t.app);
    const rotated = await refresh(seeker.refresh_token);
    await t.database.db.execute(
      sql`update refresh_tokens set used_at = used_at - interval '31 seconds' where session_id = ${sessionOf(seeker.data.token)} and used_at is not null`,
    );
    const reuse = await refresh(seeker.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({
      success: false,
      code: 'REFRESH_TOKEN_REUSED',
      message: 'This session was signed out for your safety, please sign in again',
    });
    // The thief's and the owner's tokens of that session are all dead now.
    expect((await refresh(rotated.body.data.refresh_token)).status).toBe(401);
    expect((await me(rotated.body.data.token)).status).toBe(401);
    expect((await me(seeker.data.token)).body.code).toBe('SESSION_REVOKED');
  });

  it('refuses a missing or unknown refresh token', async () => {
    expect((await refresh()).body.code).toBe('INVALID_REFRESH_TOKEN');
    const res = await refresh('not-a-real-token');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has ended, please sign in again');
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const seeker = await signInSeeker(t.app);
    const out = await call(t.app, {
      method: 'GET',
      url: '/api/user/logout',
      token: seeker.data.token,
    });
    expect(out.body).toEqual({ success: true, message: 'Logged out successfully' });
    const after = await me(seeker.data.token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_REVOKED');
    expect((await refresh(seeker.refresh_token)).status).toBe(401);
  });

  it('needs a token', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/user/logout' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
    });
  });

  it('leaves other sessions of the same user signed in', async () => {
    const first = await signInSeeker(t.app);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update otp_challenges set created_at = created_at - interval '2 minutes' where destination = ${first.contact}`,
    );
    const second = await signInSeeker(t.app, first.contact);
    await call(t.app, { method: 'GET', url: '/api/user/logout', token: first.data.token });
    expect((await me(second.data.token)).status).toBe(200);
  });
});

describe('GET /api/user/', () => {
  it('answers 401 without a token, and for a forged one', async () => {
    expect((await me()).status).toBe(401);
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('INVALID_TOKEN');
  });

  it('answers 400 "jwt expired" for an expired access token (spec 000 §8)', async () => {
    const seeker = await signInSeeker(t.app);
    const token = await expiredToken(seeker.data._id, sessionOf(seeker.data.token));
    const res = await me(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'TOKEN_EXPIRED', message: 'jwt expired' });
  });

  it("refuses another user's _id with 403", async () => {
    const seeker = await signInSeeker(t.app);
    const employer = await signInEmployer(t.app);
    const res = await me(seeker.data.token, employer.data._id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'You can only see your own profile',
    });
  });

  it('refuses a malformed _id with 400', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await me(seeker.data.token, 'abc');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ _id: 'Invalid id' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  signInEmployer,
  signInSeeker,
  type TestApp,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/helpers';
import { users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const LONG_AGO = new Date('2024-01-01T00:00:00Z');
const lastSeen = async (id: string) => {
  const [row] = await t.database.db
    .select({ at: users.lastSeenAt })
    .from(users)
    .where(eq(users.id, id));
  return row?.at.getTime() ?? 0;
};

// Issue 6: candidate search lists only seekers seen lately, so sign-in and refresh mark a visit.
describe('users.last_seen_at', () => {
  it('moves on a seeker OTP sign-in and on a token refresh', async () => {
    const id = newId();
    const contact = uniqueMobile();
    await t.database.db.insert(users).values({ id, role: 0, contact, lastSeenAt: LONG_AGO });
    const before = Date.now();
    const signedIn = await signInSeeker(t.app, contact);
    expect(signedIn.data._id).toBe(id);
    expect(await lastSeen(id)).toBeGreaterThanOrEqual(before - 1000);

    await t.database.db.update(users).set({ lastSeenAt: LONG_AGO }).where(eq(users.id, id));
    const refreshed = await call(t.app, {
      method: 'POST',
      url: '/api/auth/refreshtoken',
      headers: { 'x-refreshtoken': signedIn.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(await lastSeen(id)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('moves on an employer OTP sign-in', async () => {
    const id = newId();
    const email = uniqueEmail();
    await t.database.db.insert(users).values({ id, role: 2, email, lastSeenAt: LONG_AGO });
    const before = Date.now();
    const signedIn = await signInEmployer(t.app, email);
    expect(signedIn.data._id).toBe(id);
    expect(await lastSeen(id)).toBeGreaterThanOrEqual(before - 1000);
  });
});

import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestCluster, signInSeeker, type TestApp, uniqueMobile } from './helpers';

// issue 17 item 5: two instances of the server behind a proxy, on one PostgreSQL and one Redis,
// as deploy/compose.yml runs them. Every request here names the instance that answers it.

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** A client address no other run sees: Redis keeps rate-limit counters across test runs. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const LIMIT = 4;

describe.skipIf(!shared)(
  'two instances on one PostgreSQL and one Redis (skipped without DATABASE_URL and REDIS_URL: two instances cannot share an embedded PGlite, nor an in-process rate limiter)',
  () => {
    let cluster: Awaited<ReturnType<typeof createTestCluster>>;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      cluster = await createTestCluster(2, { OTP_IP_REQUESTS_PER_HOUR: String(LIMIT) });
      [a, b] = cluster.instances as [TestApp, TestApp];
    });
    afterAll(() => cluster?.close());

    const me = (app: FastifyInstance, token: string) =>
      call(app, { method: 'GET', url: '/api/user/', token });
    const refresh = (app: FastifyInstance, token: string) =>
      call(app, {
        method: 'POST',
        url: '/api/auth/refreshtoken',
        headers: { 'x-refreshtoken': token },
      });

    it('runs on one database and the Redis of REDIS_URL', () => {
      expect(a.config.DATABASE_URL).toBe(cluster.url);
      expect(b.config.DATABASE_URL).toBe(cluster.url);
      expect(a.config.REDIS_URL).toBe(process.env.REDIS_URL);
      expect(b.config.REDIS_URL).toBe(process.env.REDIS_URL);
      expect(a.database).not.toBe(b.database); // each its own pool, as separate processes
    });

    it('a session opened on A works on B, is refreshed on B, and logout on A ends it on B at once', async () => {
      const seeker = await signInSeeker(a.app);
      expect(seeker.success).toBe(true);

      const onB = await me(b.app, seeker.data.token);
      expect(onB.status).toBe(200);
      expect(onB.body.data).toMatchObject({ _id: seeker.data._id, contact: seeker.contact });

      // the refresh token rotates on B; the new access token works on A
      const rotated = await refresh(b.app, seeker.refresh_token);
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.refresh_token).not.toBe(seeker.refresh_token);
      const onA = await me(a.app, rotated.body.data.token);
      expect(onA.body.data._id).toBe(seeker.data._id);
      expect((await me(b.app, rotated.body.data.token)).status).toBe(200);

      const out = await call(a.app, {
        method: 'GET',
        url: '/api/user/logout',
        token: rotated.body.data.token,
      });
      expect(out.body).toEqual({ success: true, message: 'Logged out successfully' });

      // B read this session a moment ago; it must not answer from anything it kept
      for (const token of [rotated.body.data.token, seeker.data.token]) {
        const after = await me(b.app, token);
        expect(after.status).toBe(401);
        expect(after.body).toEqual({
          success: false,
          code: 'SESSION_REVOKED',
          message: 'You have been signed out, please sign in again',
        });
      }
      const again = await refresh(b.app, rotated.body.data.refresh_token);
      expect(again.status).toBe(401);
      expect(again.body).toEqual({
        success: false,
        code: 'INVALID_REFRESH_TOKEN',
        message: 'Your session has ended, please sign in again',
      });
    });

    it('a session ended on B is refused on A too', async () => {
      const seeker = await signInSeeker(b.app);
      expect((await me(a.app, seeker.data.token)).status).toBe(200);
      await call(b.app, { method: 'GET', url: '/api/user/logout', token: seeker.data.token });
      const after = await me(a.app, seeker.data.token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('SESSION_REVOKED');
      expect((await refresh(a.app, seeker.refresh_token)).body.code).toBe('INVALID_REFRESH_TOKEN');
    });

    /** Asks for a sign-in code for a new number from `ip`, on the instance given. */
    const askCode = (app: FastifyInstance, ip: string) =>
      call(app, {
        method: 'POST',
        url: '/api/login/user',
        payload: { contact: uniqueMobile(), opt_in: true, tnc: true },
        remoteAddress: ip,
      });

    it('counts the per-IP code limit across both instances: the same total as on one', async () => {
      // one instance alone: LIMIT codes, then refused
      const alone = freshIp();
      const onOne = [];
      for (let i = 0; i < LIMIT + 2; i++) onOne.push((await askCode(a.app, alone)).status);
      expect(onOne).toEqual([200, 200, 200, 200, 429, 429]);

      // the requests of one client spread over A and B, as the proxy spreads them
      const spread = freshIp();
      const answers = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await askCode(i % 2 === 0 ? a.app : b.app, spread);
        answers.push({ on: i % 2 === 0 ? 'A' : 'B', status: res.status, body: res.body });
      }
      expect(answers.map((r) => `${r.on} ${r.status}`)).toEqual([
        'A 200',
        'B 200',
        'A 200',
        'B 200',
        'A 429',
        'B 429',
      ]);
      expect(answers[0]?.body).toEqual({ success: true, message: 'OTP sent successfully' });
      for (const refused of answers.slice(LIMIT)) {
        expect(refused.body).toEqual({
          success: false,
          code: 'IP_LIMIT',
          message: 'Too many attempts from your network. Please try again after some time.',
        });
      }
      // a third address is not held back by the other two
      expect((await askCode(b.app, freshIp())).status).toBe(200);
    });
  },
);

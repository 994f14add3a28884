import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LoginResult, PAGE_COOKIE } from '@kaamkaj/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import pino from 'pino';
import { inject } from 'vitest';
import { type BuildOptions, buildApp, createCache } from '../src/app';
import type { Cache } from '../src/platform/cache';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, openDatabase, poolSettings } from '../src/platform/db/client';
import { preparedDump } from '../src/platform/db/embedded';
import { deriveKey } from '../src/platform/secrets';
import { freshPgDatabase } from './pg-databases';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: TEST_SECRET,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-test-')),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...overrides,
  });
}

/** `cache` is the app's own (memory, or Redis with REDIS_URL): tests that write rows directly
 * tell it what the service would have (e.g. `categoriesOpened` after inserting an Open job). */
export type TestApp = { app: FastifyInstance; config: Config; database: Database; cache: Cache };

const cacheOf = (config: Config) => createCache(config, pino({ level: 'silent' }));

/** The migrated database's tarball, read once per test file's process. */
let dump: Promise<Blob> | undefined;
const migratedDump = () => {
  dump ??= preparedDump().then((file) => new Blob([readFileSync(file)]));
  return dump;
};

/**
 * A fresh app on in-memory PGlite, or on the PostgreSQL of DATABASE_URL (CI's second run). On
 * PostgreSQL each app gets a database of its own, made here and dropped when the app closes, so
 * test files running side by side never see each other's rows (a feed lists every Open job).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Pick<BuildOptions, 'cache' | 'worker' | 'serveWeb'> = {},
): Promise<TestApp> {
  // on PostgreSQL a copy of the database the global setup migrated (test/global-setup.ts)
  const template = process.env.DATABASE_URL ? inject('pgTemplate') : undefined;
  const fresh = process.env.DATABASE_URL
    ? await freshPgDatabase(process.env.DATABASE_URL, { template })
    : null;
  const config = testConfig(fresh ? { DATABASE_URL: fresh.url, ...overrides } : overrides);
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: null,
    // in memory, from the migrated database prepared once (test/global-setup.ts), every
    // migration applied: not initdb and the migrator, 3 to 5 s an app
    loadDataDir: config.DATABASE_URL ? undefined : await migratedDump(),
    pool: poolSettings(config),
  });
  if (config.DATABASE_URL && !template) await database.migrate();
  const cache = options.cache ?? cacheOf(config);
  const app = await buildApp({ config, database, ...options, cache });
  if (fresh) {
    // onClose hooks run last-registered first: close the pool here, then drop the database.
    app.addHook('onClose', async () => {
      await database.close();
      await fresh.drop();
    });
  }
  await app.ready();
  return { app, config, database, cache };
}

/**
 * issue 17 item 5: `count` instances of the app on one fresh PostgreSQL database (DATABASE_URL),
 * each with a pool of its own as separate processes would have, and on the Redis of REDIS_URL
 * when set: what several replicas behind a proxy share. Migrated once; `close` closes them all
 * and drops the database.
 */
export async function createTestCluster(
  count: number,
  overrides: Record<string, string> = {},
): Promise<{ instances: TestApp[]; url: string; close: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('createTestCluster needs DATABASE_URL (PGlite is one process)');
  const fresh = await freshPgDatabase(baseUrl);
  const instances: TestApp[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const config = testConfig({
        DATABASE_URL: fresh.url,
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        ...overrides,
      });
      const database = openDatabase({ url: fresh.url, dataDir: null, pool: poolSettings(config) });
      await database.migrate(); // the first migrates; the others find nothing to do, as replicas
      const cache = cacheOf(config);
      const app = await buildApp({ config, database, cache });
      await app.ready();
      instances.push({ app, config, database, cache });
    }
  } catch (err) {
    await Promise.all(instances.map((t) => t.app.close()));
    await fresh.drop();
    throw err;
  }
  return {
    instances,
    url: fresh.url,
    close: async () => {
      await Promise.all(instances.map((t) => t.app.close())); // each closes its own pool
      await fresh.drop();
    },
  };
}

let counter = 0;
const START = Math.floor(Date.now() / 1000) % 100;
/**
 * A mobile number no other test of this file uses (each file has a database of its own), and
 * unlikely to repeat across runs on a shared PostgreSQL: fixed-width parts, so two different
 * (time, counter) pairs never spell the same digits.
 */
export function uniqueMobile(): string {
  counter += 1;
  const pid = String(process.pid % 1000).padStart(3, '0');
  const start = String(START).padStart(2, '0');
  return `9${pid}${start}${String(counter % 10_000).padStart(4, '0')}`;
}

export function uniqueEmail(): string {
  counter += 1;
  return `hr.${process.pid}.${Date.now()}.${counter}@example-company.in`;
}

/** A per-test client address, so per-IP caps of one test do not touch another. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export async function call(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = opts;
  const res = await app.inject({
    remoteAddress: '127.0.0.1',
    ...rest,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function latestOtp(app: FastifyInstance, to: string): Promise<string> {
  const res = await call(app, {
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const otp = res.body.data?.[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${to}`);
  return otp;
}

/** The page cookie a response set (issue 16 item 3), as `kaamkaj_page=<value>`, or null. */
export function pageCookieOf(headers: Record<string, unknown>): string | null {
  const set = headers['set-cookie'];
  const cookies = Array.isArray(set) ? set : typeof set === 'string' ? [set] : [];
  const cookie = cookies.find((c: string) => c.startsWith(`${PAGE_COOKIE}=`));
  return cookie ? (cookie.split(';')[0] ?? null) : null;
}

export async function signInSeeker(app: FastifyInstance, contact = uniqueMobile()) {
  const remoteAddress = uniqueIp();
  const sent = await call(app, {
    method: 'POST',
    url: '/api/login/user',
    payload: { contact, opt_in: true, tnc: true },
    remoteAddress,
  });
  if (sent.status !== 200) throw new Error(`login failed: ${JSON.stringify(sent.body)}`);
  const otp = await latestOtp(app, contact);
  const res = await call(app, {
    method: 'POST',
    url: '/api/login/confirm',
    payload: { contact, otp },
    remoteAddress,
  });
  return { contact, ...(res.body as LoginResult), pageCookie: pageCookieOf(res.headers) };
}

export async function signInEmployer(app: FastifyInstance, email = uniqueEmail()) {
  const remoteAddress = uniqueIp();
  await call(app, {
    method: 'POST',
    url: '/api/login/v2',
    payload: { user_name: email, login_type: 'email', opt_in: true, tnc: true },
    remoteAddress,
  });
  const otp = await latestOtp(app, email);
  const res = await call(app, {
    method: 'POST',
    url: '/api/login/v2/confirm',
    payload: { user_name: email, login_type: 'email', otp, lead_source: 'test' },
    remoteAddress,
  });
  return { email, ...(res.body as LoginResult), pageCookie: pageCookieOf(res.headers) };
}

/** An access token that ran out a minute ago, signed with the app's key. */
export function expiredToken(userId: string, sessionId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 0, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(deriveKey(TEST_SECRET, 'access-token'));
}

/**
 * The same session's access token signed again at the current (perhaps faked) time: a test that
 * moves the clock hours away keeps a caller who is still signed in.
 */
export function resignedToken(token: string): Promise<string> {
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(deriveKey(TEST_SECRET, 'access-token'));
}

/** The session id inside an access token. */
export function sessionOf(token: string): string {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()).sid;
}

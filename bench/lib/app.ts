// What the benchmarks that start the app in-process share: its migrations, and the app on a
// free port with a session of one user whose access token the app's own token service signs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { type BuildOptions, buildApp } from '../../server/src/app';
import { accessTokens } from '../../server/src/platform/auth';
import type { Cache } from '../../server/src/platform/cache';
import { type Config, loadConfig } from '../../server/src/platform/config';
import { openDatabase } from '../../server/src/platform/db/client';
import { serve } from './measure';

/**
 * The app's configuration as production runs it, on `databaseUrl`: a fresh secret and data
 * directory, and a Razorpay gateway that production requires (the benches never call it).
 * `settings` add to it or replace (LOG_LEVEL, REDIS_URL ...).
 */
export function benchConfig(databaseUrl: string, settings: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: 'bench',
    RAZORPAY_WEBHOOK_SECRET: 'bench',
    APP_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-bench-')),
    ...settings,
  } as NodeJS.ProcessEnv);
}

/** Runs the server's migrations on `url`, as server/src/main.ts does. */
export async function migrated(url: string) {
  const migrating = openDatabase({ url, dataDir: null });
  await migrating.migrate();
  await migrating.close();
}

/**
 * The app on `config.DATABASE_URL`, listening on a free port, and a token of a new session of
 * the user `userSql` (an SQL expression naming their id) in `role`; `options` as buildApp's.
 */
export async function appSignedInAs(
  pool: pg.Pool,
  config: Config,
  userSql: string,
  role: number,
  options: Pick<BuildOptions, 'cache'> = {},
) {
  const [session] = (
    await pool.query<{ id: string; uid: string }>(
      `insert into sessions (id, user_id, user_agent) values (gen_random_uuid(), ${userSql}, 'bench')
       returning id, user_id as uid`,
    )
  ).rows;
  if (!session) throw new Error('no session');
  const token = await accessTokens(config).sign({ id: session.uid, role }, session.id);
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: null });
  const app = await buildApp({ config, database, ...options });
  return { token, app, database, base: await serve(app) };
}

/** `count` random seekers with a session each; their tokens come from the app's token service. */
export async function sampleSeekers(pool: pg.Pool, config: Config, count: number) {
  const tokens = accessTokens(config);
  const sampled = await pool.query<{ id: string; sid: string }>(
    `insert into sessions (id, user_id, user_agent)
     select gen_random_uuid(), user_id, 'bench' from
       (select user_id from seeker_profiles order by random() limit $1) s
     returning user_id as id, id as sid`,
    [count],
  );
  return Promise.all(
    sampled.rows.map(async (s) => ({
      id: s.id,
      token: await tokens.sign({ id: s.id, role: 0 }, s.sid),
    })),
  );
}

/**
 * Empties the app's cache keys in Redis (a run before left feeds of the same seeker ids), or only
 * those whose key starts with `prefix`.
 */
export async function appCacheEmptied(redis: Redis, prefix = '') {
  const stale = await redis.keys(`kaamkaj:cache:${prefix}*`);
  for (let i = 0; i < stale.length; i += 1000) await redis.del(...stale.slice(i, i + 1000));
}

/**
 * `cache` but for the keys starting with `prefix`, which it never holds: an app on it counts a
 * search each time (a search's "1,000+" is kept a minute: the candidate search's
 * `search-count:`, the admin job search's `admin-jobs-count:`), as a first search does.
 */
export function keepingNoCounts(cache: Cache, prefix: string): Cache {
  const isCount = (key: string) => key.startsWith(prefix);
  return {
    ...cache,
    get: (key) => (isCount(key) ? Promise.resolve(null) : cache.get(key)),
    set: (key, value, ttl) => (isCount(key) ? Promise.resolve() : cache.set(key, value, ttl)),
  };
}

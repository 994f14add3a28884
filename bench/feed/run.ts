// Feed benchmark (issue 5 item 8; bench/README.md). Not part of `npm test`.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kk_bench node --import tsx bench/feed/run.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MatchSeeker } from '@kaamkaj/domain';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/src/app';
import { feedRanking, rankedJobIds } from '../../server/src/features/feed/feed.queries';
import { loadMatchSeeker } from '../../server/src/features/feed/feed.service';
import { accessTokens } from '../../server/src/platform/auth';
import { type Cache, redisCache } from '../../server/src/platform/cache';
import { loadConfig } from '../../server/src/platform/config';
import { openDatabase } from '../../server/src/platform/db/client';
import {
  figures,
  int,
  load as loadRun,
  printFigures,
  requiredDatabaseUrl,
  serve,
  type Target,
} from '../lib/measure';
import { printProfile, profiled } from '../lib/profile';
import { generate } from './generate';

const DATABASE_URL = requiredDatabaseUrl(
  'the benchmark writes 1,000,000 jobs into that PostgreSQL',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kk_bench node --import tsx bench/feed/run.ts',
);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const scale = {
  jobs: int('BENCH_JOBS', 1_000_000),
  seekers: int('BENCH_SEEKERS', 200_000),
  employers: int('BENCH_EMPLOYERS', 2_000),
};
const DURATION = int('BENCH_DURATION', 20);
const CONNECTIONS = int('BENCH_CONNECTIONS', 50);
const SQL_RUNS = int('BENCH_SQL_RUNS', 500);
const SAMPLE = int('BENCH_SAMPLE_SEEKERS', 2_000);
const P95_GOAL_MS = 50;

const load = (url: string, targets: Target[], duration = DURATION) =>
  loadRun(url, targets, { duration, connections: CONNECTIONS });

/**
 * The production cache (Redis, the adapter REDIS_URL selects), counting how many feed-page reads
 * it could answer: a page read is the first read of a GET /job/all (platform/feed-cache.ts).
 */
function countingCache(inner: Cache): Cache & { hits: number; misses: number; reset(): void } {
  const counted = {
    ...inner,
    hits: 0,
    misses: 0,
    reset() {
      counted.hits = 0;
      counted.misses = 0;
    },
    async get(key: string) {
      const value = await inner.get(key);
      if (key.startsWith('feedpage:')) {
        if (value === null) counted.misses += 1;
        else counted.hits += 1;
      }
      return value;
    },
  };
  return counted;
}

async function main() {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    // production refuses the simulated checkout; the feed never calls the gateway
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: 'bench',
    RAZORPAY_WEBHOOK_SECRET: 'bench',
    LOG_LEVEL: 'warn',
    // production samples 1 % of requests into the access log: 13 lines a second into this
    // output at the hits' rate; what it costs per request is one Math.random()
    ACCESS_LOG_SAMPLE: '0',
    APP_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL,
    REDIS_URL,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-bench-')),
  } as NodeJS.ProcessEnv);
  const database = openDatabase({ url: DATABASE_URL, dataDir: null });
  await database.migrate();

  const have = await pool.query<{ jobs: string; seekers: string }>(
    'select (select count(*) from jobs) as jobs, (select count(*) from seeker_profiles) as seekers',
  );
  const row = have.rows[0];
  if (
    process.env.BENCH_REGENERATE !== '1' &&
    Number(row?.jobs) === scale.jobs &&
    Number(row?.seekers) === scale.seekers
  ) {
    console.log(
      `reusing ${scale.jobs} jobs and ${scale.seekers} seekers (BENCH_REGENERATE=1 redoes)`,
    );
  } else {
    const start = performance.now();
    await generate(pool, scale);
    console.log(`generated in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  if (process.env.BENCH_GENERATE_ONLY === '1') {
    await pool.end();
    await database.close();
    return;
  }
  const stats = await pool.query<{ status: number; n: string }>(
    'select status, count(*) as n from jobs group by status order by status',
  );
  console.log(`jobs by status: ${stats.rows.map((r) => `${r.status}: ${r.n}`).join(', ')}`);

  // Random seekers with a session each; their tokens come from the app's own token service.
  const tokens = accessTokens(config);
  const sampled = await pool.query<{ id: string; sid: string }>(
    `insert into sessions (id, user_id, user_agent)
     select gen_random_uuid(), user_id, 'bench' from
       (select user_id from seeker_profiles order by random() limit $1) s
     returning user_id as id, id as sid`,
    [SAMPLE],
  );
  const seekers = await Promise.all(
    sampled.rows.map(async (s) => ({
      id: s.id,
      token: await tokens.sign({ id: s.id, role: 0 }, s.sid),
    })),
  );

  // Two apps on the same data and the same Redis: one ranks on every request
  // (FEED_CACHE_SECONDS=0), the other keeps each seeker's ranked feed and pages
  // (platform/feed-cache.ts) in Redis, through a wrapper that counts the page hits.
  const silent = pino({ level: 'silent' });
  const flush = new Redis(REDIS_URL);
  const stale = await flush.keys('kaamkaj:cache:*');
  for (let i = 0; i < stale.length; i += 1000) await flush.del(...stale.slice(i, i + 1000));
  await flush.quit();
  const cache = countingCache(redisCache(REDIS_URL, silent));
  await new Promise((resolve) => setTimeout(resolve, 300)); // the client connects
  const app = await buildApp({ config, database, cache });
  const base = await serve(app);
  const rankingDb = openDatabase({ url: DATABASE_URL, dataDir: null });
  const rankingApp = await buildApp({
    config: { ...config, FEED_CACHE_SECONDS: 0 },
    database: rankingDb,
  });
  const rankingBase = await serve(rankingApp);
  const feedTargets = seekers.map((s) => ({
    path: `/api/job/all?user_id=${s.id}&page=0`,
    token: s.token,
  }));

  const check = await fetch(`${rankingBase}${feedTargets[0]?.path}`, {
    headers: { authorization: `Bearer ${seekers[0]?.token}` },
  });
  const body = (await check.json()) as { success: boolean; count?: number; data?: unknown[] };
  console.log(
    `one feed: HTTP ${check.status}, ${body.data?.length ?? 0} jobs of ${body.count ?? 0}`,
  );
  if (check.status !== 200) throw new Error(JSON.stringify(body));

  console.log(`warm-up 3 s, then ${DURATION} s at ${CONNECTIONS} connections per run ...`);
  await load(rankingBase, feedTargets, 3);
  const health = await load(base, [{ path: '/api/health' }]);
  const ranking = await load(rankingBase, feedTargets);
  // Cached, from an empty cache: each seeker's first read ranks, the next ones are hits.
  const cold = await load(base, feedTargets);
  const coldHits = cache.hits / Math.max(1, cache.hits + cache.misses);
  // Cached, every sampled seeker read once before (a seeker reloading after an answer).
  cache.reset();
  const warm = await load(base, feedTargets);
  const warmHits = cache.hits / Math.max(1, cache.hits + cache.misses);

  // Where a request's time goes: short runs under the CPU profiler (server side only).
  const PROFILE_SECONDS = Math.min(DURATION, 5);
  const hitProfile = await profiled(() => load(base, feedTargets, PROFILE_SECONDS));
  const rankProfile = await profiled(() => load(rankingBase, feedTargets, PROFILE_SECONDS));
  const healthProfile = await profiled(() =>
    load(base, [{ path: '/api/health' }], PROFILE_SECONDS),
  );

  // The feed SQL alone: the feed's ranking statement directly (page 0, one at a time), for random
  // seekers.
  const profiles: { id: string; seeker: MatchSeeker }[] = [];
  for (const s of seekers.slice(0, SQL_RUNS)) {
    profiles.push({ id: s.id, seeker: await loadMatchSeeker(database.db, s.id) });
  }
  const sqlLatencies: number[] = [];
  const sqlStart = performance.now();
  for (let i = 0; i < SQL_RUNS; i++) {
    const p = profiles[i % profiles.length];
    if (!p) break;
    const t0 = performance.now();
    await rankedJobIds(database, { seekerId: p.id, seeker: p.seeker, limit: 30, offset: 0 });
    sqlLatencies.push(performance.now() - t0);
  }
  const sqlRps = SQL_RUNS / ((performance.now() - sqlStart) / 1000);

  const rows = [
    figures('GET /api/health', health.latencies, health.rps, health.non2xx + health.errors),
    figures(
      'feed, ranked each time',
      ranking.latencies,
      ranking.rps,
      ranking.non2xx + ranking.errors,
    ),
    figures(
      `feed cached, ${(coldHits * 100).toFixed(0)} % hits`,
      cold.latencies,
      cold.rps,
      cold.non2xx + cold.errors,
    ),
    figures(
      `feed cached, ${(warmHits * 100).toFixed(0)} % hits`,
      warm.latencies,
      warm.rps,
      warm.non2xx + warm.errors,
    ),
    figures('feed SQL alone (1 conn)', sqlLatencies, sqlRps),
  ];
  printFigures(rows);
  for (const f of rows.slice(1, 4)) {
    const share = (f.rps / health.rps) * 100;
    console.log(
      `${f.label}: goal p95 < ${P95_GOAL_MS} ms ${f.p95 < P95_GOAL_MS ? 'met' : 'MISSED'} ` +
        `(${f.p95.toFixed(1)} ms); ${share.toFixed(1)} % of /api/health's req/s ` +
        `(goal 10 %: ${share >= 10 ? 'met' : 'MISSED'})`,
    );
  }
  printProfile('GET /api/health', healthProfile, healthProfile.result.latencies.length);
  printProfile('feed, every read a hit', hitProfile, hitProfile.result.latencies.length);
  printProfile('feed, ranked each time', rankProfile, rankProfile.result.latencies.length);

  // The plan of one seeker's feed query: the same statement and values.
  const one = profiles[0];
  if (one) {
    const { text, values } = feedRanking({
      seekerId: one.id,
      seeker: one.seeker,
      limit: 30,
      offset: 0,
    });
    const explained = await pool.query<Record<string, string>>(
      `explain (analyze, buffers) ${text}`,
      values,
    );
    const plan = explained.rows.map((r) => r['QUERY PLAN'] ?? '');
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the feed query for seeker ${one.id}:`);
    console.log(plan.join('\n'));
    const seq = plan.filter((l) => /Seq Scan on jobs\b/.test(l));
    console.log(
      seq.length
        ? `\nFLAG: ${seq.length} sequential scan(s) of jobs:\n${seq.join('\n')}`
        : '\nno Seq Scan on jobs',
    );
  }
  await app.close(); // closes the database too
  await rankingApp.close();
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

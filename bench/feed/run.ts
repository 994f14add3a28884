// Feed benchmark (issue 5 item 8; bench/README.md). Not part of `npm test`.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kk_bench node --import tsx bench/feed/run.ts
import type { MatchSeeker } from '@kaamkaj/domain';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/src/app';
import { feedRanking, rankedJobIds } from '../../server/src/features/feed/feed.queries';
import { loadMatchSeeker } from '../../server/src/features/feed/match-seeker';
import { windowTotals } from '../../server/src/features/feed/window-stats';
import { type Cache, redisCache } from '../../server/src/platform/cache';
import type { Config } from '../../server/src/platform/config';
import { type Database, openDatabase } from '../../server/src/platform/db/client';
import { appCacheEmptied, benchConfig, sampleSeekers } from '../lib/app';
import {
  figures,
  figuresOf,
  int,
  load as loadRun,
  ms,
  printFigures,
  readEachOnce,
  requiredDatabaseUrl,
  serve,
  type Target,
} from '../lib/measure';
import { printProfile, profiled, withPostgresCpu } from '../lib/profile';
import { asServerProcess } from '../lib/server-node';
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

const silent = pino({ level: 'silent' });

/** The seekers' cached feeds, pages and change marks gone from Redis (sessions stay). */
async function feedsEmptied() {
  const redis = new Redis(REDIS_URL);
  await appCacheEmptied(redis, 'feed');
  await redis.quit();
}

/** Production's settings, on Redis; logging at warn without the access log's sampled lines. */
function feedConfig(databaseUrl: string) {
  // production samples 1 % of requests into the access log: 13 lines a second into this
  // output at the hits' rate; what it costs per request is one Math.random()
  const windows = process.env.FEED_WINDOW_ROWS; // the feed windows' size, as the server reads it
  return benchConfig(databaseUrl, {
    LOG_LEVEL: 'warn',
    ACCESS_LOG_SAMPLE: '0',
    REDIS_URL,
    ...(windows ? { FEED_WINDOW_ROWS: windows } : {}),
  });
}

type Scale = typeof scale;

/** The database at `url` migrated and holding `sized` data (generated unless it already does). */
async function prepare(url: string, sized: Scale) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const database = openDatabase({ url, dataDir: null });
  await database.migrate();
  const have = await pool.query<{ jobs: string; seekers: string }>(
    'select (select count(*) from jobs) as jobs, (select count(*) from seeker_profiles) as seekers',
  );
  const row = have.rows[0];
  if (
    process.env.BENCH_REGENERATE !== '1' &&
    Number(row?.jobs) === sized.jobs &&
    Number(row?.seekers) === sized.seekers
  ) {
    console.log(
      `reusing ${sized.jobs} jobs and ${sized.seekers} seekers (BENCH_REGENERATE=1 redoes)`,
    );
  } else {
    const start = performance.now();
    await generate(pool, sized);
    console.log(`generated in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  return { pool, database };
}

/** A database beside `url` (same server, name + suffix), created when missing. */
async function databaseBeside(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}${suffix}`;
  target.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  return target.toString();
}

/**
 * Four apps on the same data and the same Redis (emptied first): one ranks on every request
 * (FEED_CACHE_SECONDS=0) from the shared feed windows (features/feed/feed-windows.ts) and what it
 * keeps of seekers and jobs (features/feed/feed-kept.ts), one the same reading those on every
 * request (FEED_KEPT_SECONDS=0), one ranks on every request in SQL (FEED_WINDOW_SECONDS=0 too),
 * the fourth keeps each seeker's ranked feed and pages (platform/feed-cache.ts) in Redis, through
 * a wrapper that counts the page hits.
 */
async function startApps(url: string, config: Config, database: Database) {
  const flush = new Redis(REDIS_URL);
  await appCacheEmptied(flush);
  await flush.quit();
  const cache = countingCache(redisCache(REDIS_URL, silent));
  await new Promise((resolve) => setTimeout(resolve, 300)); // the client connects
  const app = await buildApp({ config, database, cache });
  const base = await serve(app);
  const rankingApp = await buildApp({
    config: { ...config, FEED_CACHE_SECONDS: 0 },
    database: openDatabase({ url, dataDir: null }),
  });
  const rankingBase = await serve(rankingApp);
  // the same, reading the seeker and the page's jobs on every request (nothing kept,
  // features/feed/feed-kept.ts): the figures before that, in the same run
  const unkeptApp = await buildApp({
    config: { ...config, FEED_CACHE_SECONDS: 0, FEED_KEPT_SECONDS: 0 },
    database: openDatabase({ url, dataDir: null }),
  });
  const unkeptBase = await serve(unkeptApp);
  // its candidates read in SQL on every ranking too (no feed windows): the figures before both
  const sqlRankingApp = await buildApp({
    config: { ...config, FEED_CACHE_SECONDS: 0, FEED_WINDOW_SECONDS: 0, FEED_KEPT_SECONDS: 0 },
    database: openDatabase({ url, dataDir: null }),
  });
  const sqlRankingBase = await serve(sqlRankingApp);
  return {
    cache,
    base,
    rankingBase,
    unkeptBase,
    sqlRankingBase,
    async close() {
      await app.close(); // closes the database too
      await rankingApp.close();
      await unkeptApp.close();
      await sqlRankingApp.close();
    },
  };
}

/** The feed's ranking statement directly (page 0, one at a time, one connection). */
async function sqlAlone(database: Database, seekers: { id: string }[], runs: number) {
  const profiles: { id: string; seeker: MatchSeeker }[] = [];
  for (const s of seekers.slice(0, runs)) {
    profiles.push({ id: s.id, seeker: await loadMatchSeeker(database.db, s.id) });
  }
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const p = profiles[i % profiles.length];
    if (!p) break;
    const t0 = performance.now();
    await rankedJobIds(database, { seekerId: p.id, seeker: p.seeker, limit: 30, offset: 0 });
    latencies.push(performance.now() - t0);
  }
  return { latencies, rps: runs / ((performance.now() - start) / 1000), profiles };
}

const feedTargetsOf = (seekers: { id: string; token: string }[]) =>
  seekers.map((s) => ({ path: `/api/job/all?user_id=${s.id}&page=0`, token: s.token }));

/**
 * Issue 17 item 3: the same short runs at 10 %, 30 % and 100 % of the data, each in its own
 * database beside DATABASE_URL (kept for the next run), so the growth of the cost shows.
 */
async function growth() {
  const seconds = int('BENCH_GROWTH_DURATION', 5);
  const rows: string[] = [];
  for (const share of [0.1, 0.3, 1]) {
    const sized = {
      jobs: Math.round(scale.jobs * share),
      seekers: Math.round(scale.seekers * share),
      employers: Math.max(1, Math.round(scale.employers * share)),
    };
    console.log(`\ngrowth: ${share * 100} % (${sized.jobs} jobs, ${sized.seekers} seekers)`);
    const url =
      share === 1 ? DATABASE_URL : await databaseBeside(DATABASE_URL, `_${share * 100}pct`);
    const { pool, database } = await prepare(url, sized);
    const config = feedConfig(url);
    const seekers = await sampleSeekers(pool, config, SAMPLE);
    const apps = await startApps(url, config, database);
    const targets = feedTargetsOf(seekers);
    const run = (base: string, t: Target[]) =>
      loadRun(base, t, { duration: seconds, connections: CONNECTIONS });
    await run(apps.rankingBase, targets.slice(0, 200)); // warm-up
    await run(apps.sqlRankingBase, targets.slice(0, 200));
    const health = await run(apps.base, [{ path: '/api/health' }]);
    // its windows and kept seekers and jobs as a server that has run a while holds them, as in
    // the full run
    await readEachOnce(apps.rankingBase, targets);
    const ranked = await run(apps.rankingBase, targets);
    const inSql = await run(apps.sqlRankingBase, targets);
    await readEachOnce(apps.base, targets);
    const hits = await run(apps.base, targets);
    const sql = await sqlAlone(database, seekers, Math.min(SQL_RUNS, 200));
    const f = (r: { latencies: number[]; rps: number }) => figures('', r.latencies, r.rps);
    const [h, rk, rs, ht, sq] = [f(health), f(ranked), f(inSql), f(hits), f(sql)];
    rows.push(
      `${`${share * 100} %`.padStart(6)}${String(sized.jobs).padStart(10)}` +
        `${h.rps.toFixed(0).padStart(9)}` +
        `${ms(rk.p95)}${rk.rps.toFixed(0).padStart(7)}` +
        `${ms(rs.p95)}${rs.rps.toFixed(0).padStart(7)}` +
        `${ms(ht.p95)}${ht.rps.toFixed(0).padStart(7)}` +
        `${ms(sq.p50)}${ms(sq.p95)}`,
    );
    await apps.close();
    await pool.end();
  }
  console.log(
    `\ngrowth (${seconds} s runs at ${CONNECTIONS} connections; ms, req/s):\n` +
      `${'data'.padStart(6)}${'jobs'.padStart(10)}${'health/s'.padStart(9)}` +
      `${'ranked p95'.padStart(11)}${'/s'.padStart(4)}${'in SQL p95'.padStart(11)}${'/s'.padStart(4)}` +
      `${'hit p95'.padStart(9)}${'/s'.padStart(6)}` +
      `${'SQL p50'.padStart(8)}${'SQL p95'.padStart(8)}`,
  );
  for (const r of rows) console.log(r);
}

async function main() {
  if (process.env.BENCH_GENERATE_ONLY === '1') {
    const { pool, database } = await prepare(DATABASE_URL, scale);
    await pool.end();
    await database.close();
    return;
  }
  if (process.env.BENCH_GROWTH !== '0') await growth();

  console.log(`\nfull run: ${scale.jobs} jobs, ${scale.seekers} seekers`);
  const { pool, database } = await prepare(DATABASE_URL, scale);
  const config = feedConfig(DATABASE_URL);
  const stats = await pool.query<{ status: number; n: string }>(
    'select status, count(*) as n from jobs group by status order by status',
  );
  console.log(`jobs by status: ${stats.rows.map((r) => `${r.status}: ${r.n}`).join(', ')}`);
  const seekers = await sampleSeekers(pool, config, SAMPLE);
  const { cache, base, rankingBase, unkeptBase, sqlRankingBase, close } = await startApps(
    DATABASE_URL,
    config,
    database,
  );
  const feedTargets = feedTargetsOf(seekers);

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
  await load(unkeptBase, feedTargets, 3);
  await load(sqlRankingBase, feedTargets, 3);
  // Every sampled seeker's feed windows read before the run, as a server that has run a while
  // holds them (each is read again once a minute, FEED_WINDOW_SECONDS); the run counts how many
  // it read.
  await readEachOnce(rankingBase, feedTargets);
  // each run with the PostgreSQL CPU it took (the database's share of a request)
  const health = await withPostgresCpu(pool, () => load(base, [{ path: '/api/health' }]));
  const windowsBefore = windowTotals();
  const ranking = await withPostgresCpu(pool, () => load(rankingBase, feedTargets));
  const windowsRanked = windowTotals();
  await readEachOnce(unkeptBase, feedTargets); // its windows as warm as the first app's
  const unkept = await withPostgresCpu(pool, () => load(unkeptBase, feedTargets));
  const rankingInSql = await withPostgresCpu(pool, () => load(sqlRankingBase, feedTargets));
  // Cached, from an empty cache: each seeker's first read ranks, the next ones are hits. The
  // feed windows as a server that has run a while holds them (every seeker read once), then the
  // seekers' cached feeds and pages emptied.
  await readEachOnce(base, feedTargets);
  await feedsEmptied();
  cache.reset();
  const cold = await withPostgresCpu(pool, () => load(base, feedTargets));
  const coldHits = cache.hits / Math.max(1, cache.hits + cache.misses);
  // Cached, every sampled seeker read once before (a seeker reloading after an answer).
  cache.reset();
  const warm = await withPostgresCpu(pool, () => load(base, feedTargets));
  const warmHits = cache.hits / Math.max(1, cache.hits + cache.misses);

  // Where a request's time goes: short runs under the CPU profiler (server side only).
  const PROFILE_SECONDS = Math.min(DURATION, 5);
  const hitProfile = await profiled(() => load(base, feedTargets, PROFILE_SECONDS));
  // first reads again, from an empty cache (each seeker's first read ranks and keeps its feed)
  await feedsEmptied();
  cache.reset();
  const coldProfile = await profiled(() => load(base, feedTargets, PROFILE_SECONDS));
  const coldProfileHits = cache.hits / Math.max(1, cache.hits + cache.misses);
  await readEachOnce(rankingBase, feedTargets); // the windows read again, as before its run
  const rankProfile = await profiled(() => load(rankingBase, feedTargets, PROFILE_SECONDS));
  const healthProfile = await profiled(() =>
    load(base, [{ path: '/api/health' }], PROFILE_SECONDS),
  );

  const sql = await sqlAlone(database, seekers, SQL_RUNS);
  const rows = [
    figuresOf('GET /api/health', health.result),
    figuresOf('feed, ranked each time', ranking.result),
    figuresOf('  the same, nothing kept', unkept.result),
    figuresOf('feed, ranked each time in SQL', rankingInSql.result),
    figuresOf(`feed cached, ${(coldHits * 100).toFixed(0)} % hits`, cold.result),
    figuresOf(`feed cached, ${(warmHits * 100).toFixed(0)} % hits`, warm.result),
    figures('feed SQL alone (1 conn)', sql.latencies, sql.rps),
  ];
  const pgPerRequest = [health, ranking, unkept, rankingInSql, cold, warm].map(
    ({ result, pgMs }) =>
      pgMs === null ? null : (pgMs * 1000) / Math.max(1, result.latencies.length),
  );
  printFigures(rows);
  console.log(
    `PostgreSQL CPU per request (µs): ${rows
      .slice(0, 6)
      .map((f, i) => `${f.label.trim()} ${pgPerRequest[i]?.toFixed(0) ?? '-'}`)
      .join('; ')}`,
  );
  console.log(
    `feed windows during "ranked each time": ${windowsRanked.ranked - windowsBefore.ranked} ` +
      `rankings from them, ${windowsRanked.inSql - windowsBefore.inSql} handed to SQL, ` +
      `${windowsRanked.built - windowsBefore.built} windows read from the database; ` +
      `${windowsRanked.rows} candidates held in all`,
  );
  for (const f of rows.slice(1, 6)) {
    const share = (f.rps / health.result.rps) * 100;
    console.log(
      `${f.label}: goal p95 < ${P95_GOAL_MS} ms ${f.p95 < P95_GOAL_MS ? 'met' : 'MISSED'} ` +
        `(${f.p95.toFixed(1)} ms); ${share.toFixed(1)} % of /api/health's req/s ` +
        `(goal 10 %: ${share >= 10 ? 'met' : 'MISSED'})`,
    );
  }
  printProfile('GET /api/health', healthProfile, healthProfile.result.latencies.length);
  printProfile('feed, every read a hit', hitProfile, hitProfile.result.latencies.length);
  printProfile(
    `feed, first reads (${(coldProfileHits * 100).toFixed(0)} % hits)`,
    coldProfile,
    coldProfile.result.latencies.length,
  );
  printProfile('feed, ranked each time', rankProfile, rankProfile.result.latencies.length);

  // The plan of one seeker's feed query: the same statement and values.
  const one = sql.profiles[0];
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
  await close();
  await pool.end();
}

asServerProcess();
main().catch((err) => {
  console.error(err);
  process.exit(1);
});

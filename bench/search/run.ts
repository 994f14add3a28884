// Search benchmark (issue 17 items 2 and 3; bench/README.md). Not part of `npm test`.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_search_bench npm run bench:search
import pg from 'pg';
import { memoryCache } from '../../server/src/platform/cache';
import { appSignedInAs, benchConfig, keepingNoCounts, migrated } from '../lib/app';
import {
  type Figures,
  figuresOf,
  int,
  load,
  printFigures,
  requiredDatabaseUrl,
  type Target,
} from '../lib/measure';
import { printProfile, profiled, withPostgresCpu } from '../lib/profile';
import { asServerProcess } from '../lib/server-node';
import { explainAll } from './explain';
import { BENCH_EMPLOYER, generateSearchData } from './generate';
import { SEARCHES } from './searches';

const DATABASE_URL = requiredDatabaseUrl(
  'the benchmark writes 200,000 seekers into that PostgreSQL',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_search_bench npm run bench:search',
);

const FULL = {
  seekers: int('BENCH_SEEKERS', 200_000),
  applications: int('BENCH_APPLICATIONS', 100_000),
};
const FRACTIONS = (process.env.BENCH_FRACTIONS ?? '10,30,100').split(',').map(Number);
const DURATION = int('BENCH_DURATION', 10);
const CONNECTIONS = int('BENCH_CONNECTIONS', 10);
const P95_GOAL = { search: 100, applicants: 10 };

async function main() {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  // the last requests of a run meet the closed pool
  // no sampled access lines (production writes 1 % of requests at info whatever the level)
  const config = benchConfig(DATABASE_URL, { LOG_LEVEL: 'error', ACCESS_LOG_SAMPLE: '0' });
  await migrated(DATABASE_URL);
  const table: { size: string; rows: Figures[] }[] = [];
  let tabCountsMs = Number.NaN;

  for (const pct of FRACTIONS) {
    const scale = {
      seekers: Math.round((FULL.seekers * pct) / 100),
      applications: Math.round((FULL.applications * pct) / 100),
    };
    const size = `${pct} %: ${scale.seekers} seekers, ${scale.applications} applications`;
    console.log(`\n== ${size}`);
    const start = performance.now();
    const jobId = await generateSearchData(pool, scale);
    console.log(`generated in ${((performance.now() - start) / 1000).toFixed(1)} s`);

    const { token, app, database, base } = await appSignedInAs(pool, config, BENCH_EMPLOYER, 2);

    const searchTargets: Target[] = SEARCHES.map((s) => ({
      method: 'POST',
      path: `/api/user/emp/job/${s.category}/js/filter`,
      body: JSON.stringify({ filters: s.filters, page: 0 }),
      token,
    }));
    const applicantTargets: Target[] = ['applied', 'shortlisted', 'interview', 'rejected'].map(
      (tab) => ({ path: `/api/job/users?_id=${jobId}&tab=${tab}&page=0`, token }),
    );
    for (const [i, target] of [...searchTargets, ...applicantTargets].entries()) {
      const res = await fetch(`${base}${target.path}`, {
        method: target.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(target.body ? { body: target.body } : {}),
      });
      const body = (await res.json()) as Record<string, unknown> & { data?: unknown[] };
      const label = SEARCHES[i]?.label ?? applicantTargets[i - SEARCHES.length]?.path.split('&')[1];
      const extra = 'tab_counts' in body ? ` tab_counts ${JSON.stringify(body.tab_counts)}` : '';
      const capped = body.count_capped ? '+' : '';
      console.log(
        `${label}: HTTP ${res.status}, ${body.data?.length ?? 0} rows, count ${body.count}${capped}${extra}`,
      );
      if (res.status !== 200) throw new Error(JSON.stringify(body));
    }

    const opts = { duration: DURATION, connections: CONNECTIONS };
    await load(base, searchTargets, { ...opts, duration: 3 }); // warm-up
    const health = await load(base, [{ path: '/api/health' }], opts);
    const searched = await withPostgresCpu(pool, () => load(base, searchTargets, opts));
    const search = searched.result;
    const applicants = await load(base, applicantTargets, opts);
    // where a search's time goes: the server's main thread (the load runs in a worker) and
    // PostgreSQL's backends for this database
    const profile = await profiled(() => load(base, searchTargets, { ...opts, duration: 5 }));
    // the same searches on an app that keeps no "1,000+" (search.service.ts countOf): every
    // request counts, as a search made for the first time within a minute does
    const uncounted = await appSignedInAs(pool, config, BENCH_EMPLOYER, 2, {
      cache: keepingNoCounts(memoryCache(), 'search-count:'),
    });
    const retarget = (t: Target) => ({ ...t, token: uncounted.token });
    await load(uncounted.base, searchTargets.map(retarget), { ...opts, duration: 3 });
    const counting = await load(uncounted.base, searchTargets.map(retarget), opts);
    await uncounted.app.close();
    const rows = [
      figuresOf('GET /api/health', health),
      figuresOf('candidate search (6 kinds)', search),
      figuresOf('  the same, counted each time', counting),
      figuresOf('GET /api/job/users (4 tabs)', applicants),
    ];
    printFigures(rows);
    const requests = search.latencies.length;
    if (searched.pgMs !== null) {
      console.log(
        `\nPostgreSQL CPU per search: ${((searched.pgMs * 1000) / requests).toFixed(0)} µs ` +
          `(${requests} searches)`,
      );
    }
    printProfile('candidate search', profile, profile.result.latencies.length);
    table.push({ size, rows });
    if (process.env.BENCH_EXPLAIN !== '0') {
      tabCountsMs = await explainAll(pool, database.db, jobId, pct === FRACTIONS.at(-1));
    }
    await app.close();
  }

  console.log(`\n== ${CONNECTIONS} connections, ${DURATION} s per row`);
  for (const { size, rows } of table) {
    console.log(`\n${size}`);
    printFigures(rows);
  }
  const last = table.at(-1)?.rows;
  if (last?.[1] && last[2] && last[3]) {
    const verdict = (ms: number, goal: number) => (ms < goal ? 'met' : 'MISSED');
    const [search, counted] = [last[1].p95, last[2].p95];
    const tabCounts = Number.isNaN(tabCountsMs)
      ? 'not explained (BENCH_EXPLAIN=0)'
      : `${tabCountsMs.toFixed(1)} ms (goal < ${P95_GOAL.applicants} ms: ` +
        `${verdict(tabCountsMs, P95_GOAL.applicants)}; its EXPLAIN above)`;
    console.log(
      `\nat full size: search p95 ${search.toFixed(1)} ms, counted each time ${counted.toFixed(1)} ms ` +
        `(goal < ${P95_GOAL.search} ms: ${verdict(Math.max(search, counted), P95_GOAL.search)}); ` +
        `the applicants' tab counts ${tabCounts}; a whole applicants request ` +
        `p95 ${last[3].p95.toFixed(1)} ms`,
    );
  }
  await pool.end();
}

asServerProcess();
main().catch((err) => {
  console.error(err);
  process.exit(1);
});

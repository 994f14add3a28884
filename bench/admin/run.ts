// Admin lists' benchmark (issue 17 items 2 and 3; bench/README.md). Not part of `npm test`.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_admin_bench npm run bench:admin
import pg from 'pg';
import { ADMIN_SEARCH_COUNT_PREFIX } from '../../server/src/features/admin/admin-jobs-search';
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
import { admin, BENCH_ADMIN, generateAdminData } from './generate';

const DATABASE_URL = requiredDatabaseUrl(
  'the benchmark writes 1,000,000 jobs into that PostgreSQL',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_admin_bench npm run bench:admin',
);

const FULL_JOBS = int('BENCH_JOBS', 1_000_000);
const FRACTIONS = (process.env.BENCH_FRACTIONS ?? '10,30,100').split(',').map(Number);
const DURATION = int('BENCH_DURATION', 10);
const CONNECTIONS = int('BENCH_CONNECTIONS', 10);
/** BENCH_REUSE=1: measure the data the last run generated (one size), e.g. to compare two
 * versions of the code on the same rows; BENCH_ROWS=search: only the lists whose label holds it. */
const REUSE = process.env.BENCH_REUSE === '1';
const ROWS = process.env.BENCH_ROWS;
/** BENCH_PROFILE=1: after the table, where a first search's time goes (5 s each under the CPU
 * profiler: the server's main thread by origin, and PostgreSQL's CPU per request). */
const PROFILE = process.env.BENCH_PROFILE === '1';

/** Each list as the console asks for it: the first page, newest first (one row each). */
const ALL_LISTS: { label: string; path: string }[] = [
  { label: 'jobs, newest first', path: '/api/admin/jobs?page=0' },
  { label: 'jobs of a status', path: '/api/admin/jobs?status=4&page=0' },
  { label: 'jobs, search a title', path: '/api/admin/jobs?q=job%2042424&page=0' },
  { label: 'jobs, search a company', path: '/api/admin/jobs?q=Company%201234&page=0' },
  // a word in about 2 % of the titles, and one in about 19 % (the categories' Zipf ranks)
  { label: 'jobs, search a 2 % word', path: '/api/admin/jobs?q=electrician&page=0' },
  { label: 'jobs, search a 19 % word', path: '/api/admin/jobs?q=driver&page=0' },
  { label: 'companies In Progress', path: '/api/admin/companies?status=In%20Progress&page=0' },
  { label: 'description queue', path: '/api/admin/job-descriptions?state=waiting&page=0' },
  { label: 'audit log', path: '/api/admin/audit?page=0' },
  { label: 'inbox, not handled', path: '/api/admin/inbox?handled=false&page=0' },
  { label: 'e-mail requests, Open', path: '/api/admin/email-requests?status=Open&page=0' },
];
const LISTS = ALL_LISTS.filter((l) => !ROWS || l.label.includes(ROWS));

async function main() {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  // no sampled access lines (production writes 1 % of requests at info whatever the level)
  const config = benchConfig(DATABASE_URL, { LOG_LEVEL: 'error', ACCESS_LOG_SAMPLE: '0' });
  await migrated(DATABASE_URL);
  const table: { size: string; rows: Figures[] }[] = [];

  for (const pct of FRACTIONS) {
    const jobs = Math.round((FULL_JOBS * pct) / 100);
    const more = admin(jobs);
    const size =
      `${pct} %: ${jobs} jobs, ${more.employers} companies, ${more.audit} audit entries, ` +
      `${more.messages} messages`;
    console.log(`\n== ${size}`);
    const start = performance.now();
    if (REUSE) console.log('the data of the last run, not generated again (BENCH_REUSE=1)');
    else await generateAdminData(pool, { jobs });
    console.log(`generated in ${((performance.now() - start) / 1000).toFixed(1)} s`);

    const { token, app, base } = await appSignedInAs(pool, config, BENCH_ADMIN, 2);

    const targets: Target[] = LISTS.map((l) => ({ path: l.path, token }));
    for (const [i, target] of targets.entries()) {
      const res = await fetch(`${base}${target.path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as Record<string, unknown> & { data?: unknown[] };
      const capped = body.count_capped ? '+' : '';
      console.log(
        `${LISTS[i]?.label}: HTTP ${res.status}, ${body.data?.length ?? 0} rows, count ${body.count}${capped}`,
      );
      if (res.status !== 200) throw new Error(JSON.stringify(body));
    }

    const opts = { duration: DURATION, connections: CONNECTIONS };
    await load(base, targets, { ...opts, duration: 3 }); // warm-up
    const rows = [figuresOf('GET /api/health', await load(base, [{ path: '/api/health' }], opts))];
    for (const [i, target] of targets.entries()) {
      rows.push(figuresOf(LISTS[i]?.label ?? target.path, await load(base, [target], opts)));
    }
    await app.close();
    // the searches again on an app that keeps no "1,000+" (admin-jobs.service.ts): every request
    // counts, as the first search of a text within a minute does; the rows above repeat one
    // search, as the next pages of a search do
    const searches = LISTS.filter((l) => l.path.includes('q='));
    if (searches.length > 0) {
      const counting = await appSignedInAs(pool, config, BENCH_ADMIN, 2, {
        cache: keepingNoCounts(memoryCache(), ADMIN_SEARCH_COUNT_PREFIX),
      });
      const searchTargets = searches.map((l) => ({ path: l.path, token: counting.token }));
      await load(counting.base, searchTargets, { ...opts, duration: 3 }); // warm-up
      for (const [i, target] of searchTargets.entries()) {
        const label = `${searches[i]?.label}, counted each time`;
        rows.push(figuresOf(label, await load(counting.base, [target], opts)));
      }
      if (PROFILE) {
        for (const [i, target] of searchTargets.entries()) {
          const run = () => load(counting.base, [target], { ...opts, duration: 5 });
          const { result, pgMs } = await withPostgresCpu(pool, () => profiled(run));
          const requests = result.result.latencies.length;
          printProfile(`${searches[i]?.label}, counted each time`, result, requests, 10);
          if (pgMs !== null) {
            const perRequest = ((pgMs * 1000) / Math.max(1, requests)).toFixed(0);
            console.log(`  PostgreSQL: ${perRequest} µs of CPU per request (its backends)`);
          }
        }
      }
      await counting.app.close();
    }
    printFigures(rows, 44);
    table.push({ size, rows });
  }

  console.log(`\n== ${CONNECTIONS} connections, ${DURATION} s per row`);
  for (const { size, rows } of table) {
    console.log(`\n${size}`);
    printFigures(rows, 44);
  }
  await pool.end();
}

asServerProcess();
main().catch((err) => {
  console.error(err);
  process.exit(1);
});

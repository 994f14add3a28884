// Two or more versions of the admin job search on the same rows, in one process and in turns
// (issue 17 item 2; bench/README.md, admin lists, session 23). Not part of `npm test`.
//   git worktree add /tmp/before <rev>   (and link its node_modules to this checkout's)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_admin_bench \
//     BENCH_TREES="before:/tmp/before now:$PWD" npm run bench:admin:compare
//
// Runs after `npm run bench:admin` has generated the rows (it writes none). Each version is the
// app of its own checkout (its server code, its bench/lib), built in this process on a pool of
// its own named after it (`application_name`); the searches go one at a time, one request to
// each version in turn, so that what the host does meanwhile (this machine's speed changed by a
// third from run to run, bench/README.md) falls on every version alike. For each search and
// version it prints, per request: the process's CPU (the server and the client making the
// request, the same for each), the CPU of that version's PostgreSQL backends (their /proc ticks)
// and the wall time; and whether the versions answered the same rows and counts.
import pg from 'pg';
import { inTurns, namedFor, treesToCompare, type Version } from '../lib/compare';
import { int, requiredDatabaseUrl } from '../lib/measure';

const DATABASE_URL = requiredDatabaseUrl(
  'it searches the rows `npm run bench:admin` generated there',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_admin_bench npm run bench:admin:compare',
);
const TREES = treesToCompare();
/** Requests of each search to each version (after 20 each to warm every pool). */
const REQUESTS = int('BENCH_REQUESTS', 300);
/** The bench's searches (bench/admin/run.ts), or BENCH_SEARCHES='{"label":"text", ...}'. */
const SEARCHES: Record<string, string> = process.env.BENCH_SEARCHES
  ? JSON.parse(process.env.BENCH_SEARCHES)
  : {
      title: 'job 42424',
      company: 'Company 1234',
      '2 % word': 'electrician',
      '19 % word': 'driver',
    };
main().catch((err) => {
  console.error(err);
  process.exit(1);
});

async function main() {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
  const versions: Version[] = [];
  for (const { label, dir } of TREES) {
    // each checkout's own modules: its app, its bench library, its admin user and cache
    const lib = await import(`${dir}/bench/lib/app.ts`);
    const { BENCH_ADMIN } = await import(`${dir}/bench/admin/generate.ts`);
    const { memoryCache } = await import(`${dir}/server/src/platform/cache.ts`);
    const config = lib.benchConfig(namedFor(DATABASE_URL, label), {
      LOG_LEVEL: 'warn',
      ACCESS_LOG_SAMPLE: '0',
    });
    // no search's count kept: each is counted as a first search is
    const cache = lib.keepingNoCounts(memoryCache(), 'admin-jobs-count:');
    const { token, app, base } = await lib.appSignedInAs(pool, config, BENCH_ADMIN, 2, { cache });
    versions.push({ label, base, token, close: () => app.close() });
  }
  console.log(
    `${REQUESTS} requests of each search to each version, in turns, one at a time; per request:`,
  );
  for (const [label, q] of Object.entries(SEARCHES)) {
    await inTurns(pool, versions, REQUESTS, `${label} ("${q}")`, (v) => search(v, q));
  }
  for (const v of versions) await v.close();
  await pool.end();
}

/** The first page of the search for `q`, as the answer's rows and count (not whether capped). */
async function search(v: Version, q: string): Promise<string> {
  const res = await fetch(`${v.base}/api/admin/jobs?q=${encodeURIComponent(q)}&page=0`, {
    headers: { authorization: `Bearer ${v.token}`, 'accept-encoding': 'identity' },
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${v.label}: HTTP ${res.status} ${body}`);
  const { data, count } = JSON.parse(body) as { data: unknown[]; count: unknown };
  return JSON.stringify({ data, count });
}

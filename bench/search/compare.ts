// Two or more versions of the candidate search and the applicants' list on the same rows, in one
// process and in turns (issue 17 item 2; bench/README.md, search, session 27). Not part of
// `npm test`.
//   git worktree add /tmp/before <rev>   (and link its node_modules to this checkout's)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_search_bench \
//     BENCH_TREES="before:/tmp/before now:$PWD" npm run bench:search:compare
//
// Runs after `npm run bench:search` has generated the rows (it writes only sessions). Each
// version is the app of its own checkout, on a pool named after it; each search and each
// applicants' tab goes to each version in turn (bench/lib/compare.ts), every search counted as a
// first search within the minute is (nothing kept).
import pg from 'pg';
import { inTurns, namedFor, treesToCompare, type Version } from '../lib/compare';
import { int, requiredDatabaseUrl } from '../lib/measure';
import { SEARCHES } from './searches';

const DATABASE_URL = requiredDatabaseUrl(
  'it searches the rows `npm run bench:search` generated there',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaamkaj_search_bench npm run bench:search:compare',
);
const TREES = treesToCompare();
/** Requests of each search and tab to each version (after 20 each to warm every pool). */
const REQUESTS = int('BENCH_REQUESTS', 200);
const TABS = ['applied', 'interview'];
/** `search` or `applicants` to compare only those (both when unset). */
const ONLY = process.env.BENCH_ONLY;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

async function main() {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
  // the job with the most applications: the one bench/search/generate.ts made for the list
  const [job] = (
    await pool.query<{ id: string }>(
      'select job_id as id from applications group by job_id order by count(*) desc limit 1',
    )
  ).rows;
  if (!job) throw new Error('no applications: run `npm run bench:search` first');
  const versions: Version[] = [];
  for (const { label, dir } of TREES) {
    // each checkout's own modules: its app, its bench library, its employer and cache
    const lib = await import(`${dir}/bench/lib/app.ts`);
    const { BENCH_EMPLOYER } = await import(`${dir}/bench/search/generate.ts`);
    const { memoryCache } = await import(`${dir}/server/src/platform/cache.ts`);
    const config = lib.benchConfig(namedFor(DATABASE_URL, label), {
      LOG_LEVEL: 'warn',
      ACCESS_LOG_SAMPLE: '0',
    });
    const cache = lib.keepingNoCounts(memoryCache(), 'search-count:');
    const { token, app, base } = await lib.appSignedInAs(pool, config, BENCH_EMPLOYER, 2, {
      cache,
    });
    versions.push({ label, base, token, close: () => app.close() });
  }
  console.log(
    `${REQUESTS} requests of each to each version, in turns, one at a time; per request:`,
  );
  for (const s of ONLY === 'applicants' ? [] : SEARCHES) {
    const body = JSON.stringify({ filters: s.filters, page: 0 });
    await inTurns(pool, versions, REQUESTS, `search: ${s.label}`, (v) =>
      ask(v, `/api/user/emp/job/${s.category}/js/filter`, body),
    );
  }
  for (const tab of ONLY === 'search' ? [] : TABS) {
    await inTurns(pool, versions, REQUESTS, `applicants: ${tab}`, (v) =>
      ask(v, `/api/job/users?_id=${job.id}&tab=${tab}&page=1`),
    );
  }
  for (const v of versions) await v.close();
  await pool.end();
}

/** The answer's rows and counts (GET, or POST of `body`). */
async function ask(v: Version, path: string, body?: string): Promise<string> {
  const res = await fetch(`${v.base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${v.token}`,
      'accept-encoding': 'identity',
      'content-type': 'application/json',
    },
    ...(body ? { body } : {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${v.label}: HTTP ${res.status} ${text}`);
  const { data, count, tab_counts } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify({ data, count, tab_counts });
}

// Chaos run (issue 15 item 1; bench/README.md): the real server process under a bounded write
// load while PostgreSQL ends its connections every few seconds. Not part of `npm test`; CI runs
// it once on the machine's PostgreSQL (.ci/run).
//   psql -h 127.0.0.1 -U postgres -c "create database kk_chaos"
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kk_chaos node --import tsx bench/chaos/run.ts
// Exits 1 when the process died, an acknowledged write is missing, or any answer was a 5xx
// other than 503.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, int, requiredDatabaseUrl } from '../lib/measure';

const DATABASE_URL = requiredDatabaseUrl(
  'the run writes into that PostgreSQL and ends its connections',
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/kk_chaos node --import tsx bench/chaos/run.ts',
);

const KILLS = int('CHAOS_KILLS', 20);
const KILL_EVERY_MS = int('CHAOS_KILL_EVERY_MS', 2_000);
const WORKERS = int('CHAOS_WORKERS', 16);
// a worker waits this long between its writes: the load is bounded, not a flood
const PAUSE_MS = int('CHAOS_PAUSE_MS', 20);
const BASELINE_MS = int('CHAOS_BASELINE_MS', 5_000);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Answer = { status: number; at: number };
type Tally = { answers: Answer[]; acked: Set<string>; unanswered: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-chaos-')),
        DEMO_DATA: 'true',
        LOG_LEVEL: 'error',
        // the workers sign in from one address
        OTP_IP_REQUESTS_PER_HOUR: '100000',
        OTP_IP_VERIFY_PER_HOUR: '100000',
        NODE_NO_WARNINGS: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let exit: { code: number | null; signal: string | null } | null = null;
  server.on('exit', (code, signal) => {
    exit = { code, signal };
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });

  try {
    await waitForHealth(base, () => exit !== null);
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    const jobs = (
      await admin.query<{ id: string }>(`select id from jobs where status = 0 order by id`)
    ).rows.map((r) => r.id);
    if (jobs.length === 0) throw new Error('no Open job to apply to: did the demo data load?');
    // enough seekers that no worker runs out of jobs: a worker writes at most once per PAUSE_MS
    const runMs = BASELINE_MS + KILLS * KILL_EVERY_MS;
    const perWorker = Math.ceil(runMs / PAUSE_MS / jobs.length) + 1;
    const seekers: { id: string; token: string }[] = [];
    for (let i = 0; i < WORKERS * perWorker; i += WORKERS) {
      const batch = Array.from({ length: WORKERS }, (_, j) => 7_400_000_000 + (i + j) * 7919);
      seekers.push(...(await Promise.all(batch.map((n) => seekerSignIn(base, n)))));
    }

    // Each worker applies its seekers to the Open jobs one after another: one answer per seeker
    // and job, so every acknowledged (200) application is a row that must be there at the end.
    const tally: Tally = { answers: [], acked: new Set(), unanswered: 0 };
    let stop = false;
    const worker = async (w: number) => {
      for (const seeker of seekers.slice(w * perWorker, (w + 1) * perWorker)) {
        for (const jobId of jobs) {
          if (stop) return;
          const status = await post(base, '/api/job/response', seeker.token, {
            job_id: jobId,
            status: 'Applied',
          });
          if (status === 0) tally.unanswered += 1;
          else tally.answers.push({ status, at: Date.now() });
          if (status === 200) tally.acked.add(`${seeker.id}/${jobId}`);
          await sleep(PAUSE_MS);
        }
      }
    };
    const loadStart = Date.now();
    const running = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    // baseline: the same load without any kill
    await sleep(BASELINE_MS);
    const baselineEnd = Date.now();
    const kills: { at: number; backends: number }[] = [];
    for (let k = 0; k < KILLS && !stop; k++) {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid, pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      kills.push({ at: Date.now(), backends: rows.length });
      await sleep(KILL_EVERY_MS);
      if (exit) break;
    }
    const chaosEnd = Date.now();
    stop = true;
    await running;

    const alive = exit === null && (await healthy(base));
    const stored = new Set(
      (
        await admin.query<{ seeker_id: string; job_id: string }>(
          `select seeker_id, job_id from applications where seeker_id = any($1::uuid[])`,
          [seekers.map((s) => s.id)],
        )
      ).rows.map((r) => `${r.seeker_id}/${r.job_id}`),
    );
    await admin.end();
    const lost = [...tally.acked].filter((key) => !stored.has(key));

    const phase = (from: number, to: number) =>
      tally.answers.filter((a) => a.at >= from && a.at < to);
    const byStatus = (answers: Answer[]) => {
      const counts = new Map<number, number>();
      for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
      return [...counts]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
    };
    const recovery = kills.map((kill) => {
      const next = tally.answers.find((a) => a.at > kill.at && a.status === 200);
      return next ? next.at - kill.at : Number.POSITIVE_INFINITY;
    });
    const sortedRecovery = [...recovery].sort((a, b) => a - b);
    const baseline = phase(loadStart, baselineEnd);
    const chaos = phase(baselineEnd, chaosEnd + 1);
    const rate = (answers: Answer[], ms: number) => ((answers.length / ms) * 1000).toFixed(0);
    const fiveHundreds = tally.answers.filter((a) => a.status >= 500 && a.status !== 503).length;

    console.log(
      `\nChaos run: ${WORKERS} writers (${seekers.length} seekers, ${jobs.length} Open jobs), ` +
        `${KILLS} kills every ${KILL_EVERY_MS} ms`,
    );
    console.table([
      {
        phase: 'baseline (no kill)',
        seconds: ((baselineEnd - loadStart) / 1000).toFixed(1),
        'answers/s': rate(baseline, baselineEnd - loadStart),
        'answers by status': byStatus(baseline),
      },
      {
        phase: 'chaos',
        seconds: ((chaosEnd - baselineEnd) / 1000).toFixed(1),
        'answers/s': rate(chaos, chaosEnd - baselineEnd),
        'answers by status': byStatus(chaos),
      },
    ]);
    const verdict = {
      'process alive': alive,
      kills: kills.length,
      'backends ended': kills.reduce((n, k) => n + k.backends, 0),
      'acknowledged writes': tally.acked.size,
      'stored rows': stored.size,
      'acknowledged but lost': lost.length,
      'stored but not acknowledged (a 503 after the commit)':
        stored.size - (tally.acked.size - lost.length),
      'requests without an answer': tally.unanswered,
      '5xx other than 503': fiveHundreds,
      'time to next acknowledged write, median ms':
        sortedRecovery[Math.floor(sortedRecovery.length / 2)],
      'time to next acknowledged write, max ms': sortedRecovery.at(-1),
    };
    console.table(verdict);
    const failed = !alive || lost.length > 0 || fiveHundreds > 0 || tally.unanswered > 0;
    if (failed) {
      console.error('chaos: FAILED');
      if (exit) console.error(`server exited: ${JSON.stringify(exit)}\n${stderr}`);
      process.exitCode = 1;
    } else {
      console.log('chaos: passed (process alive, 0 acknowledged writes lost, no 5xx but 503)');
    }
  } finally {
    server.kill('SIGTERM');
  }
}

async function waitForHealth(base: string, died: () => boolean) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (died()) throw new Error('the server exited while starting');
    if (await healthy(base)) return;
    await sleep(500);
  }
  throw new Error('the server did not start in 180 s');
}

async function healthy(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`);
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Answers the status, or 0 when the connection failed (the process is gone). */
async function post(base: string, url: string, token: string | null, body: object) {
  try {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function json(res: Response) {
  return (await res.json()) as { data?: Record<string, unknown> & { token?: string } };
}

/** A seeker signed in through the OTP (dev outbox) with a finished profile, as the tests do. */
async function seekerSignIn(base: string, number: number) {
  const contact = String(number).slice(0, 10);
  const send = await fetch(`${base}/api/login/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contact, opt_in: true, tnc: true }),
  });
  if (send.status !== 200)
    throw new Error(`sign-in of ${contact}: ${send.status} ${await send.text()}`);
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${contact}`)).json()) as {
    data: { otp?: string }[];
  };
  const confirm = await fetch(`${base}/api/login/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contact, otp: outbox.data[0]?.otp }),
  });
  const data = (await json(confirm)).data ?? {};
  const token = String(data.token);
  const id = String(data._id);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const basic = await fetch(`${base}/api/user/basicdetail`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      name: 'Chaos Seeker',
      gender: 1,
      age: 1,
      qualification: 2,
      technical_cert: { cert: 'iti', branch: 'electrician' },
      experience: 2,
      address_home: 'up-lucknow',
    }),
  });
  if (basic.status !== 200) throw new Error(`basic details: ${basic.status} ${await basic.text()}`);
  return { id, token };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

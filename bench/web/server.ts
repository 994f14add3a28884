// The real server (server/src/main.ts, as `npm start` runs it) serving one built web app, on a
// free port with a fresh DATA_DIR and the demo data, and the demo seeker's session on it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/measure';

export const DEMO_SEEKER = '9876543210';
export const DEMO_EMPLOYER = 'hr@sharmalogistics.in';
export const DEMO_SAARTHI = { contact: '9000000002', code: 'SAR100001' }; // seed-saarthi.ts

/**
 * What the web app keeps in localStorage after the seeker's OTP (after-login.ts), and the page
 * cookie the server set with it (issue 16 item 3: the server renders /jobs by it), if any.
 */
export type SeekerStorage = { items: Record<string, string>; pageCookie: string | null };

export type RunningServer = { base: string; stop: () => Promise<void> };

export async function startServer(root: string, webDist: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-bench-web-'));
  // embedded PGlite on the fresh DATA_DIR, whatever the caller's shell points at
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      // production would need Razorpay keys and a PUBLIC_URL, and closes the dev outbox the
      // sign-in reads its OTP from; the web app is served the same way in both
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      NODE_NO_WARNINGS: '1',
      // one sign-in serves every run of the bench (the OTP may not be sent again within 60 s)
      ACCESS_TOKEN_TTL: '3600',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server for ${webDist} exited during start`);
    }
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server for ${webDist} did not start within 120 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

async function postJson(url: string, body: unknown, cookies: string[] = []) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${text}`);
  cookies.push(...res.headers.getSetCookie());
  return JSON.parse(text) as Record<string, unknown>;
}

async function outboxOtp(base: string, to: string): Promise<string> {
  const outbox = (await (
    await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
      signal: AbortSignal.timeout(10_000),
    })
  ).json()) as { data: { otp?: string | null }[] };
  const otp = outbox.data[0]?.otp;
  if (!otp) throw new Error(`no OTP for ${to} in the dev outbox`);
  return otp;
}

/** What the app stores after a confirmed sign-in (after-login.ts), in Hindi. */
function storedSession(result: Record<string, unknown>, cookies: string[]): SeekerStorage {
  const data = result.data as { _id: string; role: number; token: string; profile_status: number };
  const pageCookie = cookies
    .map((cookie) => /^kaamkaj_page=([^;]+)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  const items = {
    kaamkaj_authToken: data.token,
    kaamkaj_refresh_token: String(result.refresh_token),
    kaamkaj_user: data._id,
    kaamkaj_user_role: String(data.role),
    kaamkaj_profile_status: String(data.profile_status),
    kaamkaj_user_tnc: 'true',
    kaamkaj_lang: 'hi',
  };
  return { items, pageCookie: pageCookie ?? null };
}

/** Signs the demo seeker in by OTP (the dev outbox) and answers the app's stored session. */
export async function seekerStorage(base: string): Promise<SeekerStorage> {
  await postJson(`${base}/api/login/user`, { contact: DEMO_SEEKER, opt_in: true, tnc: true });
  const otp = await outboxOtp(base, DEMO_SEEKER);
  const cookies: string[] = [];
  const result = await postJson(
    `${base}/api/login/confirm`,
    { contact: DEMO_SEEKER, otp },
    cookies,
  );
  return storedSession(result, cookies);
}

/** The demo Saarthi (server/src/demo/seed-saarthi.ts), signed in by mobile, code and OTP. */
export async function saarthiStorage(base: string): Promise<SeekerStorage> {
  const login = { contact: DEMO_SAARTHI.contact, emp_code: DEMO_SAARTHI.code };
  await postJson(`${base}/api/login/saarthi`, { ...login, tnc: true });
  const otp = await outboxOtp(base, DEMO_SAARTHI.contact);
  const cookies: string[] = [];
  const result = await postJson(`${base}/api/login/saarthi/confirm`, { ...login, otp }, cookies);
  return storedSession(result, cookies);
}

/** The demo employer (Sharma Logistics), signed in by e-mail OTP, as the app stores it. */
export async function employerStorage(base: string): Promise<SeekerStorage> {
  const login = { user_name: DEMO_EMPLOYER, login_type: 'email' };
  await postJson(`${base}/api/login/v2`, { ...login, opt_in: true, tnc: true });
  const otp = await outboxOtp(base, DEMO_EMPLOYER);
  const cookies: string[] = [];
  const result = await postJson(
    `${base}/api/login/v2/confirm`,
    { ...login, otp, lead_source: 'bench' },
    cookies,
  );
  return storedSession(result, cookies);
}

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EARLY_INPUT_SCRIPT, earlyInputTag } from '@kaamkaj/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testConfig } from '../../test/helpers';
import { createOnboardedSeeker } from '../../test/seeker';
import { buildApp } from '../app';
import { storageOrigins } from './adapters/s3-storage';
import { createStorage } from './adapters/storage';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { jobs, users } from './db/schema';
import { newId } from './ids';
import { cspDirectives, permissionsPolicy } from './security-headers';

// issue 15 item 7: the headers every answer carries (HTML pages, the API, share pages), read off
// real answers of an app built as main.ts builds it, in development and as production runs.

function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8" />${earlyInputTag()}<title>Kaamkaj</title>` +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

async function webApp(overrides: Record<string, string>) {
  const config = testConfig({ WEB_DIST: webDist(), ...overrides });
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: null });
  await database.migrate();
  const app = await buildApp({ config, database, serveWeb: true });
  await app.ready();
  return { app, config, database };
}

/** The policy as directive name -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  expect(header).not.toBe('');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

/** The policy's source for index.html's inline script (domain EARLY_INPUT_SCRIPT), computed here. */
const EARLY = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

async function openJob(app: { database: { db: ReturnType<typeof openDatabase>['db'] } }) {
  const employerId = newId();
  await app.database.db.insert(users).values({ id: employerId, role: 2, name: 'Header Employer' });
  const id = newId();
  await app.database.db.insert(jobs).values({
    id,
    createdBy: employerId,
    jobTitle: 'Security Guard',
    companyName: 'Suraksha Services',
    district: 'hr-gurugram',
    salaryFrom: 15000,
    salaryTo: 19000,
    category: 'security',
    openings: 1,
    experience: 0,
    jobTimings: 0,
    jobType: 1,
    gender: 0,
    description: 'Guard the gate',
    status: 0,
  });
  return id;
}

/** The headers every answer carries, whatever the configuration. */
function expectCommonHeaders(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts[0], what).toBe("'self'");
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
  expect(policy.get('frame-src'), what).toContain('https://www.youtube-nocookie.com');
  expect(policy.get('img-src'), what).toContain('https://i.ytimg.com');
  expect(policy.get('worker-src'), what).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const permissions = String(res.headers['permissions-policy'] ?? '');
  expect(permissions, what).toContain('camera=(self)');
  expect(permissions, what).toContain('microphone=(self)');
  expect(permissions, what).toContain('geolocation=()');
  expect(permissions, what).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
  // the YouTube frame and the store's images send no CORP header: no COEP
  expect(res.headers['cross-origin-embedder-policy'], what).toBeUndefined();
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
}

describe('in development (no PUBLIC_URL, simulated payments, local files)', () => {
  let t: Awaited<ReturnType<typeof webApp>>;
  beforeAll(async () => {
    t = await webApp({});
  });
  afterAll(() => t.app.close());

  it('guards the HTML pages, the API and its errors alike', async () => {
    for (const url of [
      '/',
      '/JobSeekerlogin',
      '/assets/index-abc123.js',
      '/api/health',
      '/api/x',
    ]) {
      const res = await t.app.inject({ url });
      expectCommonHeaders(res, url);
      const policy = csp(res);
      expect(policy.get('script-src'), url).toEqual(["'self'", EARLY]);
      // the simulated checkout is a page of this server in a frame
      expect(policy.get('frame-src'), url).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.has('upgrade-insecure-requests'), url).toBe(false);
      expect(String(res.headers['content-security-policy'])).not.toContain('razorpay');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['permissions-policy']).toContain('payment=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it("serves index.html with one inline script, the early input's, which the policy allows by its hash and nothing else", async () => {
    const res = await t.app.inject({ url: '/' });
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toEqual([EARLY_INPUT_SCRIPT]);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    expect(csp(res).get('script-src')).toEqual(["'self'", hash]);
    // every other script is a file of this server
    const tags = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.filter((tag) => !/\ssrc="/.test(tag))).toEqual(['<script>']);
  });

  it('lets only the app itself frame the simulated checkout, which has no inline script', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const order = await call(t.app, {
      method: 'POST',
      url: '/api/payment/order',
      token: seeker.token,
      payload: { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const res = await t.app.inject({
      url: `/api/payment/simulated/checkout?order_id=${order.body.data.order_id}&lang=en`,
    });
    expect(res.statusCode).toBe(200);
    expect(csp(res).get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(csp(res).get('script-src')).toEqual(["'self'", EARLY]);
    for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/);
    expect(res.body).not.toMatch(/\sstyle="|<style/);
    const tags = res.body.match(/<(?:script|link)\b[^>]*>/g) ?? [];
    const files = tags.map((tag) => tag.match(/(?:src|href)="([^"]+)"/)?.[1] ?? '');
    expect(files).toEqual(['/api/payment/simulated/sheet.css', '/api/payment/simulated/sheet.js']);
    const script = await t.app.inject({ url: '/api/payment/simulated/sheet.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("fetch('/api/payment/simulated/pay'");
    const style = await t.app.inject({ url: '/api/payment/simulated/sheet.css' });
    expect(style.headers['content-type']).toContain('text/css');
  });

  it('builds share links from the request only when no PUBLIC_URL is set, and keeps them private', async () => {
    const id = await openJob(t);
    const res = await t.app.inject({
      url: `/shared/job?id=${id}`,
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res, '/shared/job');
    expect(meta(res.body, 'og:url')).toBe(`http://evil.example/shared/job?id=${id}`);
    // a forged Host can reach the browser that sent it, never a shared cache
    expect(res.headers['cache-control']).toBe('private, max-age=60');
  });
});

describe('as production runs (https PUBLIC_URL, Razorpay, S3)', () => {
  let t: Awaited<ReturnType<typeof webApp>>;
  beforeAll(async () => {
    t = await webApp({
      PUBLIC_URL: 'https://kaamkaj.example',
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_headers',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      S3_BUCKET: 'kaamkaj-media',
      S3_PUBLIC_URL: 'https://media.kaamkaj.example',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
  });
  afterAll(() => t.app.close());

  it("allows Razorpay's checkout and the store, and asks for HTTPS", async () => {
    for (const url of ['/', '/chooseplan', '/api/health']) {
      const res = await t.app.inject({ url });
      expectCommonHeaders(res, url);
      const policy = csp(res);
      expect(policy.get('script-src'), url).toEqual([
        "'self'",
        EARLY,
        'https://checkout.razorpay.com',
        'https://cdn.razorpay.com',
      ]);
      expect(policy.get('frame-src'), url).toEqual([
        'https://www.youtube-nocookie.com',
        'https://checkout.razorpay.com',
        'https://api.razorpay.com',
      ]);
      const bucket = 'https://kaamkaj-media.s3.ap-south-1.amazonaws.com';
      for (const directive of ['img-src', 'media-src', 'connect-src']) {
        expect(policy.get(directive), `${url} ${directive}`).toEqual(
          expect.arrayContaining(['https://media.kaamkaj.example', bucket]),
        );
      }
      expect(policy.get('connect-src')).toContain('https://api.razorpay.com');
      expect(policy.has('upgrade-insecure-requests'), url).toBe(true);
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(res.headers['permissions-policy']).toContain(
        'payment=(self "https://api.razorpay.com")',
      );
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('builds share links from PUBLIC_URL, whatever the Host header says', async () => {
    const id = await openJob(t);
    const res = await t.app.inject({
      url: `/shared/job?id=${id}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res, '/shared/job');
    expect(meta(res.body, 'og:url')).toBe(`https://kaamkaj.example/shared/job?id=${id}`);
    expect(meta(res.body, 'og:image')).toBe('https://kaamkaj.example/og/kaamkaj.png');
    expect(res.body).not.toContain('evil.example');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const gone = await t.app.inject({
      url: `/shared/job?id=${newId()}`,
      headers: { host: 'evil.example' },
    });
    expect(gone.statusCode).toBe(404);
    expect(meta(gone.body, 'og:url')).toMatch(/^https:\/\/kaamkaj\.example\/shared\/job\?id=/);
  });
});

describe('the policy of other configurations', () => {
  const config = (overrides: Record<string, string>): Config => testConfig(overrides);

  it('takes the checkout script from RAZORPAY_CHECKOUT_URL, only when Razorpay is the gateway', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4010/v1/checkout.js',
    };
    expect(cspDirectives(config({ PAYMENTS: 'razorpay', ...keys }))['script-src']).toEqual([
      "'self'",
      EARLY,
      'http://127.0.0.1:4010',
      'https://cdn.razorpay.com',
    ]);
    expect(JSON.stringify(cspDirectives(config(keys)))).not.toContain('razorpay');
    expect(JSON.stringify(cspDirectives(config(keys)))).not.toContain('4010');
    expect(permissionsPolicy(config(keys))).toContain('payment=()');
  });

  it('asks for HTTPS only when PUBLIC_URL is https', () => {
    expect(cspDirectives(config({ PUBLIC_URL: 'http://kaamkaj.local' }))).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
    expect(cspDirectives(config({ PUBLIC_URL: 'https://kaamkaj.in' }))).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  // Every address the store hands the browser (upload target, public and signed links) must be
  // one the policy allows: checked against the SDK's own addresses, offline.
  it.each<Record<string, string>>([
    { S3_BUCKET: 'kaamkaj-media' },
    { S3_BUCKET: 'kaamkaj-media', S3_REGION: 'us-east-1' },
    { S3_BUCKET: 'kaamkaj.media' },
    { S3_BUCKET: 'kaamkaj-media', S3_FORCE_PATH_STYLE: 'true' },
    { S3_BUCKET: 'kaamkaj-media', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com' },
    { S3_BUCKET: 'kaamkaj-media', S3_ENDPOINT: 'http://127.0.0.1:9000' },
    { S3_BUCKET: 'kaamkaj.media', S3_ENDPOINT: 'http://minio.local:9000' },
    {
      S3_BUCKET: 'kaamkaj-media',
      S3_ENDPOINT: 'http://minio.local:9000',
      S3_FORCE_PATH_STYLE: 'true',
    },
    { S3_BUCKET: 'kaamkaj-media', S3_PUBLIC_URL: 'https://media.kaamkaj.in/files' },
  ])('allows every address of the store %o', async (store) => {
    const c = config({ ...store, S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'x' });
    const storage = createStorage(c);
    const post = await storage.presignPost({
      key: 'public/company_logo/u/f.png',
      contentType: 'image/png',
      maxBytes: 100,
      expiresIn: 60,
    });
    const signed = await storage.signedUrl('private/video_resume/u/f.webm', 60);
    const publicUrl = storage.publicUrl('public/company_logo/u/f.png');
    const directives = cspDirectives(c);
    expect(directives['connect-src']).toContain(new URL(post.url).origin);
    for (const url of [signed, publicUrl]) {
      expect(directives['img-src']).toContain(new URL(url).origin);
      expect(directives['media-src']).toContain(new URL(url).origin);
    }
    // nothing beyond what the store uses
    expect(storageOrigins(c).sort()).toEqual(
      [
        ...new Set([new URL(post.url).origin, new URL(signed).origin, new URL(publicUrl).origin]),
      ].sort(),
    );
  });

  it('adds no store origin for the local store (it is this server)', () => {
    expect(storageOrigins(config({}))).toEqual([]);
  });
});

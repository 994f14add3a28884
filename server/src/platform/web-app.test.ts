import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { SITE_CONTACT, type SiteContact, siteContactScript, whatsappLink } from '@kaamkaj/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import { type Database, openDatabase } from './db/client';
import { files, jobs, users } from './db/schema';
import { newId } from './ids';

const PRECOMPRESS = fileURLToPath(new URL('../../../scripts/precompress.mjs', import.meta.url));

let app: Awaited<ReturnType<typeof buildApp>>;
let distDir = '';
let database: Database;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-dist-'));
  distDir = dist;
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Kaamkaj</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  const config = testConfig({ WEB_DIST: dist });
  database = openDatabase({ url: config.DATABASE_URL, dataDir: null });
  await database.migrate();
  app = await buildApp({ config, database, serveWeb: true });
});
afterAll(() => app.close());

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html uncached for every app route (SPA fallback)', async () => {
    for (const url of [
      '/',
      '/JobSeekerlogin',
      '/login/VerifyOTP',
      '/terms&conditions',
      '/user/editProfile?id=1',
      '/no-such-page',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Kaamkaj</title>');
      expect(res.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    }
  });

  // issue 16 item 5: a new service worker or manifest reaches the phone on its next visit
  it('serves the service worker and the manifest never cached, under the CSP', async () => {
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Kaamkaj"}');
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves files added after start, as after a rebuild', async () => {
    writeFileSync(path.join(distDir, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await app.inject({ url: '/assets/later-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it("sends the build's Brotli or gzip copy to a browser that takes it (slow networks)", async () => {
    const script = 'console.log("काम-काज");\n'.repeat(100);
    writeFileSync(path.join(distDir, 'assets', 'app-ghi789.js'), script);
    execFileSync(process.execPath, [PRECOMPRESS, distDir]);
    const url = '/assets/app-ghi789.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON answers over 1 KB, not small ones', async () => {
    const docs = await app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).info.title).toBe('Kaamkaj API');
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().data.status).toBe('ok');
  });

  it('answers a missing file or API route with 404, not the page', async () => {
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing not found',
    });
    // an app left open across a release, on a Hindi screen
    const hindi = await app.inject({
      url: '/api/nothing?x=1',
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json()).toMatchObject({ code: 'NOT_FOUND', message: 'नहीं मिला' });
  });
});

describe('prerendered public pages (issue 16 item 2)', () => {
  const page = (lang: string, text: string) =>
    `<!doctype html><html lang="${lang}"><head><title>Kaamkaj</title></head><body><div id="root" data-lang="${lang}"><h1>${text}</h1></div></body></html>`;
  beforeAll(() => {
    const files: Record<string, string> = {
      'hi/index.html': page('hi', 'अपने पास जाँची-परखी नौकरियाँ पाएँ'),
      // over 1 KB, so the build writes its Brotli copy (scripts/precompress.mjs)
      'en/index.html': page('en', 'Find verified jobs near you').replace(
        '</head>',
        `<style>${'.x{color:red}'.repeat(100)}</style></head>`,
      ),
      'hi/jobseekerlogin.html': page('hi', 'मोबाइल नंबर'),
      'en/jobseekerlogin.html': page('en', 'Mobile number'),
      'en/recruiter.html': page('en', 'Employer login'),
      'hi/terms&conditions.html': page('hi', 'नियम और शर्तें'),
    };
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.join(distDir, 'prerendered', path.dirname(file)), { recursive: true });
      writeFileSync(path.join(distDir, 'prerendered', file), html);
    }
  });
  const get = (url: string, lang?: string, headers: Record<string, string> = {}) =>
    app.inject({
      url,
      headers: lang ? { cookie: `theme=x; kaamkaj_lang=${lang}; other=1`, ...headers } : headers,
    });

  it("sends the page in the language of the visitor's cookie, Hindi without one", async () => {
    const hindi = await get('/');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toMatch(/^text\/html/);
    expect(hindi.body).toContain('<h1>अपने पास जाँची-परखी नौकरियाँ पाएँ</h1>');
    expect(hindi.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    expect(hindi.headers.vary).toMatch(/cookie/i);
    const english = await get('/', 'en');
    expect(english.body).toContain('<h1>Find verified jobs near you</h1>');
    expect(english.body).toContain('<html lang="en">');
    expect((await get('/', 'hi')).body).toContain('<html lang="hi">');
  });

  it('finds a page by its path in any case, with a query or a trailing slash', async () => {
    expect((await get('/JobSeekerlogin', 'en')).body).toContain('<h1>Mobile number</h1>');
    expect((await get('/jobseekerlogin/?from=x', 'hi')).body).toContain('<h1>मोबाइल नंबर</h1>');
    expect((await get('/terms&conditions', 'hi')).body).toContain('<h1>नियम और शर्तें</h1>');
  });

  it('sends the employer login in English whatever the cookie says (spec 001 §2)', async () => {
    expect((await get('/recruiter', 'hi')).body).toContain('<h1>Employer login</h1>');
  });

  it("sends the app's shell where no page was prerendered or the cookie is not a language", async () => {
    for (const [url, lang] of [
      ['/jobs', 'en'],
      ['/about', 'en'], // not built in this test's dist: the shell, never a 404
      ['/terms&conditions', 'en'],
      ['/', '../../etc/passwd'],
    ] as const) {
      const res = await get(url, lang);
      expect(res.statusCode, url).toBe(200);
      if (url === '/') expect(res.body).toContain('<h1>अपने पास जाँची-परखी नौकरियाँ पाएँ</h1>');
      else expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("sends the app's shell in the cookie's language, naming that language's texts (issue 16 item 1)", async () => {
    const shellOf = (lang: string) =>
      `<!doctype html><html lang="${lang}"><head><title>Kaamkaj</title><link rel="modulepreload" crossorigin href="/assets/texts.${lang}-1.js"></head><body><div id="root"></div></body></html>`;
    mkdirSync(path.join(distDir, 'shell'), { recursive: true });
    for (const lang of ['hi', 'en']) {
      writeFileSync(path.join(distDir, 'shell', `${lang}.html`), shellOf(lang));
    }
    try {
      for (const [lang, shown] of [
        ['en', 'en'],
        ['hi', 'hi'],
        [undefined, 'hi'], // no cookie: Hindi (DESIGN.md §4)
        ['../../etc/passwd', 'hi'],
      ] as const) {
        const res = await get('/jobs', lang);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`href="/assets/texts.${shown}-1.js"`);
        expect(res.body).toContain(`<html lang="${shown}">`);
        expect(res.body).not.toContain(`texts.${shown === 'hi' ? 'en' : 'hi'}-1.js`);
        expect(res.headers.vary).toMatch(/cookie/i);
        expect(res.headers['cache-control']).toMatch(/no-cache|max-age=0/);
      }
      // a prerendered page still wins over the shell
      expect((await get('/', 'en')).body).toContain('<h1>Find verified jobs near you</h1>');
    } finally {
      rmSync(path.join(distDir, 'shell'), { recursive: true, force: true });
    }
  });

  it("answers a prerendered form's post with the page again, never reading the number", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/JobSeekerlogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'contact=9876543210&tnc=on',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/JobSeekerlogin');
    const other = await app.inject({ method: 'POST', url: '/jobs', payload: 'contact=1' });
    expect(other.statusCode).toBe(404);
  });

  it("sends the build's Brotli copy of a prerendered page", async () => {
    execFileSync(process.execPath, [PRECOMPRESS, distDir]);
    const res = await get('/', 'en', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(
      '<h1>Find verified jobs near you</h1>',
    );
  });
});

describe("a prerendered page's contact details (issue 16 item 2)", () => {
  // the footer and #contact as the build renders them, with the build's details (SITE_CONTACT)
  const built = (c: SiteContact) =>
    '<!doctype html><html lang="hi"><head><title>Kaamkaj</title></head><body>' +
    `<div id="root" data-lang="hi"><a href="tel:${c.support_phone}">${c.support_phone}</a>` +
    `<a href="${whatsappLink(c.support_phone)}">WhatsApp</a>` +
    `<a href="mailto:${c.support_email}">${c.support_email}</a>` +
    `<address>${c.company_address}</address></div>${siteContactScript(c)}</body></html>`;
  // the app's shell, which carries the same details (web/vite.config.ts)
  const shell = (c: SiteContact) =>
    '<!doctype html><html lang="hi"><head><title>Kaamkaj</title></head><body>' +
    `<div id="root"></div>${siteContactScript(c)}</body></html>`;
  const OWN: SiteContact = {
    support_phone: '98765 43210',
    support_email: 'madad@example.in',
    company_address: 'Shop 4 & 5, <Main> Road, Indore',
  };
  let own: Awaited<ReturnType<typeof buildApp>>;
  let ownDb: Database;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-dist-'));
    writeFileSync(path.join(dist, 'index.html'), shell(SITE_CONTACT));
    mkdirSync(path.join(dist, 'prerendered', 'hi'), { recursive: true });
    writeFileSync(path.join(dist, 'prerendered', 'hi', 'index.html'), built(SITE_CONTACT));
    execFileSync(process.execPath, [PRECOMPRESS, dist]);
    const config = testConfig({
      WEB_DIST: dist,
      SUPPORT_PHONE: OWN.support_phone,
      SUPPORT_EMAIL: OWN.support_email,
      COMPANY_ADDRESS: OWN.company_address,
    });
    ownDb = openDatabase({ url: config.DATABASE_URL, dataDir: null });
    await ownDb.migrate();
    own = await buildApp({ config, database: ownDb, serveWeb: true });
  });
  afterAll(() => own.close());

  it("shows this server's number, mail and address in place of the build's, links included", async () => {
    const res = await own.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/cookie/i);
    const body =
      res.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(res.rawPayload).toString()
        : res.body;
    expect(body).toContain('<a href="tel:98765 43210">98765 43210</a>');
    expect(body).toContain('<a href="https://wa.me/919876543210">WhatsApp</a>');
    expect(body).toContain('<a href="mailto:madad@example.in">madad@example.in</a>');
    expect(body).toContain('<address>Shop 4 &amp; 5, &lt;Main&gt; Road, Indore</address>');
    // what the app hydrates from: the same details, its "<" unable to end the script
    const data = body.match(/<script type="application\/json" id="site-contact">(.*?)<\/script>/);
    expect(data?.[1]).toContain('\\u003cMain>');
    expect(JSON.parse(data?.[1] ?? '')).toEqual({
      support_phone: '98765 43210',
      support_email: 'madad@example.in',
      company_address: 'Shop 4 & 5, <Main> Road, Indore',
    });
    for (const was of Object.values(SITE_CONTACT)) expect(body).not.toContain(was);
    expect(body).not.toContain(whatsappLink(SITE_CONTACT.support_phone));
  });

  it("sends the app's shell with them too, for every page the build did not prerender", async () => {
    for (const url of ['/setting', '/shared/job?id=missing', '/shared/community-video?id=x']) {
      const res = await own.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(siteContactScript(OWN));
      for (const was of Object.values(SITE_CONTACT)) expect(res.body, url).not.toContain(was);
    }
  });

  it('gives the same details in GET /api/config, and the defaults on a server without its own', async () => {
    const res = await own.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      support_phone: '98765 43210',
      support_email: 'madad@example.in',
      company_address: 'Shop 4 & 5, <Main> Road, Indore',
    });
    expect((await app.inject({ url: '/api/config' })).json().data).toMatchObject(SITE_CONTACT);
  });

  it("sends the build's file as written when the details are the build's", async () => {
    writeFileSync(path.join(distDir, 'prerendered', 'hi', 'about.html'), built(SITE_CONTACT));
    const res = await app.inject({ url: '/about', headers: { cookie: 'kaamkaj_lang=hi' } });
    expect(res.body).toBe(built(SITE_CONTACT));
  });
});

describe('shared job page previews (issue 5 item 6)', () => {
  let employerId = '';
  beforeAll(async () => {
    employerId = newId();
    await database.db.insert(users).values({ id: employerId, role: 2, name: 'Preview Employer' });
  });

  async function job(over: Partial<typeof jobs.$inferInsert> = {}) {
    const id = newId();
    await database.db.insert(jobs).values({
      id,
      createdBy: employerId,
      jobTitle: 'Delivery Executive',
      companyName: 'Sharma Logistics',
      district: 'hr-gurugram',
      salaryFrom: 14000,
      salaryTo: 18000,
      category: 'delivery',
      openings: 1,
      experience: 0,
      jobTimings: 0,
      jobType: 1,
      gender: 0,
      description: 'Deliver parcels',
      status: 0,
      ...over,
    });
    return id;
  }
  const meta = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

  it('puts the Open job into Open Graph and Twitter tags in <head>', async () => {
    const id = await job();
    const res = await app.inject({ url: `/shared/job?id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // no PUBLIC_URL here: the links take the request's origin, so no shared cache keeps the page
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(meta(head, 'og:title')).toBe('Delivery Executive · Sharma Logistics');
    expect(meta(head, 'og:description')).toBe('₹14,000 - ₹18,000/month · Gurugram');
    expect(meta(head, 'og:image')).toBe('http://localhost:80/og/kaamkaj.png');
    expect(meta(head, 'og:url')).toBe(`http://localhost:80/shared/job?id=${id}`);
    expect(meta(head, 'twitter:card')).toBe('summary');
    expect(meta(head, 'twitter:title')).toBe('Delivery Executive · Sharma Logistics');
    expect(head).toContain('<title>Delivery Executive · Sharma Logistics | Kaamkaj</title>');
    expect(head).not.toContain('noindex');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes every value a user typed', async () => {
    const id = await job({
      jobTitle: 'Rider "Best" <script>x</script>',
      companyName: `A & B's <b>Co</b>`,
      salaryFrom: null,
      salaryTo: 20000,
    });
    const res = await app.inject({ url: `/shared/job?id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Rider &quot;Best&quot; &lt;script&gt;x&lt;/script&gt; · A &amp; B&#39;s &lt;b&gt;Co&lt;/b&gt;" />',
    );
    expect(res.body).toContain(
      '<title>Rider &quot;Best&quot; &lt;script&gt;x&lt;/script&gt; · A &amp; B&#39;s &lt;b&gt;Co&lt;/b&gt; | Kaamkaj</title>',
    );
    expect(meta(res.body, 'og:description')).toBe('Upto ₹20,000/month · Gurugram');
    const odd = await app.inject({ url: '/shared/job?id=%22%3E%3Cscript%3E' });
    expect(odd.statusCode).toBe(404);
    expect(odd.body).not.toContain('"><script>');
  });

  it("shows the job's logo when it has one", async () => {
    const fileId = newId();
    await database.db.insert(files).values({
      id: fileId,
      ownerId: employerId,
      category: 'company_logo',
      objectKey: `logos/${fileId}.png`,
      contentType: 'image/png',
      declaredSize: 10,
      isPublic: true,
      originalName: 'logo.png',
    });
    const id = await job({ companyLogoFile: fileId, salaryFrom: 12000, salaryTo: null });
    const res = await app.inject({ url: `/shared/job?id=${id}` });
    expect(meta(res.body, 'og:image')).toBe(`http://localhost:80/api/file/logos/${fileId}.png`);
    expect(meta(res.body, 'og:description')).toBe('More Than ₹12,000/month · Gurugram');
  });

  it('answers a closed or missing job with the app, 404 and "no longer available"', async () => {
    const closed = await job({ status: 2 });
    for (const url of [`/shared/job?id=${closed}`, `/shared/job?id=${newId()}`, '/shared/job']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(meta(res.body, 'og:title')).toBe('This job is no longer available');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('serves the default preview image as a PNG', async () => {
    const res = await app.inject({ url: '/og/kaamkaj.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

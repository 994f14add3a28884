import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_ANSWERS_ID, PROFILE_STATUS, SITE_CONTACT, siteContactScript } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerWithCompany } from '../../../test/employer';
import {
  call,
  createTestApp,
  pageCookieOf,
  signInEmployer,
  signInSeeker,
  type TestApp,
} from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { companies, sessions, users } from '../../platform/db/schema';
import { pageCookie } from '../../platform/page-cookie';
import { feedFixtures } from '../feed/test-support';
import { createAgent, enrol } from '../saarthi/test-support';
import { pageHtml, scriptJson } from './page-html';

// issue 16 item 3: a signed-in seeker's /jobs comes as HTML that already holds their first feed
// page. The web app's renderer (web/src/prerender.tsx renderSignedIn, built to
// dist-ssr/prerender.js) is stood in for by a module that lists what it was given, so these
// tests see exactly which session, language and answers the server rendered from; e2e
// (journeys/rendered-feed.test.ts) runs the real one.
const RENDERER = `
export async function renderSignedIn(page) {
  // a seeker's feed, an employer's jobs, a Saarthi's enrolled seekers
  const list = page.answers.feed ?? page.answers.jobs ?? page.answers.leads;
  const titles = list.data.map((item) => '<article>' + (item.job_title ?? item.name) + '</article>');
  return {
    html: '<main data-for="' + page.session.user + '" data-role="' + page.session.user_role +
      '" data-status="' + page.session.profile_status + '" data-name="' + page.answers.user.name +
      '" data-path="' + page.path + '">' + titles.join('') + '</main>',
    title: page.lang === 'hi' ? 'काम-काज' : 'Kaamkaj',
    description: '',
  };
}
// the web app's SIGNED_IN_MODULES stood in for: a link naming the role, the language and the path
// it was asked for, none for /notification, and the manifest read from the build
// (dist/.vite/manifest.json)
export function signedInPreloadLinks(path, role, manifest, lang) {
  const page = path.toLowerCase().replace(/(.)\\/$/, '$1');
  if (page === '/notification') return '';
  return '<link rel="modulepreload" href="/assets/' + manifest.prefix + '-' + role + '/' + lang + page + '.js">';
}
`;
// as the build writes it: the style sheet inline, its link disabled, the build's contact details
// (web/vite.config.ts)
const INDEX =
  '<!doctype html><html lang="hi"><head><title>Kaamkaj</title>' +
  '<style>main{color:red}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>' +
  '</head>' +
  '<body><noscript><p>JavaScript</p></noscript><div id="root"></div>' +
  `${siteContactScript(SITE_CONTACT)}</body></html>`;
// this server's own support number (SUPPORT_PHONE), which the page must carry instead
const OWN_PHONE = '98765 43210';

let t: TestApp;
let fx: ReturnType<typeof feedFixtures>;
let root = '';
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-pages-'));
  mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX);
  mkdirSync(path.join(root, 'dist', '.vite'));
  writeFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), '{"prefix":"chunk"}');
  writeFileSync(path.join(root, 'dist-ssr', 'prerender.js'), RENDERER);
  t = await createTestApp(
    { WEB_DIST: path.join(root, 'dist'), SUPPORT_PHONE: OWN_PHONE },
    { serveWeb: true },
  );
  fx = feedFixtures(t, await createEmployerWithCompany(t));
});
afterAll(() => t.app.close());

const jobsPage = (cookie: string | null | undefined, lang = 'en', url = '/jobs') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [cookie, `kaamkaj_lang=${lang}`].filter(Boolean).join('; ') },
  });

const answersIn = (html: string) => {
  const json = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};

describe("a seeker's /jobs rendered by the server", () => {
  it('holds the first feed page, for the session the cookie names, in the cookie language', async () => {
    const seeker = await fx.seekerIn('electrician');
    const job = await fx.addJob({ category: 'electrician', jobTitle: 'Wiring <helper> & co' });
    expect(seeker.pageCookie).toMatch(/^kaamkaj_page=[\w-]+\.[\w-]+\.\d+\.[0-9a-f]{64}$/);

    const res = await jobsPage(seeker.pageCookie, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    const html = res.body;
    expect(html).toContain(`<html lang="hi">`);
    // the language the cookie chose, for the app to start in without reading document.cookie
    expect(html).toContain('<meta name="kaamkaj-cookie-lang" content="hi" />');
    expect(html).toContain('<title>काम-काज</title>');
    expect(html).toContain(`<div id="root" data-lang="hi" data-user="${seeker.id}">`);
    // the session as the app would hold it: a seeker (0) who finished onboarding (2)
    expect(html).toContain(`<main data-for="${seeker.id}" data-role="0" data-status="2"`);
    expect(html).toContain('data-name="Ravi Kumar"');
    expect(html).toContain('<article>Wiring <helper> & co</article>');
    // the answers the page was rendered from, as the API sends them, safe inside <script>
    const answers = answersIn(html);
    expect(answers.user).toMatchObject({ _id: seeker.id, name: 'Ravi Kumar' });
    expect(answers.feed.data.map((j: { _id: string }) => j._id)).toContain(job);
    expect(answers.feed.data[0].job_title).toBe('Wiring <helper> & co');
    expect(html).not.toContain('Wiring <helper> & co","');
    // the style sheet inline as the build wrote it, the no-JavaScript note gone (the feed reads
    // without it)
    expect(html).toContain('<style>main{color:red}</style>');
    // the sheet's link stays, disabled: the app's loader finds it and links nothing again
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(html).not.toContain('<noscript>');
  });

  it("carries this server's contact details for the support dialog, not the build's", async () => {
    const seeker = await fx.seekerIn('electrician');
    const html = (await jobsPage(seeker.pageCookie)).body;
    expect(html).toContain(`<div id="root" data-lang="en" data-user="${seeker.id}">`);
    expect(html).toContain(siteContactScript({ ...SITE_CONTACT, support_phone: OWN_PHONE }));
    expect(html).not.toContain(SITE_CONTACT.support_phone);
  });

  it('is compressed for a phone that takes Brotli', async () => {
    const seeker = await fx.seekerIn('welder');
    const res = await t.app.inject({
      method: 'GET',
      url: '/JOBS',
      headers: { cookie: seeker.pageCookie ?? '', 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain(`data-user="${seeker.id}"`);
  });

  it('is the shell for anyone else: no cookie, an altered or foreign one, a logout', async () => {
    const seeker = await fx.seekerIn('painter');
    const shell = (html: string) => {
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-user');
      expect(html).not.toContain(FIRST_ANSWERS_ID);
    };
    shell((await jobsPage(null)).body);
    const cookie = seeker.pageCookie ?? '';
    shell((await jobsPage(`${cookie.slice(0, -1)}${cookie.endsWith('0') ? '1' : '0'}`)).body);
    // signed with another APP_SECRET
    const other = pageCookie({ ...t.config, APP_SECRET: 'another-secret-long-enough-0123456789' });
    const [sessionId, userId] = cookie.slice('kaamkaj_page='.length).split('.');
    shell(
      (
        await jobsPage(
          `kaamkaj_page=${other.value({ sessionId: sessionId ?? '', userId: userId ?? '' })}`,
        )
      ).body,
    );
    // another page of the app is never rendered by it: its shell names the screen's chunks
    const profile = (await jobsPage(cookie, 'en', '/profile')).body;
    shell(profile);
    expect(profile).toContain('href="/assets/chunk-0/en/profile.js"');

    const out = await call(t.app, { method: 'GET', url: '/api/user/logout', token: seeker.token });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^kaamkaj_page=; Max-Age=0; Path=\/; SameSite=Lax/,
    );
    shell((await jobsPage(cookie)).body); // the session is over, whatever the browser kept
  });

  it('is the shell for a seeker still onboarding, who the app sends to their profile', async () => {
    const seeker = await signInSeeker(t.app);
    expect(seeker.pageCookie).not.toBeNull();
    const res = await jobsPage(seeker.pageCookie);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('is set again by a refresh, and for every role', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const refreshed = await call(t.app, {
      method: 'POST',
      url: '/api/auth/refreshtoken',
      headers: { 'x-refreshtoken': seeker.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const again = pageCookieOf(refreshed.headers);
    expect(again).toMatch(new RegExp(`^kaamkaj_page=[\\w-]+\\.${seeker.id}\\.`));
    expect((await jobsPage(again)).body).toContain(`data-user="${seeker.id}"`);

    // an employer signing in on this device replaces a seeker's cookie with their own
    const employer = await signInEmployer(t.app);
    expect(employer.pageCookie).toMatch(
      new RegExp(`^kaamkaj_page=[\\w-]+\\.${employer.data._id}\\.`),
    );
    // a seeker's cookie of a session revoked behind the services' back (another instance)
    const [, sessionPart] = /^kaamkaj_page=([^.]+)\./.exec(again ?? '') ?? [];
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sessionPart ?? ''));
    expect((await jobsPage(again)).body).toContain('<div id="root"></div>');
  });
});

// issue 16 item 4: a signed-in deep link's shell names the chunks of the screen it opens on
describe("an employer's /dashboard rendered by the server", () => {
  it('holds the first page of their jobs and their record, for their session only', async () => {
    const employer = await signInEmployer(t.app);
    const id = employer.data._id;
    await t.database.db
      .update(users)
      .set({ name: 'Meera Gupta', profileStatus: PROFILE_STATUS.COMPLETE })
      .where(eq(users.id, id));
    await t.database.db.insert(companies).values({
      userId: id,
      hiringFor: 'my_company',
      organizationType: 'company',
      companyName: 'Gupta Traders',
      district: 'up-lucknow',
      verificationStatus: 'Approved',
    });
    const older = await fx.addJob({ createdBy: id, companyName: 'Gupta Traders' });
    const newer = await fx.addJob({
      createdBy: id,
      companyName: 'Gupta Traders',
      jobTitle: 'Loader <night> & day',
    });
    // another employer's job is not theirs to see
    await fx.addJob({ jobTitle: 'Not theirs' });

    const res = await jobsPage(employer.pageCookie, 'en', '/Dashboard/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.body;
    expect(html).toContain(`<div id="root" data-lang="en" data-user="${id}">`);
    // the session as the app would hold it: an employer (2) whose company is in (2)
    expect(html).toContain(
      `<main data-for="${id}" data-role="2" data-status="2" data-name="Meera Gupta" data-path="/dashboard">`,
    );
    expect(html).toContain('<article>Loader <night> & day</article><article>Driver</article>');
    expect(html).not.toContain('Not theirs');
    const answers = answersIn(html);
    expect(answers.feed).toBeUndefined();
    expect(answers.user).toMatchObject({ _id: id, company_name: 'Gupta Traders' });
    expect(answers.jobs.data.map((j: { _id: string }) => j._id)).toEqual([newer, older]);
    expect(answers.jobs.count).toBe(2);
    expect(html).not.toContain('Loader <night> & day","');
    expect(html).not.toContain('<noscript>');

    // a seeker's cookie on /dashboard, and the employer's on another page: the shell
    const seeker = await createOnboardedSeeker(t.app);
    const theirs = await jobsPage(seeker.pageCookie, 'en', '/dashboard');
    expect(theirs.body).toContain('<div id="root"></div>');
    const other = await jobsPage(employer.pageCookie, 'en', '/candidates');
    expect(other.body).toContain('<div id="root"></div>');
    // signed out: no one's jobs
    await call(t.app, { method: 'GET', url: '/api/user/logout', token: employer.data.token });
    const after = await jobsPage(employer.pageCookie, 'en', '/dashboard');
    expect(after.body).toContain('<div id="root"></div>');
    expect(after.body).not.toContain('Loader');
  });
});

describe("a Saarthi's /dashboard rendered by the server", () => {
  it("holds the first page of New User Enrolled, with every tab's count", async () => {
    const agent = await createAgent(t, 'up-lucknow', 'Geeta Kumari');
    const cookie = agent.pageCookie;
    expect(cookie).toMatch(new RegExp(`^kaamkaj_page=[\\w-]+\\.${agent.id}\\.`));
    expect((await enrol(t, agent, { name: 'Shyam Lal' })).status).toBe(200);

    const res = await jobsPage(cookie, 'hi', '/dashboard');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<div id="root" data-lang="hi" data-user="${agent.id}">`);
    expect(html).toContain(`data-for="${agent.id}" data-role="1"`);
    expect(html).toContain('data-name="Geeta Kumari" data-path="/dashboard">');
    expect(html).toContain('<article>Shyam Lal</article>');
    const answers = answersIn(html);
    expect(answers.leads.data.map((l: { name: string }) => l.name)).toEqual(['Shyam Lal']);
    expect(answers.leads.counts).toMatchObject({ enrolled: 1 });
    expect(answers.user).toMatchObject({ _id: agent.id, name: 'Geeta Kumari' });
    // their other pages are the shell
    expect((await jobsPage(cookie, 'hi', '/saarthiprofile')).body).toContain(
      '<div id="root"></div>',
    );
  });
});

describe('the shell of any other page of the app', () => {
  const links = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];

  it("names the chunks of the screen the cookie's role is shown there, once in <head>", async () => {
    // an employer whose company is in (the guard lets them see their dashboard)
    const employer = await signInEmployer(t.app);
    await t.database.db
      .update(users)
      .set({ profileStatus: PROFILE_STATUS.COMPLETE })
      .where(eq(users.id, employer.data._id));
    const res = await jobsPage(employer.pageCookie, 'hi', '/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    // in the cookie's language: the chunk of the shell's texts in it (issue 16 item 1)
    expect(links(res.body)).toEqual([
      '<link rel="modulepreload" href="/assets/chunk-2/hi/dashboard.js">',
    ]);
    expect(res.body).toMatch(/chunk-2\/hi\/dashboard\.js"><\/head>/);
    // rendered with their jobs (below), the page names the same chunks
    expect(res.body).toContain(`<div id="root" data-lang="hi" data-user="${employer.data._id}">`);
    // this server's contact details, as in every page it sends
    expect(res.body).toContain(siteContactScript({ ...SITE_CONTACT, support_phone: OWN_PHONE }));
    // the same path for another role: that role's screen (an employer's /jobs posts a job)
    const seeker = await createOnboardedSeeker(t.app);
    const english = await jobsPage(seeker.pageCookie, 'en', '/dashboard');
    expect(links(english.body)).toEqual([
      '<link rel="modulepreload" href="/assets/chunk-0/en/dashboard.js">',
    ]);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<meta name="kaamkaj-cookie-lang" content="en" />');
    expect(links((await jobsPage(employer.pageCookie, 'en', '/JOBS/')).body)).toEqual([
      '<link rel="modulepreload" href="/assets/chunk-2/en/jobs.js">',
    ]);
  });

  it('names where the guard sends them instead, and nothing on a public page', async () => {
    // a seeker still onboarding opens the feed: the app sends them to their basic details
    const onboarding = await signInSeeker(t.app);
    expect(links((await jobsPage(onboarding.pageCookie, 'en', '/jobs')).body)).toEqual([
      '<link rel="modulepreload" href="/assets/chunk-0/en/user/basicdetail.js">',
    ]);
    // a new employer goes to their company's details first
    const newEmployer = await signInEmployer(t.app);
    expect(links((await jobsPage(newEmployer.pageCookie, 'en', '/dashboard')).body)).toEqual([
      '<link rel="modulepreload" href="/assets/chunk-2/en/companydetail.js">',
    ]);
    // a seeker on an employer's page goes to their dashboard
    const seeker = await createOnboardedSeeker(t.app);
    expect(links((await jobsPage(seeker.pageCookie, 'en', '/candidates')).body)).toEqual([
      '<link rel="modulepreload" href="/assets/chunk-0/en/dashboard.js">',
    ]);
    // a page of the site, and a screen with nothing to name: the build's own page as it is
    for (const url of ['/about', '/Notification']) {
      const res = await jobsPage(seeker.pageCookie, 'en', url);
      expect(res.statusCode, url).toBe(200);
      expect(links(res.body), url).toEqual([]);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('is the plain shell without a live session', async () => {
    const employer = await signInEmployer(t.app);
    expect(links((await jobsPage(null, 'en', '/dashboard')).body)).toEqual([]);
    const out = await call(t.app, {
      method: 'GET',
      url: '/api/user/logout',
      token: employer.data.token,
    });
    expect(out.status).toBe(200);
    const after = await jobsPage(employer.pageCookie, 'en', '/dashboard');
    expect(links(after.body)).toEqual([]);
    expect(after.headers['cache-control']).toBe('no-cache');
  });
});

describe('the page cookie', () => {
  const cookie = pageCookie({
    APP_SECRET: 'a-secret-for-the-page-cookie-0123456789',
    PUBLIC_URL: undefined,
    REFRESH_TOKEN_TTL: 60,
  });
  const session = { sessionId: 'session-1', userId: 'user-1' };

  it('names its session until it runs out', () => {
    const now = Date.now();
    const value = cookie.value(session, now);
    expect(cookie.read(value, now)).toEqual(session);
    expect(cookie.read(value, now + 59_000)).toEqual(session);
    expect(cookie.read(value, now + 61_000)).toBeNull();
  });

  it('refuses anything altered', () => {
    const value = cookie.value(session);
    const [s, u, exp, mac] = value.split('.');
    expect(cookie.read(`${s}.user-2.${exp}.${mac}`)).toBeNull();
    expect(cookie.read(`${s}.${u}.${Number(exp) + 1000}.${mac}`)).toBeNull();
    expect(cookie.read(`${value}.extra`)).toBeNull();
    expect(cookie.read('')).toBeNull();
    expect(cookie.read(undefined)).toBeNull();
    expect(cookie.read(`${s}.${u}.${exp}.not-hex`)).toBeNull();
  });
});

describe('the page around the render', () => {
  it('keeps every script in the answers inert', () => {
    expect(scriptJson({ t: '</script><script>alert(1)</script>\u2028' })).toBe(
      '{"t":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u2028"}',
    );
  });

  it('escapes the user id and says which language and user it was made for', () => {
    const html = pageHtml(
      INDEX,
      {
        path: '/jobs',
        lang: 'en',
        session: { user: 'a"b', user_role: '0', profile_status: '2' },
        answers: { user: {}, feed: { data: [] } },
      },
      { html: '<p>x</p>', title: 'Kaamkaj <jobs>', description: '' },
    );
    expect(html).toContain('<div id="root" data-lang="en" data-user="a&quot;b"><p>x</p></div>');
    expect(html).toContain('<title>Kaamkaj &lt;jobs&gt;</title>');
  });
});

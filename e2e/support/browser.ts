import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import { PART_HYDRATED_MARK } from '../../web/src/lib/hydration-mark';

export const PHONE = { width: 360, height: 740 };
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * issue 15 item 7: what the app's Content-Security-Policy refused in any page of a browser from
 * `launch`, as "directive blocked-address (page)". Each journey must end with none: a policy
 * that breaks the app (or an inline script that creeps in) fails the test that met it.
 */
const cspViolations: string[] = [];
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
});

type Violation = { directive: string; blocked: string; sample: string; source: string };

/** Reports the page's policy violations (its own frames', not YouTube's) to `cspViolations`. */
async function watchPolicy(context: BrowserContext): Promise<BrowserContext> {
  const ours = new URL(baseURL()).origin;
  await context.exposeBinding('__kkCspViolation', ({ frame }, v: Violation) => {
    if (!frame.url().startsWith(ours)) return;
    const where = v.source ? ` at ${v.source}` : '';
    cspViolations.push(
      `${v.directive} ${v.blocked}${where} (${frame.url()})${v.sample ? `: ${v.sample}` : ''}`,
    );
  });
  await context.addInitScript(() => {
    addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __kkCspViolation?: (v: Violation) => void })
        .__kkCspViolation;
      report?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}` : '',
      });
    });
  });
  // what never reaches an event of the page, e.g. a frame refused by frame-ancestors
  context.on('console', (message) => {
    const at = message.location().url;
    if (
      message.type() === 'error' &&
      message.text().includes('Content Security Policy') &&
      !message.text().includes('[Report Only]') &&
      (at === '' || at.startsWith(ours))
    ) {
      cspViolations.push(message.text());
    }
  });
  return context;
}

/**
 * Chrome's install event never reaches the app in a journey, unless one fires its own (the app
 * offers to install after a first application, once: it would cover a journey's next steps).
 */
async function holdInstallEvent(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      true,
    );
  });
  return context;
}

/** Debian's Chromium, as the env doc asks: no browser download, no background networking. */
export async function launch(opts: { fakeCamera?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      // Chromium's own test camera and microphone, with permission granted (spec 000 §2.10).
      ...(opts.fakeCamera
        ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
        : []),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // every context (and browser.newPage's own) watches the policy, and runs without the app's
  // service worker unless it asks for one (journeys/pwa.test.ts): the journeys share a server,
  // and a worker's cache must not answer one of them with what another saw
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) =>
    watchPolicy(await holdInstallEvent(await newContext({ serviceWorkers: 'block', ...options })));
  return browser;
}

/**
 * A phone-sized context; `lang` pre-sets the chosen language (the app defaults to Hindi).
 * `serviceWorkers: 'allow'` runs the app's service worker (blocked in every other journey).
 */
export async function phone(
  browser: Browser,
  lang?: 'hi' | 'en',
  options: {
    serviceWorkers?: 'allow' | 'block';
    /** cookies and local storage of another context (a cold visit of a signed-in user) */
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseURL(),
    ...options,
  });
  if (lang) {
    // as the app keeps it: on the device, and in the cookie that picks a prerendered page's language
    await context.addCookies([{ name: 'kaamkaj_lang', value: lang, url: baseURL() }]);
    await context.addInitScript((value) => {
      if (!localStorage.getItem('kaamkaj_lang')) localStorage.setItem('kaamkaj_lang', value);
    }, lang);
  }
  return context;
}

/**
 * A phone-sized context already signed in with a session from the API, stored as the web app
 * stores it after OTP (web/src/features/auth/after-login.ts). For journeys whose subject is not
 * signing in: the OTP resend rule (60 s per number) forbids a second sign-in right after the
 * API's.
 */
export async function signedInPhone(
  browser: Browser,
  session: { _id: string; token: string; refresh_token: string; role: number },
  lang: 'hi' | 'en',
  profileStatus: number,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await phone(browser, lang, options);
  await context.addInitScript(
    ({ s, status }) => {
      // once per context: after the journey's own logout the page stays signed out (seeded
      // again on each load, the app bounced between "/" and "/dashboard" with a dead token)
      if (localStorage.getItem('e2e_signed_in')) return;
      localStorage.setItem('e2e_signed_in', 'true');
      localStorage.setItem('kaamkaj_authToken', s.token);
      localStorage.setItem('kaamkaj_refresh_token', s.refresh_token);
      localStorage.setItem('kaamkaj_user', s._id);
      localStorage.setItem('kaamkaj_user_role', String(s.role));
      localStorage.setItem('kaamkaj_profile_status', String(status));
      localStorage.setItem('kaamkaj_user_tnc', 'true');
    },
    { s: session, status: profileStatus },
  );
  return context;
}

/** An employer signed in through /recruiter by an e-mail code (the screen is in English, spec
 * 001 §2); the page is left where Verify sends them. */
export async function signInEmployer(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/recruiter');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL('**/recruiter/VerifyOTP');
  await page.getByLabel('OTP').fill(await otpFor(email.toLowerCase()));
  await page.getByRole('button', { name: 'Verify' }).click();
  return page;
}

let counter = 0;
/** A mobile number unused in this run. */
export function newMobile(): string {
  counter += 1;
  return `7${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(3, '0')}`;
}

/** The newest code the log SMS/e-mail adapter "sent" to `to`, read from the dev outbox. */
export async function otpFor(to: string): Promise<string> {
  for (let i = 0; i < 20; i += 1) {
    const res = await fetch(`${baseURL()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data: { otp: string | null }[] };
    const otp = body.data[0]?.otp;
    if (otp) return otp;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

/**
 * The app's scripts (`/assets/`) `page` asks for from now on, filled in as it asks; not the
 * service worker's helper, which is registered once the page has loaded (web/src/lib/pwa).
 */
export function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url()).pathname;
    if (r.resourceType() === 'script' && url.startsWith('/assets/') && !/workbox/.test(url)) {
      scripts.push(url);
    }
  });
  return scripts;
}

/** A screenshot of the page as it settles: a chip or toast caught halfway through its transition
 * looked washed out (the transitions are run to their end first). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** How many parts of a rendered page have been hydrated so far (web lib/hydration-turns.tsx). */
export function partsHydrated(page: Page): Promise<number> {
  return page.evaluate((name) => performance.getEntriesByName(name).length, PART_HYDRATED_MARK);
}

/**
 * Starts recording every word or attribute inside #root that changes value from now on (a
 * child added or removed is not recorded, nor a value set to what it already was): drawing a
 * part over the server's markup (web lib/hydration-turns.tsx) must change none, as the markup
 * is what the app renders. `changedValues` reads what was recorded.
 */
export async function recordChangedValues(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { changedValues: string[] };
    w.changedValues = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const now =
          r.type === 'attributes'
            ? (r.target as Element).getAttribute(r.attributeName ?? '')
            : r.target.textContent;
        if (r.type !== 'childList' && now !== r.oldValue) {
          w.changedValues.push(`${r.type} ${r.attributeName ?? ''}: ${r.oldValue} -> ${now}`);
        }
      }
    }).observe(document.getElementById('root') as Node, {
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
      characterDataOldValue: true,
    });
  });
}

export function changedValues(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { changedValues: string[] }).changedValues);
}

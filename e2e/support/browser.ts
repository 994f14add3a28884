import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 360, height: 740 };
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export function baseURL(): string {
  return inject('baseURL');
}

/** Debian's Chromium, as the env doc asks: no browser download, no background networking. */
export function launch(opts: { fakeCamera?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
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
}

/** A phone-sized context; `lang` pre-sets the stored language (the app defaults to Hindi). */
export async function phone(browser: Browser, lang?: 'hi' | 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseURL(),
  });
  if (lang) {
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
): Promise<BrowserContext> {
  const context = await phone(browser, lang);
  await context.addInitScript(
    ({ s, status }) => {
      if (localStorage.getItem('kaamkaj_authToken')) return;
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

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

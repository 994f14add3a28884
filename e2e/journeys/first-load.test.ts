import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FONT_BYTES,
  firstLoadFiles,
  type Lang,
  PAGES,
  pageModules,
  readManifest,
} from '../budgets/budgets';
import { onboardedSeeker, type Session } from '../support/api';
import { launch, newMobile, phone, signedInPhone } from '../support/browser';

// issue 16 item 1: what Chromium really loads on each budgeted page. The budget check counts
// the build's manifest (e2e/budgets); here no page may load a script that count left out, and
// the fonts a page fetches stay within their budget.

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const manifest = readManifest(dist);

/**
 * Whether this machine has a font of that full name installed (fontconfig's `fc-list`; null
 * when it cannot tell), as a phone has Noto Sans Devanagari: web/src/fonts/fonts.css names the
 * installed font first (`local()`), so Chromium then draws with it and fetches no file.
 */
function installed(fullName: string): boolean | null {
  const listed = spawnSync('fc-list', [`:fullname=${fullName}`, 'family'], { encoding: 'utf8' });
  if (listed.error || listed.status !== 0) return null;
  return listed.stdout.trim().length > 0;
}
const DEVANAGARI_INSTALLED = installed('Noto Sans Devanagari Regular');

let browser: Browser;
let seeker: Session;
beforeAll(async () => {
  browser = await launch();
  seeker = await onboardedSeeker(newMobile(), 'Meena Kumari', 'hi');
});
afterAll(() => browser.close());

type Loaded = { scripts: string[]; fonts: string[]; fontBytes: number; faces: string[] };

async function firstVisit(context: BrowserContext, address: string): Promise<Loaded> {
  const page = await context.newPage();
  const scripts: string[] = [];
  const fonts: string[] = [];
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(url.pathname.slice(1));
    if (type === 'font') {
      fonts.push(url.pathname);
      bodies.push(response.body().then((body) => body.length));
    }
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  // the faces the page drew with, from the device or fetched
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const drawn: string[] = [];
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') drawn.push(`${face.family.replaceAll('"', '')} ${face.weight}`);
    });
    return drawn;
  });
  const fontBytes = (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
  await context.close();
  return { scripts, fonts, fontBytes, faces };
}

describe('the first load in Chromium (360x740)', () => {
  for (const page of PAGES) {
    for (const lang of ['hi', 'en'] as Lang[]) {
      it(`${page.path} in ${lang === 'hi' ? 'Hindi' : 'English'} loads only what the budget counts`, async () => {
        const context = page.signedIn
          ? await signedInPhone(browser, seeker, lang, 2)
          : await phone(browser, lang);
        const loaded = await firstVisit(context, page.path);
        const counted = new Set(firstLoadFiles(manifest, pageModules(page, lang)));
        expect(loaded.scripts.length).toBeGreaterThan(3);
        expect(loaded.scripts.filter((file) => !counted.has(file))).toEqual([]);
        expect(loaded.fontBytes).toBeLessThanOrEqual(FONT_BYTES);
        // every page shows Hindi (हिंदी on the switch): drawn with Noto Sans Devanagari, the
        // device's own when it has one (nothing fetched), else the app's subset (about 40 KB)
        expect(loaded.faces).toContain('Noto Sans Devanagari 400');
        if (DEVANAGARI_INSTALLED !== null) {
          expect(loaded.fonts.some((file) => file.includes('noto-sans-devanagari'))).toBe(
            !DEVANAGARI_INSTALLED,
          );
        }
        const gzip = loaded.scripts.reduce(
          (sum, file) =>
            sum + zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
          0,
        );
        expect(gzip).toBeLessThanOrEqual(page.scriptBytes);
      });
    }
  }
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, phone, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe("the seeker login with an employer's number (spec 000 §8)", () => {
  it('shows "already registered as employer", then clears it after 5 s', async () => {
    const context = await phone(browser, 'en');
    const page = await context.newPage();
    await page.goto('/JobSeekerlogin');
    // 9123456780 belongs to the demo employer.
    await page.getByLabel('Mobile number').fill('9123456780');
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'already registered as employer' });
    await alert.waitFor();
    await shot(page, 'seeker-login-already-registered-en');
    expect(page.url()).toMatch(/\/JobSeekerlogin$/);
    await alert.waitFor({ state: 'detached', timeout: 8000 });
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, otpFor, phone, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('an employer signs in by e-mail (spec 001 §2)', () => {
  it('gets the code by e-mail and lands on /companydetail', async () => {
    const context = await phone(browser, 'hi');
    const page = await context.newPage();
    const email = `Owner.${Date.now()}@Verma-Transport.in`;

    await page.goto('/');
    // Hindi by default; the employer login forces English on load (spec 001 §2).
    await page.getByRole('link', { name: 'मुझे स्टाफ चाहिए' }).first().click();
    await page.waitForURL('**/recruiter');
    await page.getByRole('heading', { name: 'Employer login' }).waitFor();

    await page.getByLabel('Email or mobile number').fill(email);
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/recruiter/VerifyOTP');
    await page.getByText(`Enter OTP sent to ${email.toLowerCase()}`).waitFor();
    await shot(page, 'employer-otp-en');

    await page.getByLabel('OTP').fill(await otpFor(email.toLowerCase()));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/companydetail');
    const session = await page.evaluate(() => ({
      role: localStorage.getItem('kaamkaj_user_role'),
      loginType: localStorage.getItem('kaamkaj_login_type'),
      userName: localStorage.getItem('kaamkaj_user_name'),
    }));
    expect(session).toEqual({ role: '2', loginType: 'email', userName: email.toLowerCase() });
    await context.close();
  });
});

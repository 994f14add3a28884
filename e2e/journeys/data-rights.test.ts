import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, onboardedSeeker, type Session } from '../support/api';
import { launch, newMobile, otpFor, phone, shot, signedInPhone } from '../support/browser';
import { recordData, walkChecks } from '../support/walk';

// issue 15 item 9 (DPDP Act 2023): a job seeker downloads everything stored about them, then
// deletes their account with a code from the SMS outbox, and can sign up again afresh.
let browser: Browser;
const hindi = { mobile: newMobile(), session: null as unknown as Session };
const english = { mobile: newMobile(), session: null as unknown as Session, at: 0 };
beforeAll(async () => {
  browser = await launch();
  // both sign in now: a number gets one code a minute, and deleting asks for a second one
  hindi.session = await onboardedSeeker(hindi.mobile, 'Sunita Devi', 'hi');
  english.session = await onboardedSeeker(english.mobile, 'Asha Verma', 'en');
  english.at = Date.now();
});
afterAll(() => browser.close());

const deleteDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('data rights in Settings', () => {
  it('Hindi: the rows and the dialog are Hindi, 48 px, axe-clean; a refused code is said in Hindi; Back closes', async () => {
    const context = await signedInPhone(browser, hindi.session, 'hi', 2);
    const page = await context.newPage();
    const data = recordData(page);
    await page.goto('/setting');
    await page.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' }).waitFor();
    await shot(page, 'settings-data-rights-hi');
    await page.getByRole('button', { name: 'मेरा खाता हटाएं' }).click();
    const dialog = deleteDialog(page, 'मेरा खाता हटाएं');
    await dialog.getByText('क्या रखा जाएगा').waitFor();
    await shot(page, 'delete-account-hi');
    const report = await walkChecks(page, data, { hindi: true });
    expect(report).toEqual({ untranslated: [], small: [], wide: false, axe: [] });

    // the sign-in code of a moment ago: the next code waits, and the dialog says so in Hindi
    await dialog.getByRole('button', { name: 'कोड भेजें' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'नया OTP मँगाने से पहले' }).waitFor();
    await shot(page, 'delete-account-wait-hi');

    // Android's back button closes the dialog and stays on Settings
    await page.goBack();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/setting');
    await context.close();
  });

  it('English: downloads the data, deletes the account with the code, and signs up again as new', async () => {
    const { mobile, session } = english;
    const context = await signedInPhone(browser, session, 'en', 2);
    const page = await context.newPage();
    await page.goto('/setting');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await shot(page, 'settings-data-rights-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kaamkaj-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(file.account).toMatchObject({ name: 'Asha Verma', mobile });
    expect(file.profile.job_intrested[0].job_category).toBe('driver');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = deleteDialog(page, 'Delete my account');
    await dialog.getByText(/Payment records/).waitFor();
    await shot(page, 'delete-account-en');
    // a number gets one code a minute: the sign-in code was sent at the start
    const wait = english.at + 61_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = dialog.getByLabel('Code');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await dialog.getByText(`Enter the code we sent to ******${mobile.slice(-4)}`).waitFor();

    const otp = await otpFor(mobile);
    await code.fill(otp === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Sorry! Invalid OTP').waitFor();
    await shot(page, 'delete-account-code-en');
    await code.fill(otp);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // signed out, on the home page, told so
    await page.getByText('Your account has been deleted. You can sign up again').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('kaamkaj_authToken'))).toBeNull();
    expect((await api('GET', '/user/', { token: session.token })).status).toBe(401);

    await context.close();

    // the same number signs up again, as a new job seeker (a fresh phone: the signed-in one of
    // signedInPhone would put the old session back on every page load)
    const fresh = await phone(browser, 'en');
    const again = await fresh.newPage();
    await again.goto('/JobSeekerlogin');
    await again.getByLabel('Mobile number').fill(mobile);
    await again.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await again.getByRole('button', { name: 'Send OTP' }).click();
    await again.waitForURL('**/login/VerifyOTP');
    await again.getByLabel('OTP').fill(await otpFor(mobile));
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.waitForURL('**/user/basicdetail');
    const newId = await again.evaluate(() => localStorage.getItem('kaamkaj_user'));
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(session._id);
    await fresh.close();
  }, 150_000);

  it('Hindi: the code step of the dialog', async () => {
    const signed = await signedInPhone(browser, hindi.session, 'hi', 2);
    const page = await signed.newPage();
    await page.goto('/setting');
    await page.getByRole('button', { name: 'मेरा खाता हटाएं' }).click();
    const dialog = deleteDialog(page, 'मेरा खाता हटाएं');
    await dialog.getByRole('button', { name: 'कोड भेजें' }).click();
    await dialog.getByLabel('कोड').waitFor();
    await dialog.getByRole('button', { name: 'मेरा खाता हटाएं' }).click();
    await dialog.locator('[id$="-error"]').waitFor();
    await shot(page, 'delete-account-code-hi');
    await signed.close();
  });
});

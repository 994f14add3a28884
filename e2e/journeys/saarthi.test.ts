import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { axeViolations } from '../support/axe';
import { baseURL, launch, newMobile, otpFor, phone, shot } from '../support/browser';

// Issue 13 at 360x740, in Hindi: a Saarthi signs up, signs in with mobile, code and a one-time
// code, registers a job seeker with a photo, finds them under New User Enrolled and opens their
// page; the agent's profile shows the link's QR code; that seeker then opens the sign-in link of
// their SMS, signs in with their own number and is asked only for job interests (spec 001 §2,
// §5, §6).

// a small real PNG (a 1x1 pixel), enough for the browser to draw it
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('a Saarthi enrols a job seeker (issue 13)', () => {
  it('signs up, signs in, creates a seeker who then signs in', async () => {
    const agentMobile = newMobile();
    const seekerMobile = newMobile();
    const context = await phone(browser, 'hi');
    const page = await context.newPage();
    await page.goto('/saarthi');
    const tabs = page.getByRole('tablist', { name: 'सारथी साइन इन या साइन अप' });
    expect(await tabs.getByRole('tab', { name: 'साइन इन' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await tabs.getByRole('tab', { name: 'साइन अप' }).click();

    await page.getByLabel('आपका नाम').fill('Rekha Devi');
    await page.getByLabel('मोबाइल नंबर').fill(agentMobile);
    await page.getByRole('combobox', { name: 'घर का ज़िला' }).fill('Luckn');
    await page
      .getByRole('option', { name: /लखनऊ|Lucknow/ })
      .first()
      .click();
    const tnc = page.getByRole('checkbox', { name: /नियम और शर्तें/ });
    expect(await tnc.isChecked()).toBe(false); // never ticked for the user
    await tnc.check();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'saarthi-signup-hi');
    await page.getByRole('button', { name: 'साइन अप करें' }).click();

    await page.getByText('साइन अप हो गया। अब साइन इन करें।').waitFor();
    const code = (await page.getByText(/^SAR\d{6}$/).textContent()) ?? '';
    expect(code).toMatch(/^SAR\d{6}$/);
    expect(await page.getByLabel('सारथी कोड').inputValue()).toBe(code);
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await page.getByLabel('OTP').fill(await otpFor(agentMobile));
    await page.getByRole('button', { name: 'सत्यापित करें' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'सारथी डैशबोर्ड' }).waitFor();
    await page.getByRole('tab', { name: 'आपके जोड़े नए लोग (0)' }).waitFor();
    await page.getByRole('link', { name: 'नया व्यक्ति जोड़ें' }).first().click();

    await page.waitForURL('**/sarthi/newUser');
    await page.getByLabel('पूरा नाम').fill('Mohan Lal');
    await page.getByLabel('उनका मोबाइल नंबर').fill(seekerMobile);
    await page.getByRole('radio', { name: 'पुरुष' }).check();
    await page.getByRole('radio', { name: '36+' }).check();
    await page.getByRole('radio', { name: /10वीं/ }).first().check();
    await page
      .getByRole('radio', { name: /फ्रेशर|फ़्रेशर/ })
      .first()
      .check();
    await page.getByRole('combobox', { name: 'घर का ज़िला' }).fill('Luckn');
    await page
      .getByRole('option', { name: /लखनऊ|Lucknow/ })
      .first()
      .click();
    await page.getByLabel('फ़ोटो चुनें या खींचें').setInputFiles({
      name: 'mohan.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await page.getByText('mohan.png').waitFor();
    await shot(page, 'saarthi-new-user-hi');
    await page.getByRole('button', { name: 'व्यक्ति को जोड़ें' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'आपके जोड़े नए लोग (1)' }).waitFor();
    await page.getByText('Mohan Lal', { exact: true }).waitFor();
    await page.locator(`a[href="tel:+91${seekerMobile}"]`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'saarthi-dashboard-hi');

    // a Location Lead's number stays hidden; the agent sends theirs, once, after a question
    await page.getByRole('tab', { name: /^इलाके के लोग/ }).click();
    const lead = page.locator('main li').filter({ hasText: 'xxx-xxx-xxxx' }).first();
    await lead.waitFor();
    const leadName = (await lead.locator('p').first().innerText()).trim();
    await lead.getByRole('button', { name: /अपना नंबर भेजें/ }).click();
    const ask = page.getByRole('dialog', { name: `${leadName} को अपना नंबर भेजें?` });
    await ask.getByText('यह एक बार ही भेजा जा सकता है।', { exact: false }).waitFor();
    await ask.getByRole('button', { name: 'भेजें', exact: true }).click();
    await page.getByText(`${leadName} को आपका नंबर मिल जाएगा।`).first().waitFor();
    const sent = lead.getByRole('button', { name: /आपका नंबर भेज दिया/ });
    await sent.waitFor();
    expect(await sent.isDisabled()).toBe(true);
    await page.getByRole('tab', { name: /आपके जोड़े नए लोग/ }).click();

    // the agent opens the seeker they registered: the photo went into the seeker's own profile
    await page.getByRole('link', { name: /प्रोफ़ाइल खोलें/ }).click();
    await page.waitForURL('**/sarthi/user?id=*');
    await page.getByRole('heading', { name: 'Mohan Lal' }).waitFor();
    const photo = page.getByRole('img', { name: 'Mohan Lal की फ़ोटो' });
    await photo.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('img[alt="Mohan Lal की फ़ोटो"]') as HTMLImageElement | null)
          ?.naturalWidth,
    );
    await page
      .getByText('Mohan Lal अपने मोबाइल नंबर से साइन इन करके अपनी पसंद की नौकरियाँ चुनेंगे।')
      .waitFor();
    await shot(page, 'saarthi-seeker-hi'); // with the "registered" toast, to read its Hindi
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    // the agent's profile carries the sign-up link as a QR code
    await page.goto('/saarthiprofile');
    await page.getByRole('img', { name: `सारथी ${code} के साइन-अप लिंक का QR कोड` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'saarthi-profile-hi');
    await context.close();

    // the seeker's SMS carries the full sign-in link; they open it on their own phone and sign
    // in with their number and the code: basic details are done, job interests are next
    const outbox = await api<{ data: { text: string; otp: string | null }[] }>(
      'GET',
      `/dev/outbox?to=${seekerMobile}`,
    );
    const told = outbox.body.data.find((m) => m.otp === null)?.text ?? '';
    const link = `${baseURL()}/JobSeekerlogin`;
    expect(told).toContain(` ${link} `);
    const seekerPhone = await phone(browser, 'hi');
    const seeker = await seekerPhone.newPage();
    await seeker.goto(link);
    await seeker.getByLabel('मोबाइल नंबर').fill(seekerMobile);
    await seeker.getByRole('checkbox', { name: /नियम और शर्तों/ }).check();
    await seeker.getByRole('button', { name: 'OTP भेजें' }).click();
    await seeker.waitForURL('**/login/VerifyOTP');
    await seeker.getByText(`+91 ${seekerMobile} पर आया OTP डालें`).waitFor();
    await seeker.getByLabel('OTP').fill(await otpFor(seekerMobile));
    await seeker.getByRole('button', { name: 'सत्यापित करें' }).click();
    await seeker.waitForURL('**/user/basicdetail/jobinterested');
    await seeker.getByRole('heading', { name: 'काम की पसंद' }).waitFor();
    await seeker.getByText('चरण 2 / 2').waitFor();
    expect(await seeker.evaluate(() => localStorage.getItem('kaamkaj_profile_status'))).toBe('1');
    await shot(seeker, 'saarthi-seeker-signed-in-hi');
    await seekerPhone.close();
  });
});

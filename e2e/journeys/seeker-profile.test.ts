import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newMobile, otpFor, phone, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ fakeCamera: true });
});
afterAll(() => browser.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, mobile: string) {
  await page.goto('/JobSeekerlogin');
  await page.getByLabel('मोबाइल नंबर').fill(mobile);
  await page.getByRole('checkbox', { name: /नियम और शर्तों/ }).check();
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await page.waitForURL('**/login/VerifyOTP');
  await page.getByLabel('OTP').fill(await otpFor(mobile));
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  await page.waitForURL('**/user/basicdetail');
}

async function pickDistrict(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens a section's pencil on My Profile, lets `fill` change it, saves, waits for the dialog to close. */
async function editSection(
  page: Page,
  section: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page
    .getByRole('button', { name: new RegExp(`^${section} (जोड़ें|बदलें)$`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'सेव करें' }).click();
  await dialog.waitFor({ state: 'detached' });
}

// Tiles and chips are labels over visually hidden checkboxes; ticking them is what a tap does.
async function completion(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar').first();
  return Number(await bar.getAttribute('aria-valuenow'));
}

describe('a new seeker builds a complete profile in Hindi (spec 000 §2.6, §2.9, §2.10)', () => {
  it('onboards, fills every section to 100 %, adds a photo and a video resume, downloads the resume', async () => {
    const context = await phone(browser, 'hi');
    const page = await context.newPage();
    const mobile = newMobile();
    await signIn(page, mobile);

    // Step 1: basic details. The server checks every field again.
    await page.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }).click();
    await page
      .getByText('कृपया अपना नाम लिखें')
      .or(page.getByText('कृपया अपना नाम दर्ज करें'))
      .first()
      .waitFor();
    await page.getByLabel('पूरा नाम').fill('सुनीता देवी');
    await page.getByRole('radio', { name: 'महिला' }).check();
    await page.getByRole('radio', { name: '25-30 साल' }).check();
    await page.getByRole('radio', { name: 'स्नातक और उससे ऊपर' }).check();
    await page.getByRole('radio', { name: 'आईटीआई' }).check();
    await page.getByRole('radio', { name: 'इलेक्ट्रीशियन' }).check();
    await page.getByRole('radio', { name: '2-4 साल' }).check();
    // The district is the form's last field. With the keyboard up a phone shows about 420 px:
    // the suggestions must open where they can be seen, not under the keyboard.
    await page.setViewportSize({ width: 360, height: 420 });
    await page.getByRole('combobox', { name: 'घर का ज़िला' }).fill('लख');
    const suggestion = page.getByRole('option', { name: /लखनऊ/ }).first();
    await suggestion.waitFor();
    expect(await page.getByRole('option').count()).toBe(4); // लखीमपुर, लखीमपुर खीरी, लखीसराय, लखनऊ
    const box = await page.getByRole('listbox', { name: 'घर का ज़िला' }).boundingBox();
    expect(box && box.y >= 56 && box.y + box.height <= 420, JSON.stringify(box)).toBe(true);
    await shot(page, 'onboarding-district-keyboard-hi');
    await suggestion.click();
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'onboarding-basic-hi');
    await page.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }).click();
    await page.waitForURL('**/user/basicdetail/jobinterested');

    // Step 2: job interests, at most 3, with a skill.
    await page
      .getByRole('checkbox', { name: /ड्राइवर/ })
      .first()
      .setChecked(true, { force: true });
    await page
      .getByRole('checkbox', { name: /इलेक्ट्रीशियन/ })
      .first()
      .setChecked(true, { force: true });
    await page
      .getByRole('checkbox', { name: /एलएमवी लाइसेंस/ })
      .first()
      .setChecked(true, { force: true });
    await shot(page, 'onboarding-interests-hi');
    await page.getByRole('button', { name: 'सेव करें और नौकरी देखें' }).click();
    await page.getByText(/आपकी प्रोफ़ाइल तैयार है/).waitFor();
    await page.waitForURL('**/jobs');
    expect(await page.evaluate(() => localStorage.getItem('kaamkaj_profile_status'))).toBe('2');

    // My Profile: photo, then the sections the completion bar asks for.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'रिज़्यूमे पाएँ' }).waitFor();
    expect(await page.getByRole('button', { name: 'रिज़्यूमे पाएँ' }).isDisabled()).toBe(true);
    const start = await completion(page);
    expect(start).toBeGreaterThan(30);
    expect(start).toBeLessThan(100);

    await page
      .getByLabel('प्रोफ़ाइल फ़ोटो अपलोड करें')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('प्रोफ़ाइल फ़ोटो बदल गई').waitFor();
    await expect
      .poll(() => page.getByRole('img', { name: 'प्रोफ़ाइल फ़ोटो' }).first().getAttribute('src'))
      .toMatch(/\/api\/file\/public\//);

    await editSection(page, 'मेरे बारे में', (d) =>
      d.getByRole('checkbox', { name: 'ईमानदार' }).setChecked(true, { force: true }),
    );
    await editSection(page, 'आने वाली भाषाएँ', (d) =>
      d.getByRole('checkbox', { name: 'हिंदी' }).setChecked(true, { force: true }),
    );
    await editSection(page, 'शिक्षा और योग्यता', (d) =>
      d.getByLabel('स्कूल या कॉलेज 1', { exact: true }).fill('राजकीय इंटर कॉलेज, लखनऊ'),
    );
    await editSection(page, 'जन्म तिथि', (d) =>
      d.getByLabel('जन्म तिथि', { exact: true }).fill(`${new Date().getFullYear() - 27}-03-10`),
    );
    await editSection(page, 'अंग्रेज़ी बोलना', (d) => d.getByRole('radio', { name: 'थोड़ा' }).check());
    await editSection(page, 'अभी का ज़िला', (d) =>
      pickDistrict(page, 'अभी का ज़िला', 'पटना', /पटना/).then(() => d.waitFor()),
    );
    await editSection(page, 'काम की पसंदीदा जगह', (d) =>
      pickDistrict(page, 'काम की पसंदीदा जगह', 'gurug', /गुरुग्राम/).then(() => d.waitFor()),
    );
    await expect.poll(() => completion(page)).toBe(83); // all but the video resume (15 of 89)
    await shot(page, 'profile-before-video-hi');

    // Video resume with Chromium's fake camera: Start, Next, Start, Stop, then Submit.
    await page.goto('/videoresume');
    await page.getByRole('button', { name: 'रिज़्यूमे बनाएँ' }).click();
    await page.getByRole('button', { name: 'शुरू करें' }).click();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'अगला' }).click();
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'शुरू करें' }).click();
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'रोकें' }).click();
    await page.getByRole('button', { name: 'जमा करें' }).click();
    await page.waitForURL('**/profile', { timeout: 30_000 });
    await expect.poll(() => completion(page), { timeout: 10_000 }).toBe(100);
    await shot(page, 'profile-complete-hi');

    // The resume: a PDF named after the seeker.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'रिज़्यूमे पाएँ' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('सुनीता_देवी_Kaamkaj_Resume.pdf');
    const stream = await file.createReadStream();
    const head = await new Promise<string>((resolve) =>
      stream.once('data', (c: Buffer) => resolve(c.subarray(0, 5).toString())),
    );
    expect(head).toBe('%PDF-');

    // The saved video plays in its dialog (its code loaded once Play showed), from a short-lived
    // link; Android's back closes it.
    await page.getByRole('button', { name: 'वीडियो रिज़्यूमे चलाएँ' }).click();
    const player = page.getByRole('dialog').getByLabel('वीडियो रिज़्यूमे चलाएँ');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThan(0);
    expect(await player.getAttribute('src')).toMatch(/^\/api\/.+|^https?:\/\/.+/);
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/profile');

    // What the server stored.
    const stored = await page.evaluate(async () => {
      const res = await fetch('/api/user/', {
        headers: { authorization: `Bearer ${localStorage.getItem('kaamkaj_authToken')}` },
      });
      return (await res.json()).data;
    });
    expect(stored).toMatchObject({
      name: 'सुनीता देवी',
      gender: 0,
      qualification: 3,
      address_home: 'up-lucknow',
      address_current: 'br-patna',
      address_work: 'hr-gurugram',
      profile_completed_status: 100,
      total_downloaded_resume: true,
    });
    expect(stored.video_resume_type).toMatch(/^video\/(mp4|webm)$/);
    await context.close();
  });
});

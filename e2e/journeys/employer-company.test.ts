import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../support/api';
import { axeViolations } from '../support/axe';
import {
  baseURL,
  launch,
  newMobile,
  otpFor,
  phone,
  shot,
  signedInPhone,
  signInEmployer,
} from '../support/browser';

// Issue 4: an employer signs up, fills company details, posts a job that stays Pending, submits
// a GST document; an admin approves and the job turns Open. A declined company sees the reason
// and re-submits (spec 001 §2, §4, §5; DESIGN.md §4 job going live).

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function fillCompanyDetails(page: Page, companyName: string) {
  await page.waitForURL('**/companydetail');
  await page.getByRole('heading', { name: 'Save & Post Job' }).waitFor();
  await page.getByLabel('Your name').fill('Meena Verma');
  // issue 15 item 6: the mobile is proven by the code sent to it before it is saved
  const mobile = newMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter the code' });
  await dialog.waitFor();
  await dialog.getByLabel('Code').fill(await otpFor(mobile));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Verified', { exact: true }).waitFor();
  await page.getByRole('radio', { name: 'My Company' }).check();
  await page.getByRole('radio', { name: 'Company', exact: true }).check();
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Company address').fill('14, Civil Lines, Near Bus Stand');
  await page.getByLabel('Pincode').fill('226001');
  await page.getByLabel('Industry').selectOption('logistics');
  await page.getByRole('combobox', { name: 'District' }).fill('Luckn');
  await page
    .getByRole('option', { name: /Lucknow/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save & Post Job' }).click();
  await page.getByText('Your profile created successfully.').first().waitFor();
  await page.waitForURL('**/jobs'); // after 1.5 s (spec 001 §4)
}

async function postJob(page: Page, title: string, { loseFirstAnswer = false } = {}) {
  await page.getByRole('heading', { name: 'Post a job' }).waitFor();
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Job category').selectOption('delivery');
  // a tap on the chip, as a person does (its checkbox is visually hidden)
  await page.locator('label', { hasText: 'Parcel/courier delivery' }).click();
  expect(await page.getByRole('checkbox', { name: 'Parcel/courier delivery' }).isChecked()).toBe(
    true,
  );
  await page.getByLabel('Salary from').fill('12000');
  await page.getByLabel('Salary to').fill('18000');
  await page.getByRole('combobox', { name: 'District' }).fill('Luckn');
  await page
    .getByRole('option', { name: /Lucknow/ })
    .first()
    .click();
  await page
    .getByLabel('Job description')
    .fill('Deliver parcels across Lucknow. Bike and fuel paid.');
  await page.getByLabel('Number of openings').fill('4');
  await page.getByRole('radio', { name: 'General' }).check();
  await page.getByRole('radio', { name: 'Field' }).check();
  await page.getByRole('radio', { name: 'Fresher' }).check();
  await page.getByRole('radio', { name: 'All' }).check();
  await page.getByLabel('Minimum qualification (optional)').selectOption({ label: '12th Pass' });
  await shot(page, 'employer-job-post-en');
  if (loseFirstAnswer) {
    // The post reaches the server and is saved, but its answer never comes back (a weak
    // signal): the form keeps what was typed, and the tap again is the same post, not a second.
    await page.route('**/api/job/v2/post', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Post job' }).click();
    await page.getByText('Your job is kept here: tap Post job again.').waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe(title);
    await page.unroute('**/api/job/v2/post');
  }
  await page.getByRole('button', { name: 'Post job' }).click();
  await page.getByText('Job posted successfully').first().waitFor();
}

async function submitGst(page: Page, companyName: string, gst: string) {
  await page.waitForURL('**/companyverification');
  await page.getByRole('radio', { name: 'Company', exact: true }).check();
  await page.getByLabel('Company name').fill(companyName);
  await page.getByRole('radio', { name: 'GST' }).check();
  await page.getByLabel('GST number').fill(gst);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await shot(page, 'employer-verification-en');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await page.getByText('Document submitted for verification').first().waitFor();
  await page.waitForURL('**/dashboard', { timeout: 15_000 }); // after 5 s (spec 001 §4)
}

/** The admin console's queue card of one company, by its name. */
function queueCard(page: Page, companyName: string) {
  return page.locator('li, article').filter({ hasText: companyName }).last();
}

describe('employer onboarding to a live job (issue 4)', () => {
  let admin: BrowserContext;
  let adminPage: Page;
  beforeAll(async () => {
    admin = await signedInPhone(browser, await adminSession(), 'en', 2);
    adminPage = await admin.newPage();
  });
  afterAll(() => admin.close());

  it('posts a Pending job, gets verified by an admin, and the job turns Open', async () => {
    const context = await phone(browser, 'en');
    const stamp = Date.now();
    const company = `Verma Transport ${stamp % 100000}`;
    const page = await signInEmployer(context, `owner.${stamp}@vermatransport.in`);
    await fillCompanyDetails(page, company);

    // Posting works before verification; the job waits as Pending and the prompt asks to verify.
    // Its first answer is lost: the job is still posted once (checked on the server below).
    await postJob(page, 'Delivery Rider', { loseFirstAnswer: true });
    await page.getByText('Please complete authentication').waitFor();
    await shot(page, 'employer-auth-prompt-en');
    await page.getByRole('dialog').getByText('Authenticate Now').click();
    await submitGst(page, company, '09AAACV1234F1Z5');

    const card = page.locator('article, li').filter({ hasText: 'Delivery Rider' }).first();
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('In Progress');
    await shot(page, 'employer-dashboard-pending-en');

    // The admin sees the company in the queue with its document, and approves it.
    await adminPage.goto('/admin');
    await adminPage.getByRole('heading', { name: 'Admin console' }).waitFor();
    const item = queueCard(adminPage, company);
    await item.waitFor();
    expect(await item.textContent()).toContain('09AAACV1234F1Z5');
    await shot(adminPage, 'admin-queue-en');
    await item.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText('Company approved').first().waitFor();

    // Back on the employer's phone the job is Open and leads to its applicants.
    await page.reload();
    const open = page.locator('article, li').filter({ hasText: 'Delivery Rider' }).first();
    await open.getByText(/^Open · /).waitFor();
    await open.getByRole('link', { name: /^Applicants \(\d+\)$/ }).waitFor();
    await shot(page, 'employer-dashboard-open-en');

    const jobs = await page.evaluate(async () => {
      const res = await fetch('/api/job/recruiter/?page=0', {
        headers: { authorization: `Bearer ${localStorage.getItem('kaamkaj_authToken')}` },
      });
      return (await res.json()) as {
        data: { job_title: string; status: number; qualification: number | null }[];
      };
    });
    expect(jobs.data.map((j) => [j.job_title, j.status, j.qualification])).toEqual([
      ['Delivery Rider', 0, 2],
    ]);
    await context.close();
  });

  it('shows a declined company the reason and lets it re-submit', async () => {
    const context = await phone(browser, 'en');
    const stamp = Date.now();
    const company = `Gupta Security ${stamp % 100000}`;
    const page = await signInEmployer(context, `hr.${stamp}@guptasecurity.in`);
    await fillCompanyDetails(page, company);
    await page.goto('/companyverification');
    await submitGst(page, company, '07AABCG1234H1Z2');

    await adminPage.goto('/admin');
    const item = queueCard(adminPage, company);
    await item.waitFor();
    await item.getByRole('button', { name: 'Decline' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel(/Reason for declining/).fill('the GST certificate is not readable');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await adminPage.getByText('Company declined').first().waitFor();

    await page.goto('/companyverification');
    const declined = page.getByRole('dialog');
    await declined
      .getByText(
        'Your verification is declined due to the GST certificate is not readable. Do you want to re-submit your document?',
      )
      .waitFor();
    await shot(page, 'employer-declined-en');
    await declined.getByRole('button', { name: 'Re-submit' }).click();
    await submitGst(page, company, '07AABCG1234H1Z2');

    const me = await page.evaluate(async () => {
      const id = localStorage.getItem('kaamkaj_user');
      const res = await fetch(`/api/user/?_id=${id}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('kaamkaj_authToken')}` },
      });
      return (await res.json()) as { data: { verification_status: string } };
    });
    expect(me.data.verification_status).toBe('In Progress');
    await context.close();
  });

  it('tells the employer in Hindi why an admin deactivated their job, picked from the common reasons', async () => {
    const context = await phone(browser, 'en');
    const stamp = Date.now();
    const title = `Parcel Sorter ${stamp % 100000}`;
    const page = await signInEmployer(context, `ops.${stamp}@tiwaricouriers.in`);
    await fillCompanyDetails(page, `Tiwari Couriers ${stamp % 100000}`);
    await postJob(page, title);
    await page.getByText('Please complete authentication').waitFor();

    // The admin finds the job and deactivates it with a common reason, in English.
    await adminPage.goto('/admin?tab=jobs');
    await adminPage.getByLabel('Search jobs').fill(title);
    const job = adminPage.locator('article').filter({ hasText: title });
    await job.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Deactivate "${title}"?` });
    await dialog
      .getByRole('group', { name: /Common reasons/ })
      .getByRole('button', { name: 'asking job seekers for money' })
      .click();
    expect(await dialog.getByLabel(/^Reason \(optional/).inputValue()).toBe(
      'asking job seekers for money',
    );
    expect(await axeViolations(adminPage)).toEqual([]);
    await shot(adminPage, 'admin-deactivate-reason-en');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await adminPage.getByText('Job deactivated').first().waitFor();

    // The employer reads it in their language: on the job's card and in the notification.
    await page.goto('/setting');
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await page.goto('/dashboard');
    const card = page.locator('article').filter({ hasText: title });
    await card.getByText('कारण: नौकरी ढूँढने वालों से पैसे माँगना').waitFor();
    // the company is not verified yet: the dashboard asks for it first (spec 001 §4)
    await page.getByRole('dialog', { name: 'कृपया सत्यापन पूरा करें' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'employer-deactivated-reason-hi');
    await page.goto('/Notification');
    await page
      .getByText(
        `आपकी नौकरी ${title} बंद कर दी गई है। कारण: नौकरी ढूँढने वालों से पैसे माँगना। कृपया नई नौकरी पोस्ट करें।`,
      )
      .waitFor();
    await context.close();
  });

  it('keeps the admin console from a plain employer', async () => {
    const context = await phone(browser, 'en');
    const stamp = Date.now();
    const page = await signInEmployer(context, `boss.${stamp}@sharmaworks.in`);
    await fillCompanyDetails(page, `Sharma Works ${stamp % 100000}`);
    await page.goto('/admin');
    await page.getByText('You are not allowed to see this page').waitFor();
    const res = await fetch(`${baseURL()}/api/admin/companies`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('kaamkaj_authToken'))}`,
      },
    });
    expect(res.status).toBe(403);
    await context.close();
  });
});

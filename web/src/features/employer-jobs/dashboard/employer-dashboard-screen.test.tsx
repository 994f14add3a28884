import type { EmployerJob } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { signedInEmployerPerTest } from '../../../test/employer-session';
import { fakeServer, ok, type Reply } from '../../../test/fake-server';
import { makeCompany } from '../../../test/make-employer';
import { renderWithApp } from '../../../test/render';
import { CATEGORIES, makeJob } from '../test/make-job';
import { EmployerDashboardScreen } from './employer-dashboard-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const list = (jobs: EmployerJob[], count = jobs.length) => ({
  status: 200,
  body: { success: true, data: jobs, count },
});

function start(
  pages: EmployerJob[][],
  employer = makeCompany({ verification_status: 'Approved' }),
  routes: Record<string, () => Reply> = {},
) {
  let page = 0;
  const calls = fakeServer({
    'GET /api/user/': () => ok(employer),
    'GET /api/job-category': () => list(CATEGORIES as never),
    'GET /api/job/recruiter/': () => {
      const jobs = pages[Math.min(page, pages.length - 1)] ?? [];
      page += 1;
      return list(jobs, pages.flat().length);
    },
    ...routes,
  });
  const view = renderWithApp(<EmployerDashboardScreen />, '/dashboard');
  return { calls, ...view };
}

const card = (title: string) => screen.getByRole('article', { name: title });

signedInEmployerPerTest();
afterEach(() => vi.clearAllMocks());

describe('/dashboard for employers (spec 001 §2)', () => {
  it('thanks a new employer and offers to post the first job', async () => {
    start([[]]);
    expect(
      await screen.findByText(
        'Thank you for creating your account! Post your first job to start getting applicants.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/jobs');
  });

  it('shows one card per job with salary, place, openings and date', async () => {
    start([
      [
        makeJob({ job_title: 'Driver' }),
        makeJob({ job_title: 'Packer', salary_from: null, salary_to: null }),
      ],
    ]);
    const driver = await screen.findByRole('article', { name: 'Driver' });
    expect(within(driver).getByText('₹15,000 - ₹20,000 /month')).toBeTruthy();
    expect(within(driver).getByText('Sharma Logistics')).toBeTruthy();
    expect(await within(driver).findByText('Aminabad, Lucknow')).toBeTruthy();
    expect(within(driver).getByText('3 openings')).toBeTruthy();
    expect(within(driver).getByText('Posted 5 Mar 2025')).toBeTruthy();
    expect(within(card('Packer')).getByText('Not Disclosed')).toBeTruthy();
    expect(screen.getByText('2 jobs')).toBeTruthy();
  });

  it("says why a job was deactivated, a common reason in the employer's language", async () => {
    await i18n.changeLanguage('hi');
    start([
      [
        makeJob({
          job_title: 'Driver',
          status: 4,
          deactivation_reason: 'asking job seekers for money',
        }),
        makeJob({ job_title: 'Packer', status: 4, deactivation_reason: 'Photo of another shop.' }),
        makeJob({ job_title: 'Cook', status: 4 }),
      ],
    ]);
    const driver = await screen.findByRole('article', { name: 'Driver' });
    expect(
      within(driver).getByText('आपकी नौकरी बंद कर दी गई है। कृपया नई नौकरी पोस्ट करें।'),
    ).toBeTruthy();
    expect(within(driver).getByText('कारण: नौकरी ढूँढने वालों से पैसे माँगना')).toBeTruthy();
    expect(within(card('Packer')).getByText('कारण: Photo of another shop')).toBeTruthy();
    expect(within(card('Cook')).queryByText(/^कारण/)).toBeNull();
  });

  it('gives each status its chip (spec 001 §4)', async () => {
    const open = makeJob({ job_title: 'Open job', status: 0, applicants: 4 });
    start(
      [
        [
          open,
          makeJob({ job_title: 'Closed job', status: 2, hired: 2, joined: 1 }),
          makeJob({ job_title: 'Pending job', status: 3 }),
          makeJob({ job_title: 'Deactivated job', status: 4 }),
        ],
      ],
      makeCompany({ verification_status: 'In Progress' }),
    );
    const openCard = await screen.findByRole('article', { name: 'Open job' });
    expect(within(openCard).getByText('Open · 4 applicants')).toBeTruthy();
    // issue 14: every live job has an Applicants button, not only the status pill
    expect(
      within(openCard).getByRole('link', { name: 'Applicants (4)' }).getAttribute('href'),
    ).toBe(`/userapplied?id=${open._id}`);
    expect(within(card('Closed job')).getByRole('link', { name: /^Applicants/ })).toBeTruthy();
    expect(within(card('Pending job')).queryByRole('link', { name: /^Applicants/ })).toBeNull();
    expect(within(card('Closed job')).getByText('Closed')).toBeTruthy();
    // issue 14 item 16: what became of the hires; nothing on a job with none
    expect(within(card('Closed job')).getByText('Hired 2 · Joined 1')).toBeTruthy();
    expect(within(openCard).queryByText(/^Hired/)).toBeNull();
    expect(within(card('Pending job')).getByText('Pending')).toBeTruthy();
    expect(
      within(card('Deactivated job')).getByText(
        'Your job is deactivated. Please proceed to post new job.',
      ),
    ).toBeTruthy();
    expect(
      within(card('Deactivated job')).queryByRole('button', { name: /Verification/ }),
    ).toBeNull();
    expect(within(card('Closed job')).queryByRole('button', { name: 'Close job' })).toBeNull();
    expect(within(card('Pending job')).getByRole('button', { name: 'Close job' })).toBeTruthy();
    fireEvent.click(
      within(card('Pending job')).getByRole('button', { name: 'Verification: In Progress' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Verification in progress' })).toBeTruthy();
  });

  it('opens the declined dialog from a pending job', async () => {
    start(
      [[makeJob({ job_title: 'Pending job', status: 3 })]],
      makeCompany({ verification_status: 'Declined', verification_feedback: 'an unreadable PAN' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verification: Declined' }));
    expect(
      await screen.findByText(
        'Your verification is declined due to an unreadable PAN. Do you want to re-submit your document?',
      ),
    ).toBeTruthy();
  });

  it('shows every field in the job details', async () => {
    start([[makeJob({ job_title: 'Driver', qualification: 1 })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'View job details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver' });
    const row = (name: string) => within(dialog).getByText(name).nextElementSibling?.textContent;
    await waitFor(() => expect(row('Job category')).toBe('Delivery'));
    expect(row('Skills')).toBe('Bike riding, Route planning');
    expect(row('Experience')).toBe('Less than 1 year');
    expect(row('Job type')).toBe('Field');
    expect(row('Job timings')).toBe('General');
    expect(row('Who can apply')).toBe('All');
    expect(row('Qualification')).toBe('10th Pass or above');
    expect(row('Shortlisted job seekers may call')).toBe('Yes');
    expect(within(dialog).getByText('Deliver parcels in the city on your own bike.')).toBeTruthy();
  });

  it('closes an Open job after asking, then reads the list again', async () => {
    const job = makeJob({ job_title: 'Driver' });
    const { calls } = start([[job], [{ ...job, status: 2 }]], undefined, {
      [`PUT /api/job/recruiter/${job._id}/close`]: () => ok(undefined, 'Job closed'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the job "Driver"?' });
    expect(
      within(dialog).getByText(
        'Job seekers will no longer see it or apply to it. A closed job cannot be opened again; you would post a new one.',
      ),
    ).toBeTruthy();
    const close = `PUT /api/job/recruiter/${job._id}/close`;
    expect(calls.some((c) => c.key === close)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Job closed'));
    expect(calls.filter((c) => c.key === close)).toHaveLength(1);
    expect(await within(card('Driver')).findByText('Closed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Keep it closes the question and sends nothing', async () => {
    const job = makeJob({ job_title: 'Driver' });
    const { calls } = start([[job]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the job "Driver"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('PUT '))).toBe(false);
    expect(within(card('Driver')).getByRole('button', { name: 'Close job' })).toBeTruthy();
  });

  it('shows a refused close inside the question, which stays open', async () => {
    const job = makeJob({ job_title: 'Driver' });
    start([[job]], undefined, {
      [`PUT /api/job/recruiter/${job._id}/close`]: () => ({
        status: 400,
        body: { success: false, code: 'JOB_NOT_CLOSABLE', message: 'This job is already closed' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the job "Driver"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This job is already closed',
    );
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('asks in Hindi, naming the job', async () => {
    await i18n.changeLanguage('hi');
    start([[makeJob({ job_title: 'ड्राइवर' })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'नौकरी बंद करें' }));
    const dialog = await screen.findByRole('dialog', { name: '"ड्राइवर" नौकरी बंद करें?' });
    expect(within(dialog).getByRole('button', { name: 'रहने दें' })).toBeTruthy();
  });

  it('loads more when a page comes back full (30)', async () => {
    const first = Array.from({ length: 30 }, (_, i) => makeJob({ job_title: `Job ${i + 1}` }));
    const { calls } = start([first, [makeJob({ job_title: 'Job 31' })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByRole('article', { name: 'Job 31' })).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /api/job/recruiter/').map((c) => c.url)).toEqual([
      '/api/job/recruiter/?page=0',
      '/api/job/recruiter/?page=1',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).toBeNull();
  });

  it('prompts once to authenticate when verification was never started', async () => {
    start([[makeJob()]], makeCompany({ verification_status: 'Not Initiated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please complete authentication' });
    expect(
      within(dialog).getByRole('link', { name: 'Authenticate Now' }).getAttribute('href'),
    ).toBe('/companyverification');
    expect(within(dialog).getByRole('button', { name: 'Later' })).toBeTruthy();
    cleanup();
    start(
      [[makeJob({ job_title: 'Again' })]],
      makeCompany({ verification_status: 'Not Initiated' }),
    );
    await screen.findByRole('article', { name: 'Again' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { AdminScreen } from './admin-screen';
import type { AdminCategory, AdminCompany, AdminJob } from './api/types';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const ME = '01a1ff19-3ae5-7030-abae-8a102074de20';

const COMPANY: AdminCompany = {
  _id: 'emp-1',
  company_name: 'Sharma Logistics',
  organization_type: 'company',
  name: 'Ravi Sharma',
  email: 'hr@sharmalogistics.in',
  contact: '9876543210',
  district: 'up-lucknow',
  verification_status: 'In Progress',
  verification_feedback: null,
  created_at: '2025-01-02T10:00:00.000Z',
  verification: {
    id: 'ver-1',
    kind: 'gst',
    doc_no: '09AAACH7409R1ZZ',
    state: 'submitted',
    created_at: '2025-03-04T05:00:00.000Z',
    files: [{ _id: 'file-1', name: 'gst-certificate.pdf', content_type: 'application/pdf' }],
  },
};

const JOB = {
  _id: 'job-1',
  job_title: 'Delivery driver',
  company_name: 'Sharma Logistics',
  employer_name: 'Ravi Sharma',
  employer_email: 'hr@sharmalogistics.in',
  district: 'up-lucknow',
  status: 0,
  created_at: '2025-03-01T06:30:00.000Z',
} as AdminJob;

const CATEGORY: AdminCategory = {
  _id: 'electrician',
  name_en: 'Electrician',
  name_hi: 'इलेक्ट्रीशियन',
  icon: '⚡',
  skills: [{ id: 'house-wiring', en: 'House wiring', hi: 'घरेलू वायरिंग' }],
  is_active: true,
  sort_order: 1,
};

type Routes = Record<string, (body: Record<string, unknown>) => Reply>;

function start(superadmin: boolean, routes: Routes = {}, path = '/admin') {
  setSession({ authToken: 'jwt', user: ME, user_role: 2, profile_status: 2 });
  const calls = fakeServer({
    'GET /api/user/': () => ok({ _id: ME, role: 2, is_superadmin: superadmin }),
    'GET /api/admin/companies': () => ({
      status: 200,
      body: { success: true, data: [COMPANY], count: 1 },
    }),
    'GET /api/admin/jobs': () => ({ status: 200, body: { success: true, data: [JOB], count: 1 } }),
    'GET /api/admin/job-categories': () => ok([CATEGORY]),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

beforeEach(async () => {
  localStorage.clear();
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin console: who may see it', () => {
  it('tells a user who is not a superadmin that the page is not for them', async () => {
    const calls = start(false);
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(calls.some((call) => call.key.includes('/admin/'))).toBe(false);
  });

  it('opens on the verification queue of companies In Progress for a superadmin', async () => {
    const calls = start(true);
    expect(await screen.findByRole('heading', { name: 'Sharma Logistics' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Verification' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const url = calls.find((call) => call.key === 'GET /api/admin/companies')?.url;
    expect(url).toBe('/api/admin/companies?status=In+Progress&page=0');
    expect(screen.getByText('GST')).toBeTruthy();
    expect(screen.getByText('09AAACH7409R1ZZ')).toBeTruthy();
    // the district with its state, once the list has loaded (after the queue, not with it)
    expect(await screen.findByText('Lucknow, Uttar Pradesh')).toBeTruthy();
    expect(screen.getByText('hr@sharmalogistics.in').getAttribute('href')).toBe(
      'mailto:hr@sharmalogistics.in',
    );
  });
});

describe('admin console: verification decisions', () => {
  it('will not decline without a reason, and sends nothing', async () => {
    const calls = start(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Sharma Logistics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('declines with the reason typed', async () => {
    const calls = start(true, {
      'POST /api/admin/companies/emp-1/verification': () => ok(null, 'Company declined'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason for declining/), {
      target: { value: 'GST number does not match the certificate' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Company declined'));
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      decision: 'decline',
      reason: 'GST number does not match the certificate',
    });
  });

  it('declines with a common reason picked, in the admin language, which may still be edited', async () => {
    await i18n.changeLanguage('hi');
    const calls = start(true, {
      'POST /api/admin/companies/emp-1/verification': () => ok(null, 'सत्यापन नामंज़ूर किया गया'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'अस्वीकार करें' }));
    const dialog = await screen.findByRole('dialog');
    const picks = within(dialog).getByRole('group', { name: /आम कारण/ });
    expect(
      within(picks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'अस्पष्ट दस्तावेज़',
      'गलत दस्तावेज़ नंबर',
      'कंपनी के नाम और दस्तावेज़ में अंतर',
      'अमान्य या अवधि-समाप्त दस्तावेज़',
    ]);
    const wrongNumber = within(picks).getByRole('button', { name: 'गलत दस्तावेज़ नंबर' });
    fireEvent.click(wrongNumber);
    const reason = within(dialog).getByLabelText(/अस्वीकार करने का कारण/) as HTMLTextAreaElement;
    expect(reason.value).toBe('गलत दस्तावेज़ नंबर');
    expect(wrongNumber.getAttribute('aria-pressed')).toBe('true');
    // edited, it is the admin's own words and no pick is shown as chosen
    fireEvent.change(reason, { target: { value: 'गलत दस्तावेज़ नंबर: GST 09AAACH7409R1ZX है' } });
    expect(wrongNumber.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(picks).getByRole('button', { name: 'अस्पष्ट दस्तावेज़' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'अस्वीकार करें' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('सत्यापन नामंज़ूर किया गया'));
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      decision: 'decline',
      reason: 'अस्पष्ट दस्तावेज़',
    });
  });

  it('approves with {decision: approve}, toasts the server message and reloads the queue', async () => {
    const calls = start(true, {
      'POST /api/admin/companies/emp-1/verification': () => ok(null, 'Company approved'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Sharma Logistics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Company approved'));
    const post = calls.find((call) => call.key.startsWith('POST'));
    expect(post?.key).toBe('POST /api/admin/companies/emp-1/verification');
    expect(post?.body).toEqual({ decision: 'approve' });
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/admin/companies')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server message when the decision fails', async () => {
    start(true, {
      'POST /api/admin/companies/emp-1/verification': () => ({
        status: 400,
        body: { success: false, code: 'NOTHING_TO_DECIDE', message: 'Nothing to decide' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nothing to decide');
  });

  it('fetches a signed link for a document and opens it in a new tab', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const calls = start(true, {
      'GET /api/admin/files/file-1/link': () =>
        ok({ url: 'https://files.example/doc?sig=abc', expires_at: '2025-03-04T05:05:00Z' }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: /Open document 1: gst-certificate/ }),
    );
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/doc?sig=abc'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.some((call) => call.key === 'GET /api/admin/files/file-1/link')).toBe(true);
  });

  it('says so when no company has the status chosen', async () => {
    const calls = start(true, {
      'GET /api/admin/companies': () => ({
        status: 200,
        body: { success: true, data: [], count: 0 },
      }),
    });
    expect(await screen.findByText('No companies with this status.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Declined' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.at(-1)?.url).toBe('/api/admin/companies?status=Declined&page=0');
  });

  it('shows the server message of a failed load', async () => {
    start(true, {
      'GET /api/admin/companies': () => ({
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'Only Kaamkaj administrators can do this',
        },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only Kaamkaj administrators can do this',
    );
  });
});

/** An Open e-mail change request of Ravi Sharma's, from one address to another. */
const emailRequest = (addresses: { email: string; new_email: string }) => ({
  id: 'req-1',
  user_id: 'emp-1',
  name: 'Ravi Sharma',
  ...addresses,
  status: 'Open',
  created_at: '2025-03-04T05:00:00.000Z',
});

describe('admin console: e-mail change requests', () => {
  it('lists the open requests and approves one', async () => {
    const calls = start(
      true,
      {
        'GET /api/admin/email-requests': () =>
          ok([emailRequest({ email: 'ravi@gmail.com', new_email: 'hr@sharmalogistics.in' })]),
        'POST /api/admin/email-requests/req-1': () => ok(null, 'E-mail changed'),
      },
      '/admin?tab=email',
    );
    expect(await screen.findByText('ravi@gmail.com')).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/admin/email-requests')?.url).toBe(
      '/api/admin/email-requests?status=Open',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the new e-mail?' });
    expect(
      within(dialog).getByText('Ravi Sharma will sign in with hr@sharmalogistics.in from now on.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('E-mail changed'));
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      decision: 'approve',
    });
  });

  it("declines one with the e-mail change's own common reasons", async () => {
    const calls = start(
      true,
      {
        'GET /api/admin/email-requests': () =>
          ok([
            emailRequest({ email: 'hr@sharmalogistics.in', new_email: 'ravi.sharma@gmail.com' }),
          ]),
        'POST /api/admin/email-requests/req-1': () => ok(null, 'Request declined'),
      },
      '/admin?tab=email',
    );
    expect(await screen.findByText('ravi.sharma@gmail.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    const picks = within(dialog).getByRole('group', { name: /Common reasons/ });
    expect(
      within(picks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['a personal e-mail address', "an e-mail domain that is not the company's"]);
    fireEvent.click(within(picks).getByRole('button', { name: 'a personal e-mail address' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('E-mail change declined'));
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      decision: 'decline',
      reason: 'a personal e-mail address',
    });
  });
});

describe('admin console: jobs', () => {
  it('deactivates a job with the reason given', async () => {
    const calls = start(
      true,
      { 'PUT /api/admin/jobs/job-1/deactivate': () => ok(null, 'Job deactivated') },
      '/admin?tab=jobs',
    );
    expect(await screen.findByRole('heading', { name: 'Delivery driver' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/admin/jobs')?.url).toBe(
      '/api/admin/jobs?page=0',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate "Delivery driver"?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional; the employer will see it)'), {
      target: { value: 'Fake job' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Job deactivated'));
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ reason: 'Fake job' });
  });

  it('deactivates a job with a common reason picked', async () => {
    const calls = start(
      true,
      { 'PUT /api/admin/jobs/job-1/deactivate': () => ok(null, 'Job deactivated') },
      '/admin?tab=jobs',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate "Delivery driver"?' });
    const picks = within(dialog).getByRole('group', { name: /Common reasons/ });
    expect(
      within(picks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'asking job seekers for money',
      'false or misleading details',
      'the same job posted again',
      'work that is against the law',
    ]);
    fireEvent.click(within(picks).getByRole('button', { name: 'asking job seekers for money' }));
    expect((within(dialog).getByLabelText(/Reason \(optional/) as HTMLTextAreaElement).value).toBe(
      'asking job seekers for money',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Job deactivated'));
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      reason: 'asking job seekers for money',
    });
  });

  it('filters by status and loads more when a page of 30 is full', async () => {
    const page = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...JOB,
        _id: `job-${n}-${i}`,
        job_title: `Job ${i}`,
      }));
    const calls = start(
      true,
      {
        'GET /api/admin/jobs': () => {
          const pageNo = calls.filter((call) => call.key === 'GET /api/admin/jobs').length;
          return {
            status: 200,
            body: { success: true, data: page(pageNo === 1 ? 30 : 2), count: 32 },
          };
        },
      },
      '/admin?tab=jobs',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(32));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((call) => call.key === 'GET /api/admin/jobs')[1]?.url).toBe(
      '/api/admin/jobs?page=1',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/jobs?status=3&page=0'));
  });
});

describe('admin console: job categories', () => {
  it('checks the category form with the domain rules before sending', async () => {
    const calls = start(true, {}, '/admin?tab=categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove skill 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select atleast 1 skill')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('adds a category with its skills', async () => {
    const calls = start(
      true,
      { 'POST /api/admin/job-categories': () => ok(CATEGORY, 'Category saved') },
      '/admin?tab=categories',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    const type = (name: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value } });
    type('Name in English', 'Tailor');
    type('Name in Hindi', 'दर्जी');
    type('Icon', '🧵');
    type('Skill 1 in English', 'Stitching');
    type('Skill 1 in Hindi', 'सिलाई');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add skill' }));
    type('Skill 2 in English', 'stitching');
    type('Skill 2 in Hindi', 'सिलाई 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This skill is already chosen')).toBeTruthy();
    type('Skill 2 in English', 'Alteration');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Category saved'));
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      name_en: 'Tailor',
      name_hi: 'दर्जी',
      icon: '🧵',
      is_active: true,
      skills: [
        { en: 'Stitching', hi: 'सिलाई' },
        { en: 'Alteration', hi: 'सिलाई 2' },
      ],
    });
  });

  it('edits a category, keeping the ids of its skills', async () => {
    const calls = start(
      true,
      { 'PUT /api/admin/job-categories/electrician': () => ok(CATEGORY, 'Category updated') },
      '/admin?tab=categories',
    );
    expect(await screen.findByText('Skills: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Electrician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Electrician' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Show this category to users' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Category saved'));
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      name_en: 'Electrician',
      name_hi: 'इलेक्ट्रीशियन',
      icon: '⚡',
      is_active: false,
      skills: [{ id: 'house-wiring', en: 'House wiring', hi: 'घरेलू वायरिंग' }],
    });
  });
});

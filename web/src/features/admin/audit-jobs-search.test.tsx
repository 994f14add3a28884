import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { AdminScreen } from './admin-screen';
import type { AdminJob, AuditEntry } from './api/types';

// issue 14 item 12: the audit log names people, companies and jobs; the jobs tab searches.
const ME = '01a1ff19-3ae5-7030-abae-8a102074de20';
const JOB_ID = '0196a1ff-3ae5-7030-abae-8a1020740aaa';

const JOB = {
  _id: JOB_ID,
  job_title: 'Store Keeper',
  company_name: 'Gupta Stores',
  employer_name: 'Meena Gupta',
  employer_email: 'hr@gupta.in',
  district: 'up-lucknow',
  status: 0,
  created_at: '2025-03-01T06:30:00.000Z',
} as AdminJob;

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: `a-${Math.random()}`,
  action: 'job.deactivate',
  actor_id: ME,
  actor_name: 'Anita Sharma',
  subject_id: JOB_ID,
  subject: null,
  detail: {},
  created_at: '2025-03-04T05:00:00.000Z',
  ...over,
});

const AUDIT: AuditEntry[] = [
  entry({
    subject: {
      kind: 'job',
      id: JOB_ID,
      name: 'Store Keeper',
      context: 'Gupta Stores',
      job_id: JOB_ID,
    },
    detail: { job_title: 'Store Keeper', reason: 'Fake job', job_id: JOB_ID },
  }),
  entry({
    action: 'company.approve',
    subject_id: 'emp-7',
    subject: {
      kind: 'company',
      id: 'emp-7',
      name: 'Gupta Textiles',
      context: 'Meena Gupta',
      job_id: null,
    },
  }),
  entry({
    action: 'payment.paid',
    actor_id: null,
    actor_name: null,
    subject_id: 'order-1',
    subject: {
      kind: 'order',
      id: 'order-1',
      name: 'Ravi Kumar',
      context: 'HLJ-JS-101',
      job_id: null,
    },
  }),
  entry({ action: 'something.new', subject_id: 'raw-subject-id', subject: null }),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

type Routes = Record<string, (body: Record<string, unknown>) => Reply>;

function start(path: string, routes: Routes = {}) {
  setSession({ authToken: 'jwt', user: ME, user_role: 2, profile_status: 2 });
  const calls = fakeServer({
    'GET /api/user/': () => ok({ _id: ME, role: 2, is_superadmin: true }),
    'GET /api/admin/audit': () => ({
      status: 200,
      body: { success: true, data: AUDIT, count: AUDIT.length },
    }),
    'GET /api/admin/jobs': () => ({ status: 200, body: { success: true, data: [JOB], count: 1 } }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminScreen />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const jobCalls = (calls: { key: string; url: string }[]) =>
  calls.filter((call) => call.key === 'GET /api/admin/jobs').map((call) => call.url);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin console: the audit log names, not ids', () => {
  it('shows the action, the actor and the subject by name, ids left out', async () => {
    start('/admin?tab=audit');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    const job = rows[0] as HTMLElement;
    expect(within(job).getByText('Job deactivated')).toBeTruthy();
    expect(within(job).getByText('by Anita Sharma')).toBeTruthy();
    expect(job.textContent).toContain('Job:');
    expect(job.textContent).toContain('· Gupta Stores');
    expect(job.textContent).toContain('reason: Fake job');
    expect(job.textContent).not.toContain(JOB_ID);
    const company = rows[1] as HTMLElement;
    expect(within(company).getByText('Company approved')).toBeTruthy();
    expect(within(company).getByRole('link', { name: 'Gupta Textiles' }).getAttribute('href')).toBe(
      '/admin?tab=queue',
    );
    const payment = rows[2] as HTMLElement;
    expect(within(payment).getByText('by Kaamkaj (automatic)')).toBeTruthy();
    expect(payment.textContent).toContain('Payment:');
    expect(payment.textContent).toContain('Ravi Kumar');
    expect(within(payment).queryByRole('link')).toBeNull();
    // an action the console has no words for yet keeps its code and its raw subject
    const unknown = rows[3] as HTMLElement;
    expect(unknown.textContent).toContain('something.new');
    expect(unknown.textContent).toContain('raw-subject-id');
  });

  it("opens a job's row in the jobs tab, searched by its id", async () => {
    const calls = start('/admin?tab=audit');
    fireEvent.click(await screen.findByRole('link', { name: 'Store Keeper' }));
    expect(await screen.findByRole('heading', { name: 'Store Keeper' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`?tab=jobs&q=${JOB_ID}`);
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe(JOB_ID);
    await waitFor(() => expect(jobCalls(calls)).toEqual([`/api/admin/jobs?q=${JOB_ID}&page=0`]));
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    start('/admin?tab=audit');
    const list = await screen.findByRole('list');
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('नौकरी बंद की गई')).toBeTruthy();
    expect(within(first).getByText('Anita Sharma द्वारा')).toBeTruthy();
    expect(first.textContent).toContain('नौकरी:');
    expect(screen.getByText('काम-काज द्वारा (अपने आप)')).toBeTruthy();
  });
});

describe('admin console: job search', () => {
  it('searches once typing pauses, with a busy line, and clears', async () => {
    const calls = start('/admin?tab=jobs');
    await screen.findByRole('heading', { name: 'Store Keeper' });
    const field = screen.getByLabelText('Search jobs');
    for (const value of ['S', 'St', 'Sto', '  Store '])
      fireEvent.change(field, { target: { value } });
    expect(screen.getByText('Searching…')).toBeTruthy();
    await waitFor(() => expect(jobCalls(calls).at(-1)).toBe('/api/admin/jobs?q=Store&page=0'));
    // one request for the pause, none for each key
    expect(jobCalls(calls)).toEqual(['/api/admin/jobs?page=0', '/api/admin/jobs?q=Store&page=0']);
    await waitFor(() => expect(screen.queryByText('Searching…')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('keeps a dialog open, with what was typed in it, when a search lands under it', async () => {
    const calls = start('/admin?tab=jobs');
    const card = await screen.findByRole('article', { name: 'Store Keeper' });
    // the admin types a search and, before its answer comes, taps the card already shown
    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'Store' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate "Store Keeper"?' });
    const reason = within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: 'Asks for a deposit of ₹2,000' } });
    await waitFor(() => expect(jobCalls(calls).at(-1)).toBe('/api/admin/jobs?q=Store&page=0'));
    await waitFor(() => expect(screen.queryByText('Searching…')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Deactivate "Store Keeper"?' })).toBe(dialog);
    expect(reason.value).toBe('Asks for a deposit of ₹2,000');
  });

  it('says when nothing matches, with the status filter kept', async () => {
    const calls = start('/admin?tab=jobs', {
      'GET /api/admin/jobs': (_) => ({ status: 200, body: { success: true, data: [], count: 0 } }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Closed' }));
    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'plumber' } });
    expect(await screen.findByText('No job matches "plumber".')).toBeTruthy();
    expect(jobCalls(calls).at(-1)).toBe('/api/admin/jobs?status=2&q=plumber&page=0');
  });

  it('speaks Hindi while searching and when nothing matches', async () => {
    await i18n.changeLanguage('hi');
    start('/admin?tab=jobs', {
      'GET /api/admin/jobs': () => ({ status: 200, body: { success: true, data: [], count: 0 } }),
    });
    const field = await screen.findByLabelText('नौकरियाँ खोजें');
    fireEvent.change(field, { target: { value: 'रसोइया' } });
    expect(screen.getByText('खोज रहे हैं…')).toBeTruthy();
    expect(await screen.findByText('"रसोइया" से मेल खाती कोई नौकरी नहीं मिली।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खोज हटाएं' })).toBeTruthy();
  });
});

import type { SeekerApplication } from '@kaamkaj/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../components/district-picker/use-district-data';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, type Reply } from '../../test/fake-server';
import { makeApplication, SEEKER_JOB_CATEGORIES } from '../../test/make-seeker-job';
import { firstTabWithItems, tabFrom } from './dashboard-tab';
import { SeekerDashboardScreen } from './seeker-dashboard-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const SEEKER = 'seeker-1';

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: SEEKER, user_role: 0, profile_status: 2 });
  await loadDistrictData();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const page = (data: SeekerApplication[], tabCounts = [0, 0, 0, 0, 0]): Reply => ({
  status: 200,
  body: { success: true, data, count: data.length, tab_counts: tabCounts },
});

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function start(
  byTab: (tab: string, pageNo: string) => Reply,
  {
    state,
    path = '/dashboard',
    extra = {},
  }: {
    state?: unknown;
    path?: string;
    extra?: Record<string, (body: Record<string, unknown>) => Reply>;
  } = {},
) {
  const calls = fakeServer({
    'GET /api/job/applied': () => {
      const url = new URL(calls.at(-1)?.url ?? '', 'http://x');
      return byTab(url.searchParams.get('tab') ?? '', url.searchParams.get('page') ?? '');
    },
    // the Interview tab's own list (interview-tab.test.tsx covers it)
    [`GET /api/job/interviews-by-seeker/${SEEKER}`]: () => ({
      status: 200,
      body: { success: true, data: [], count: 0 },
    }),
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 1, data: SEEKER_JOB_CATEGORIES },
    }),
    ...extra,
  });
  const ui = (
    <Routes>
      <Route
        path="/dashboard"
        element={
          <>
            <SeekerDashboardScreen />
            <Search />
          </>
        }
      />
    </Routes>
  );
  return { calls, ...renderWithState(ui, path, state) };
}

function renderWithState(ui: ReactNode, path: string, state: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: path.split('?')[0],
              search: path.includes('?') ? `?${path.split('?')[1]}` : '',
              state,
            },
          ]}
        >
          {ui}
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

describe('tabFrom (spec 000 §2.8)', () => {
  it('takes the navigation state first, then ?tab=, else none', () => {
    expect(tabFrom({ tab: 3 }, new URLSearchParams('tab=1'))).toBe(3);
    expect(tabFrom(null, new URLSearchParams('tab=1'))).toBe(1);
    expect(tabFrom({ tab: 9 }, new URLSearchParams('tab=4'))).toBe(4);
    expect(tabFrom({ tab: '2' }, new URLSearchParams())).toBeNull();
    expect(tabFrom(undefined, new URLSearchParams('tab=7'))).toBeNull();
    expect(tabFrom(undefined, new URLSearchParams('tab=-1'))).toBeNull();
  });

  it('opens Applied when it has something or nothing has anything, else the first tab that has', () => {
    expect(firstTabWithItems([2, 0, 1, 0, 0])).toBe(0);
    expect(firstTabWithItems([0, 0, 0, 0, 0])).toBe(0);
    expect(firstTabWithItems([0, 0, 1, 1, 0])).toBe(2);
    expect(firstTabWithItems([0, 3, 0, 0, 0])).toBe(1);
  });
});

describe('SeekerDashboardScreen', () => {
  it('lists the applied jobs with the count of every tab', async () => {
    const { calls } = start(() =>
      page(
        [
          makeApplication({ job_title: 'Driver', company_name: 'Sharma Logistics' }),
          makeApplication({ job_title: 'Cook', company_name: 'Annapurna', job_location: null }),
        ],
        [2, 1, 0, 4, 5],
      ),
    );
    const driver = await screen.findByRole('article', { name: 'Driver' });
    expect(within(driver).getByText('Sharma Logistics')).toBeTruthy();
    expect(within(driver).getByText('Aminabad, Lucknow, Uttar Pradesh')).toBeTruthy();
    expect(within(driver).getByText('Applied')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Cook' })).getByText('Lucknow, Uttar Pradesh'),
    ).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Applied (2)',
      'Saved (1)',
      'Interview (0)',
      'Shortlisted (4)',
      'Not Shortlisted (5)',
    ]);
    expect(screen.getByRole('tab', { name: 'Applied (2)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const url = calls.find((c) => c.key === 'GET /api/job/applied')?.url;
    expect(url).toBe(`/api/job/applied?user_id=${SEEKER}&tab=0&page=0`);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=0'));
  });

  it('opens on the first tab that has something when Applied is empty, with no empty state first', async () => {
    const { calls } = start((tab) =>
      tab === '3'
        ? page([makeApplication({ status: 'Shortlisted', job_title: 'Guard' })], [0, 0, 1, 1, 0])
        : page([], [0, 0, 1, 1, 0]),
    );
    // the interview tab (2) is the first with something: its own list answers there
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=2'));
    // the counts come with the Interview tab's own page
    expect(
      (await screen.findByRole('tab', { name: 'Interview (1)' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.queryByText(/You have not applied/)).toBeNull();
    expect(calls.filter((c) => c.key === 'GET /api/job/applied').map((c) => c.url)).toEqual([
      `/api/job/applied?user_id=${SEEKER}&tab=0&page=0`,
      `/api/job/applied?user_id=${SEEKER}&tab=2&page=0`,
    ]);
  });

  it('opens the tab the navigation state names and keeps it in ?tab=', async () => {
    const { calls } = start(
      () => page([makeApplication({ status: 'Shortlisted', job_title: 'Guard' })]),
      {
        state: { tab: 3 },
      },
    );
    await screen.findByRole('article', { name: 'Guard' });
    expect(calls.find((c) => c.key === 'GET /api/job/applied')?.url).toContain('tab=3');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=3'));
    expect(screen.getByRole('tab', { name: /^Shortlisted/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('switches tab on a tap, with each tab its own empty state', async () => {
    start((tab) =>
      tab === '0'
        ? page([makeApplication({ job_title: 'Driver' })], [1, 0, 0, 0, 0])
        : page([], [1, 0, 0, 0, 0]),
    );
    await screen.findByRole('article', { name: 'Driver' });
    fireEvent.click(screen.getByRole('tab', { name: 'Saved (0)' }));
    expect(
      await screen.findByText('No saved jobs. Tap Apply Later on a job to keep it here.'),
    ).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?tab=1');
    expect(screen.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/jobs');
    fireEvent.click(screen.getByRole('tab', { name: 'Interview (0)' }));
    expect(await screen.findByText(/No interviews yet/)).toBeTruthy();
  });

  it('shows Selected as Interview Scheduled and the contact when Shortlisted', async () => {
    start(() =>
      page([
        makeApplication({ job_title: 'Cook', status: 'Selected' }),
        makeApplication({
          job_title: 'Guard',
          status: 'Shortlisted',
          company_contact: '9876500001',
        }),
        makeApplication({ job_title: 'Helper', status: 'Shortlisted', company_contact: null }),
      ]),
    );
    const cook = await screen.findByRole('article', { name: 'Cook' });
    expect(within(cook).getByText('Interview Scheduled')).toBeTruthy();
    const call = within(screen.getByRole('article', { name: 'Guard' })).getByRole('link', {
      name: /Call employer/,
    });
    expect(call.getAttribute('href')).toBe('tel:9876500001');
    expect(within(screen.getByRole('article', { name: 'Helper' })).queryByRole('link')).toBeNull();
  });

  it('offers Apply Now and Not Apply on a saved job, and reloads after the answer', async () => {
    let answered = false;
    const { calls } = start(
      () =>
        page(
          answered ? [] : [makeApplication({ _id: 'job-s', job_title: 'Packer', status: 'Saved' })],
          [0, answered ? 0 : 1, 0, 0, 0],
        ),
      {
        path: '/dashboard?tab=1',
        extra: {
          'POST /api/job/response': (body) => {
            answered = true;
            return {
              status: 200,
              body: {
                success: true,
                data: { job_id: body.job_id, status: body.status, changed: true },
              },
            };
          },
        },
      },
    );
    const card = await screen.findByRole('article', { name: 'Packer' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View Detail', 'Not Apply', 'Apply Now']);
    fireEvent.click(within(card).getByRole('button', { name: 'Apply Now' }));
    // issue 14: an application cannot be taken back, so it asks first, naming the job
    const ask = await screen.findByRole('dialog', { name: 'Apply for "Packer"?' });
    expect(answered).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Applied successfully'));
    expect(calls.find((c) => c.key === 'POST /api/job/response')?.body).toEqual({
      job_id: 'job-s',
      status: 'Applied',
    });
    expect(await screen.findByText(/No saved jobs/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saved (0)' })).toBeTruthy();
  });

  it('opens the job detail from View Detail', async () => {
    start(
      () => page([makeApplication({ job_title: 'Driver', salary_from: null, salary_to: null })]),
      {
        extra: {
          'POST /api/job/record/view': () => ({ status: 200, body: { success: true, data: {} } }),
        },
      },
    );
    const card = await screen.findByRole('article', { name: 'Driver' });
    fireEvent.click(within(card).getByRole('button', { name: 'View Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver' });
    expect(within(dialog).getByText('Disclosed')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('loads more when a page comes back full (30)', async () => {
    const full = Array.from({ length: 30 }, (_, i) => makeApplication({ job_title: `Job ${i}` }));
    const { calls } = start((_tab, pageNo) =>
      pageNo === '0'
        ? page(full, [31, 0, 0, 0, 0])
        : page([makeApplication({ job_title: 'Last' })], [31, 0, 0, 0, 0]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Last' })).toBeTruthy();
    expect(
      calls.filter((c) => c.key === 'GET /api/job/applied').map((c) => c.url.slice(-6)),
    ).toEqual(['page=0', 'page=1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers to try again when the list fails to load', async () => {
    start(() => ({ status: 500, body: { success: false, code: 'INTERNAL', message: 'boom' } }));
    expect(await screen.findByRole('button', { name: /try again|reload/i })).toBeTruthy();
  });
});

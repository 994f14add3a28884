import { MESSAGES, type SeekerJob } from '@kaamkaj/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../components/district-picker/use-district-data';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, type Reply } from '../../test/fake-server';
import { makeSeekerJob, SEEKER_JOB_CATEGORIES } from '../../test/make-seeker-job';
import { renderRoute } from '../../test/render';
import { JobsScreen } from './jobs-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const SEEKER = 'seeker-1';

const CATEGORIES = [
  ...SEEKER_JOB_CATEGORIES,
  { _id: 'driver', name: 'Driver', name_hi: 'ड्राइवर', icon: '🚗', image: null, skills: [] },
  { _id: 'cook', name: 'Cook', name_hi: 'रसोइया', icon: '🍳', image: null, skills: [] },
  { _id: 'guard', name: 'Security Guard', name_hi: 'गार्ड', icon: '🛡️', image: null, skills: [] },
];

const list = (jobs: SeekerJob[], count = jobs.length, message?: string): Reply => ({
  status: 200,
  body: { success: true, data: jobs, count, ...(message ? { message } : {}) },
});

const jobs = (n: number, prefix = 'Job') =>
  Array.from({ length: n }, (_, i) => makeSeekerJob({ job_title: `${prefix} ${i + 1}` }));

/** The feed answers page by page from `pages` (by the page query). */
function start(pages: () => SeekerJob[][], routes: Record<string, () => Reply> = {}, total = 0) {
  const calls = fakeServer({
    'GET /api/job-category': () => list(CATEGORIES as never),
    'GET /api/job/all': () => {
      const url = calls.at(-1)?.url ?? '';
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const all = pages();
      return list(all[page] ?? [], total || all.flat().length);
    },
    'POST /api/job/record/view': () => ({ status: 200, body: { success: true, data: {} } }),
    ...routes,
  });
  const view = renderRoute('/jobs', <JobsScreen />);
  return { calls, ...view };
}

const feedCalls = (calls: { key: string; url: string }[]) =>
  calls.filter((c) => c.key === 'GET /api/job/all').map((c) => c.url);

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: SEEKER, user_role: 0, profile_status: 2 });
  await loadDistrictData();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/jobs feed (spec 000 §2.7)', () => {
  it('shows each matched job with place, salary, date and why it matches', async () => {
    const { calls } = start(() => [
      [
        makeSeekerJob({ job_title: 'Driver', match_reasons: ['skills', 'district'] }),
        makeSeekerJob({ job_title: 'Packer', salary_from: null, salary_to: null }),
      ],
    ]);
    const driver = await screen.findByRole('article', { name: 'Driver' });
    expect(within(driver).getByText('Sharma Logistics')).toBeTruthy();
    expect(await within(driver).findByText('Aminabad, Lucknow, Uttar Pradesh')).toBeTruthy();
    expect(within(driver).getByText('₹15,000 - ₹20,000 /month')).toBeTruthy();
    expect(within(driver).getByText('Posted 5 Mar 2025')).toBeTruthy();
    // the strongest reason only, once (issue 14: a card fits half the screen)
    expect(within(driver).getByText('Near you')).toBeTruthy();
    expect(within(driver).queryByText(/Matches your skills/)).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Packer' })).getByText('Not Disclosed'),
    ).toBeTruthy();
    expect(screen.getByText('2 jobs')).toBeTruthy();
    expect(feedCalls(calls)[0]).toContain(`user_id=${SEEKER}&page=0`);
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).toBeNull();
  });

  // 30 and 59 cards take a few seconds to render in jsdom
  it('offers load more only while a page is full (30)', { timeout: 20_000 }, async () => {
    const { calls } = start(() => [jobs(30), jobs(29, 'More')], {}, 59);
    await screen.findByRole('article', { name: 'Job 30' });
    expect(screen.getByText('59 jobs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    // the 59th card is drawn after seven steps of eight (MoreWhenNear): seconds in jsdom on a
    // slow machine, more than findBy's default second
    await screen.findByRole('article', { name: 'More 29' }, { timeout: 10_000 });
    expect(feedCalls(calls).at(-1)).toContain('page=1');
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).toBeNull();
  });

  it('switches to a list and to one job at a time with buttons and swipes', async () => {
    start(() => [jobs(3)]);
    await screen.findByRole('article', { name: 'Job 1' });
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: /^View job: ?Job 2Sharma/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Swipe' }));
    expect(screen.getByText('Job 1 of 3')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Job 1' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('article', { name: 'Job 2' })).toBeTruthy();
    const card = screen.getByRole('list');
    fireEvent.touchStart(card, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(card, { changedTouches: [{ clientX: 100 }] });
    expect(screen.getByRole('article', { name: 'Job 3' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.touchStart(card, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(card, { changedTouches: [{ clientX: 300 }] });
    expect(screen.getByText('Job 2 of 3')).toBeTruthy();
  });

  it('opens the job detail when a card is tapped', async () => {
    start(() => [[makeSeekerJob({ job_title: 'Driver' })]]);
    fireEvent.click(await screen.findByRole('button', { name: /Driver/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver' });
    expect(within(dialog).getByText('Deliver parcels in the city on your own bike.')).toBeTruthy();
  });

  it('reloads the list from page 0 after a response (DESIGN.md §4)', {
    timeout: 20_000,
  }, async () => {
    let answered = false;
    const first = jobs(30);
    const more = jobs(29, 'More');
    // answered: Job 1 leaves the feed and More 1 moves up to page 0
    const { calls } = start(
      () => (answered ? [[...first.slice(1), ...more.slice(0, 1)], more.slice(1)] : [first, more]),
      {
        'POST /api/job/response': () => {
          answered = true;
          return {
            status: 200,
            body: {
              success: true,
              data: { job_id: first[0]?._id, status: 'Applied', changed: true },
            },
          };
        },
      },
    );
    await screen.findByRole('article', { name: 'Job 1' });
    // the page's later cards are drawn as the reader nears them (here at once: no observer)
    fireEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }));
    await screen.findByRole('article', { name: 'More 1' });
    const before = feedCalls(calls).length;

    const card = screen.getByRole('article', { name: 'Job 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Apply Now' }));
    const ask = await screen.findByRole('dialog', { name: 'Apply for "Job 1"?' });
    expect(answered).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Job 1' })).toBeNull());
    expect(calls.find((c) => c.key === 'POST /api/job/response')?.body).toEqual({
      job_id: first[0]?._id,
      status: 'Applied',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'More 2' })).toBeNull());
    expect(screen.getByRole('article', { name: 'More 1' })).toBeTruthy();
    const after = feedCalls(calls).slice(before);
    expect(after.at(-1)).toContain('page=0');
    expect(after.some((url) => url.includes('page=1'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Load more jobs' })).toBeTruthy();
  });

  it('shows an error with a retry when the feed fails', async () => {
    let fail = true;
    fakeServer({
      'GET /api/job/all': () =>
        fail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Server down' } }
          : list([makeSeekerJob({ job_title: 'Driver' })]),
    });
    renderRoute('/jobs', <JobsScreen />);
    expect(await screen.findByText('Could not load jobs: Server down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Driver' })).toBeTruthy();
  });
});

describe('the empty feed (spec 000 §2.7, DESIGN.md §4)', () => {
  const empty = (message: string) => fakeServer({ 'GET /api/job/all': () => list([], 0, message) });

  it('thanks a seeker who answered every job and opens the dashboard after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    empty('You visited all posted jobs');
    renderRoute('/jobs', <JobsScreen />);
    expect(await screen.findByText('You visited all posted jobs')).toBeTruthy();
    expect(screen.getByText('Thank you')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Opening your dashboard in 15 s');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('timer').textContent).toBe('Opening your dashboard in 10 s');
    expect(screen.queryByTestId('where')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('asks a seeker with no answers to complete the profile and opens it after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    empty('No matching job found, please complete profile on My Profile page.');
    renderRoute('/jobs', <JobsScreen />);
    expect(
      await screen.findByText('No matching job found, please complete profile on My Profile page.'),
    ).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Opening My Profile in 15 s');
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(screen.queryByTestId('where')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('where').textContent).toBe('/profile');
  });

  it('speaks Hindi too', async () => {
    await i18n.changeLanguage('hi');
    empty('You visited all posted jobs');
    renderRoute('/jobs', <JobsScreen />);
    expect(await screen.findByText('आपने सारी नौकरियाँ देख ली हैं')).toBeTruthy();
    expect(screen.getByText('धन्यवाद')).toBeTruthy();
  });
});

describe('the filter modal (spec 000 §2.7, §5, §9)', () => {
  // The filter loads on its first opening (jobs-screen.tsx); in jsdom that first import is a
  // transform of its module graph, seconds on a busy machine: done once here, before any test.
  beforeAll(() => import('./filter-dialog'), 30_000);
  const openFilter = async () => {
    await screen.findByRole('article', { name: 'Job 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    return screen.findByRole('dialog', { name: 'Filter jobs' });
  };

  it('checks the salary range and order as the server does', async () => {
    const { calls } = start(() => [jobs(2)]);
    const dialog = await openFilter();
    fireEvent.change(within(dialog).getByLabelText('Salary from (₹ per month)'), {
      target: { value: '5000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show jobs' }));
    expect(await within(dialog).findByText(MESSAGES.salaryRange)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Salary from (₹ per month)'), {
      target: { value: '20000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Salary to (₹ per month)'), {
      target: { value: '12000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show jobs' }));
    expect(await within(dialog).findByText(MESSAGES.salaryOrder)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/job/filter')).toBe(false);
  });

  it('allows at most 3 categories and offers the skills of the chosen ones', async () => {
    start(() => [jobs(2)]);
    const dialog = await openFilter();
    const chip = (name: string) =>
      within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    await within(dialog).findByRole('checkbox', { name: '🛵 Delivery' });
    expect(within(dialog).getByText('Choose a category to see its skills')).toBeTruthy();
    for (const name of ['🛵 Delivery', '🚗 Driver', '🍳 Cook']) fireEvent.click(chip(name));
    expect(chip('🛡️ Security Guard').disabled).toBe(true);
    expect(chip('Bike riding')).toBeTruthy();
    fireEvent.click(chip('Bike riding'));
    fireEvent.click(chip('🛵 Delivery'));
    expect(chip('🛡️ Security Guard').disabled).toBe(false);
    expect(within(dialog).queryByRole('checkbox', { name: 'Bike riding' })).toBeNull();
  });

  it('takes at most 3 districts, each removable', { timeout: 15_000 }, async () => {
    start(() => [jobs(2)]);
    const dialog = await openFilter();
    for (const name of ['Lucknow', 'Kanpur Nagar', 'Agra']) {
      const input = within(dialog).getByRole('combobox', { name: 'District (At most 3)' });
      fireEvent.change(input, { target: { value: name } });
      fireEvent.click(within(dialog).getAllByRole('option')[0] as HTMLElement);
    }
    expect(within(dialog).queryByRole('combobox', { name: /District/ })).toBeNull();
    expect(within(dialog).getByText('District (At most 3)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Agra, Uttar Pradesh' }));
    expect(within(dialog).getByRole('combobox', { name: /District/ })).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Remove Lucknow, Uttar Pradesh' }),
    ).toBeTruthy();
  });

  it('filters by the category tapped on the landing page before sign-in, once (issue 14)', async () => {
    sessionStorage.setItem('kaamkaj_wanted_category', 'delivery');
    const { calls } = start(() => [jobs(2)], {
      'POST /api/job/filter': () => list(jobs(1), 1),
    });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/job/filter')?.body).toEqual({
        body: { district: [], category: ['delivery'], skills: [] },
        page: 0,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeTruthy();
    expect(sessionStorage.getItem('kaamkaj_wanted_category')).toBeNull();
  });

  it('shows "0 : Sorry! No records found" for 2 s, then the try-again state', async () => {
    const { calls } = start(() => [jobs(2)], {
      'POST /api/job/filter': () => list([], 0, 'Sorry! No records found'),
    });
    const dialog = await openFilter();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '🛵 Delivery' }));
    fireEvent.change(within(dialog).getByLabelText('Salary from (₹ per month)'), {
      target: { value: '9000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Job timings'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Posted within'), { target: { value: '2' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show jobs' }));

    expect(await screen.findByRole('dialog', { name: '0 : Sorry! No records found' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/job/filter')?.body).toEqual({
      body: {
        district: [],
        category: ['delivery'],
        skills: [],
        salary_from: 9000,
        job_timings: 1,
        job_posted_time: 2,
      },
      page: 0,
    });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('dialog', { name: '0 : Sorry! No records found' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '0 : Sorry! No records found' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Sorry! No records found' })).toBeTruthy();
    expect(screen.getByText('Try Again with another filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter (4)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Job 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
  });

  it('lists the filtered jobs and puts server field errors under their fields', async () => {
    let reject = true;
    start(() => [jobs(2)], {
      'POST /api/job/filter': () =>
        reject
          ? {
              status: 400,
              body: {
                success: false,
                code: 'VALIDATION_FAILED',
                message: 'Please check the filters',
                errors: { 'body.salary_to': 'Salary too high' },
              },
            }
          : list([makeSeekerJob({ job_title: 'Filtered driver' })], 1),
    });
    const dialog = await openFilter();
    fireEvent.change(within(dialog).getByLabelText('Salary to (₹ per month)'), {
      target: { value: '40000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show jobs' }));
    expect(await within(dialog).findByText('Salary too high')).toBeTruthy();
    expect(within(dialog).getByText('Please check the filters')).toBeTruthy();
    reject = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show jobs' }));
    expect(await screen.findByRole('article', { name: 'Filtered driver' })).toBeTruthy();
    expect(screen.getByText('1 job')).toBeTruthy();
  });
});

import type { ApplicantCard } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { signedInEmployerPerTest } from '../../test/employer-session';
import { fakeServer, type Reply } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { ApplicantsScreen } from './applicants-screen';
import { CATEGORIES, JOB_ID, makeApplicant, makeEmployerJob } from './test/make-applicant';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

signedInEmployerPerTest();

const COUNTS = { applied: 3, shortlisted: 1, interview: 2, rejected: 0 };

const page = (data: ApplicantCard[], counts = COUNTS): Reply => ({
  status: 200,
  body: { success: true, data, count: data.length, tab_counts: counts, job: makeEmployerJob() },
});

/** Where the screen went, with the state it carried. */
function Away() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

function start(
  byTab: (tab: string, page: string) => Reply,
  { path = `/userapplied?id=${JOB_ID}`, extra = {} as Record<string, () => Reply> } = {},
) {
  const calls = fakeServer({
    'GET /api/job/users': () => {
      const url = new URL(calls.at(-1)?.url ?? '', 'http://x');
      return byTab(url.searchParams.get('tab') ?? '', url.searchParams.get('page') ?? '');
    },
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 1, data: CATEGORIES },
    }),
    ...extra,
  });
  renderWithApp(
    <Routes>
      <Route path="/userapplied" element={<ApplicantsScreen />} />
      <Route path="*" element={<Away />} />
    </Routes>,
    path,
  );
  return calls;
}

const card = (name: string) => screen.getByRole('article', { name });
const usersCalls = (calls: { key: string; url: string }[]) =>
  calls.filter((c) => c.key === 'GET /api/job/users').map((c) => c.url);

function openMenu(name: string) {
  fireEvent.click(within(card(name)).getByRole('button', { name: `Options for ${name}` }));
  return within(card(name)).getByRole('menu');
}

describe('/userapplied (spec 001 §2)', () => {
  it('shows the five tabs with the count of each, and lists the Applied tab', async () => {
    const calls = start(() =>
      page([makeApplicant({ name: 'Ravi Kumar' }), makeApplicant({ name: 'Sita Devi' })]),
    );
    const ravi = await screen.findByRole('article', { name: 'Ravi Kumar' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Applied (3)',
      'Shortlisted (1)',
      'Interview Scheduled (2)',
      'Rejected (0)',
      'Job details',
    ]);
    expect(screen.getByRole('tab', { name: 'Applied (3)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(ravi).getByText('Lucknow, Uttar Pradesh')).toBeTruthy();
    expect(within(ravi).getByText('Applied')).toBeTruthy();
    expect(within(ravi).queryByText('xxx-xxx-xxxx')).toBeNull();
    expect(card('Sita Devi')).toBeTruthy();
    expect(screen.getByText('Delivery Boy')).toBeTruthy(); // the job's title under the heading
    expect(usersCalls(calls)).toEqual([`/api/job/users?_id=${JOB_ID}&tab=applied&page=0`]);
  });

  it('says 1,000+ on a tab whose count the server stopped at the cap (issue 17)', async () => {
    start(() => ({
      status: 200,
      body: {
        success: true,
        data: [makeApplicant({ name: 'Ravi Kumar' })],
        count: 1000,
        count_capped: true,
        tab_counts: { applied: 1000, shortlisted: 1000, interview: 2, rejected: 0 },
        tab_counts_capped: { applied: true, shortlisted: false, interview: false, rejected: false },
        job: makeEmployerJob(),
      },
    }));
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Applied (1,000+)',
      'Shortlisted (1000)',
      'Interview Scheduled (2)',
      'Rejected (0)',
      'Job details',
    ]);
  });

  it('reads another tab from the server and keeps the counts meanwhile', async () => {
    const calls = start((tab) =>
      tab === 'interview'
        ? page([
            makeApplicant({
              name: 'Asha',
              status: 'Selected',
              interview: {
                _id: 'i1',
                date: '2025-03-20',
                start_time: '10.00',
                end_time: '11.00',
                status: 'pending',
              },
            }),
            makeApplicant({ name: 'Mohan', status: 'Hired' }),
          ])
        : page([makeApplicant({ name: 'Ravi Kumar' })]),
    );
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    fireEvent.click(screen.getByRole('tab', { name: 'Interview Scheduled (2)' }));
    const asha = await screen.findByRole('article', { name: 'Asha' });
    // spec 001 §4: Selected is displayed as Interview Scheduled
    expect(within(asha).getByText('Interview Scheduled')).toBeTruthy();
    expect(
      within(asha).getByText('Interview: 20 Mar 2025, 10:00 am to 11:00 am', { exact: false }),
    ).toBeTruthy();
    expect(within(asha).getByText('· Awaiting reply', { exact: false })).toBeTruthy();
    expect(within(card('Mohan')).getByText('Hired')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Applied (3)' })).toBeTruthy();
    expect(usersCalls(calls).at(-1)).toBe(`/api/job/users?_id=${JOB_ID}&tab=interview&page=0`);
  });

  it('says so when a tab is empty', async () => {
    start(() => page([], { applied: 0, shortlisted: 0, interview: 0, rejected: 0 }), {
      path: `/userapplied?id=${JOB_ID}&tab=rejected`,
    });
    expect(await screen.findByText('No rejected applicants.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rejected (0)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('does not say no one applied when everyone who did has been moved on', async () => {
    start(() => page([], { applied: 0, shortlisted: 0, interview: 0, rejected: 0 }));
    expect(
      await screen.findByText('No one has applied to this job yet. New applicants show here.'),
    ).toBeTruthy();
    cleanup();
    start(() => page([], { applied: 0, shortlisted: 1, interview: 0, rejected: 2 }));
    expect(
      await screen.findByText(
        'No new applicants. Everyone who applied is in the other tabs. New applicants show here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/No one has applied/)).toBeNull();
  });

  it('loads more when a page comes back full (30)', async () => {
    const full = Array.from({ length: 30 }, (_, i) => makeApplicant({ name: `Seeker ${i + 1}` }));
    const calls = start((_tab, pageNo) =>
      pageNo === '0' ? page(full) : page([makeApplicant({ name: 'Seeker 31' })]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more applicants' }));
    expect(await screen.findByRole('article', { name: 'Seeker 31' })).toBeTruthy();
    expect(usersCalls(calls)).toEqual([
      `/api/job/users?_id=${JOB_ID}&tab=applied&page=0`,
      `/api/job/users?_id=${JOB_ID}&tab=applied&page=1`,
    ]);
    expect(screen.queryByRole('button', { name: 'Load more applicants' })).toBeNull();
  });

  it('shows the job in the Job details tab', async () => {
    start(() => page([]), { path: `/userapplied?id=${JOB_ID}&tab=job` });
    const job = await screen.findByRole('article', { name: 'Delivery Boy' });
    const row = (name: string) => within(job).getByText(name).nextElementSibling?.textContent;
    expect(row('Salary')).toBe('₹15,000 - ₹20,000 /month');
    expect(row('Status')).toBe('Open');
    await waitFor(() => expect(row('Job category')).toBe('Delivery'));
    expect(row('Skills')).toBe('Bike riding');
    expect(within(job).getByText('Deliver parcels in the city on your own bike.')).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    start(() =>
      fail
        ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'boom' } }
        : page([makeApplicant({ name: 'Ravi Kumar' })]),
    );
    const retry = await screen.findByRole('button', { name: 'Reload' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeTruthy();
  });

  it('says the job is not found on a link without a job, asking the server nothing', async () => {
    const calls = start(() => page([]), { path: '/userapplied' });
    expect(
      await screen.findByRole('heading', { name: 'This job could not be found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your jobs' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(usersCalls(calls)).toEqual([]);
  });

  it.each([
    [400, 'VALIDATION_FAILED', { _id: 'This id is not valid' }],
    [404, 'NOT_FOUND', undefined],
  ])(
    'says the job is not found on an answer %i, not that the internet failed',
    async (status, code, errors) => {
      start(() => ({ status, body: { success: false, code, message: 'Job not found', errors } }), {
        path: '/userapplied?id=nonsense',
      });
      expect(
        await screen.findByRole('heading', { name: 'This job could not be found' }),
      ).toBeTruthy();
      expect(screen.queryByText(/check your internet/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
      // no tabs of a job that is not there, and no toast saying it a second time
      expect(screen.queryByRole('tab')).toBeNull();
      expect(notify.warning).not.toHaveBeenCalled();
    },
  );

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    start(() => page([makeApplicant({ name: 'Ravi Kumar', status: 'Shortlisted' })]));
    const ravi = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(screen.getByRole('tab', { name: 'आवेदन किया (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'इंटरव्यू तय हुआ (2)' })).toBeTruthy();
    expect(within(ravi).getByText('लखनऊ, उत्तर प्रदेश')).toBeTruthy();
    expect(within(ravi).getByRole('button', { name: 'Ravi Kumar का नंबर देखें' })).toBeTruthy();
  });
});

describe('the masked contact of a Shortlisted applicant (spec 001 §2)', () => {
  const reveal = () => ({
    'POST /api/job/users/call-click': (): Reply => ({
      status: 200,
      body: { success: true, data: { contact: '9876543210', clicks: 1 } },
    }),
  });

  it('on a phone, counts the click and offers a dial link', async () => {
    vi.stubGlobal('innerWidth', 360);
    const ravi = makeApplicant({ name: 'Ravi Kumar', status: 'Shortlisted' });
    const calls = start(() => page([ravi, makeApplicant({ name: 'Sita', status: 'Applied' })]), {
      extra: reveal(),
    });
    const item = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(item).getByText('xxx-xxx-xxxx')).toBeTruthy();
    expect(within(card('Sita')).queryByRole('button', { name: /Show the number/ })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Show the number of Ravi Kumar' }));
    const dial = await within(item).findByRole('link', { name: 'Call 9876543210' });
    expect(dial.getAttribute('href')).toBe('tel:9876543210');
    const click = calls.find((c) => c.key === 'POST /api/job/users/call-click');
    expect(click?.body).toEqual({ job_id: JOB_ID, user_id: ravi._id });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a desktop, shows "Contact Number is {number}" with Okay', async () => {
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const ravi = makeApplicant({ name: 'Ravi Kumar', status: 'Shortlisted' });
    const calls = start(() => page([ravi]), { extra: reveal() });
    const item = await screen.findByRole('article', { name: 'Ravi Kumar' });
    fireEvent.click(within(item).getByRole('button', { name: 'Show the number of Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact number' });
    expect(within(dialog).getByText('Contact Number is 9876543210')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/job/users/call-click')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(item).getByText('xxx-xxx-xxxx')).toBeTruthy();
  });

  it('treats a touch screen as a phone whatever its width', async () => {
    vi.stubGlobal('innerWidth', 1024);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
    }));
    start(() => page([makeApplicant({ name: 'Ravi Kumar', status: 'Shortlisted' })]), {
      extra: reveal(),
    });
    const item = await screen.findByRole('article', { name: 'Ravi Kumar' });
    fireEvent.click(within(item).getByRole('button', { name: 'Show the number of Ravi Kumar' }));
    expect(await within(item).findByRole('link', { name: 'Call 9876543210' })).toBeTruthy();
  });
});

describe('the card menu (spec 001 §2)', () => {
  it('offers View always, Schedule only when Shortlisted, Reschedule only when Selected', async () => {
    start(() =>
      page([
        makeApplicant({ name: 'Applied one', status: 'Applied' }),
        makeApplicant({ name: 'Shortlisted one', status: 'Shortlisted' }),
        makeApplicant({ name: 'Selected one', status: 'Selected' }),
        makeApplicant({ name: 'Rejected one', status: 'Rejected' }),
        makeApplicant({ name: 'Hired one', status: 'Hired' }),
      ]),
    );
    await screen.findByRole('article', { name: 'Applied one' });
    const items = (name: string) =>
      within(openMenu(name))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    expect(items('Applied one')).toEqual(['View']);
    expect(items('Shortlisted one')).toEqual(['View', 'Schedule Interview']);
    expect(items('Selected one')).toEqual(['View', 'Reschedule Interview']);
    expect(items('Rejected one')).toEqual(['View']);
    expect(items('Hired one')).toEqual(['View']);
  });

  it('View opens the profile with the status and the job', async () => {
    const ravi = makeApplicant({ name: 'Ravi Kumar', status: 'Rejected' });
    start(() => page([ravi]));
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    fireEvent.click(within(openMenu('Ravi Kumar')).getByRole('menuitem', { name: 'View' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/user/Userprofile?id=${ravi._id}&job_id=${JOB_ID}`,
    );
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}');
    expect(state.status).toBe('Rejected');
    expect(state.job._id).toBe(JOB_ID);
    expect(state.job.job_title).toBe('Delivery Boy');
  });

  it('Schedule Interview opens the interview form with the job and the applicant', async () => {
    const ravi = makeApplicant({ name: 'Ravi Kumar', status: 'Shortlisted' });
    start(() => page([ravi]));
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    fireEvent.click(
      within(openMenu('Ravi Kumar')).getByRole('menuitem', { name: 'Schedule Interview' }),
    );
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/scheduleinterview?job_id=${JOB_ID}&user_id=${ravi._id}`,
    );
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}');
    expect(state.job._id).toBe(JOB_ID);
    expect(state.applicant).toMatchObject({
      _id: ravi._id,
      name: 'Ravi Kumar',
      status: 'Shortlisted',
    });
  });

  it('closes on Escape', async () => {
    start(() => page([makeApplicant({ name: 'Ravi Kumar' })]));
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    openMenu('Ravi Kumar');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(within(card('Ravi Kumar')).queryByRole('menu')).toBeNull();
  });
});

describe('a seeker who deleted their account (issue 15 item 9)', () => {
  it('stays in the list as "Account deleted", with its status and no actions', async () => {
    start(() =>
      page([
        makeApplicant({ name: 'Ravi Kumar' }),
        makeApplicant({ name: null, account_deleted: true, status: 'Shortlisted', contact: null }),
      ]),
    );
    const gone = await screen.findByRole('article', { name: 'Account deleted' });
    expect(within(gone).getByText('Shortlisted')).toBeTruthy();
    expect(within(gone).queryByRole('button')).toBeNull();
    expect(within(gone).queryByRole('link')).toBeNull();
  });
});

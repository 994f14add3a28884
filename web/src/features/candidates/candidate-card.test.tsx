import type { CandidateCard, InviteJob } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../components/district-picker/use-district-data';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { renderWithApp, Where } from '../../test/render';
import { CandidatesScreen } from './candidates-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

// issue 14 item 12: what a search card shows, and its View profile and Invite to a job.
const DAY = 86_400_000;
const SUNITA: CandidateCard = {
  _id: 'seeker-7',
  name: 'Sunita Devi',
  profile_pic: null,
  address_current: 'up-lucknow',
  address_home: 'up-barabanki',
  wanted_jobs: [
    { _id: 'driver', name: 'Driver', name_hi: 'ड्राइवर' },
    { _id: 'cook', name: 'Cook', name_hi: 'रसोइया' },
  ],
  last_active: new Date(Date.now() - 3 * DAY).toISOString(),
  age: 1,
  gender: 0,
  experience: 3,
  qualification: 2,
  salary_from: 10000,
  salary_to: 15000,
  skills: [],
  speak_english: 1,
  completion: 90,
  contact: 'xxx-xxx-xxxx',
};

const JOB = (over: Partial<InviteJob>): InviteJob => ({
  _id: 'job-1',
  job_title: 'Delivery Executive',
  company_name: 'Sharma Logistics',
  district: 'hr-gurugram',
  invited: false,
  applied: false,
  ...over,
});

const OPEN_JOBS = [
  JOB({}),
  JOB({ _id: 'job-2', job_title: 'Cook', invited: true }),
  JOB({ _id: 'job-3', job_title: 'Helper', applied: true }),
];

function start(over: Record<string, (body: Record<string, unknown>) => Reply> = {}) {
  const calls = fakeServer({
    'GET /api/job-category': () => ok([]),
    'POST /api/user/emp/job/all/js/filter': () => ({
      status: 200,
      body: { success: true, data: [SUNITA], count: 1 },
    }),
    'GET /api/user/emp/js/seeker-7/invite': () => ok(OPEN_JOBS),
    'POST /api/user/emp/js/seeker-7/invite': (body) =>
      ok({ job_id: body.job_id, user_id: 'seeker-7', already_invited: false }, 'Invitation sent'),
    ...over,
  });
  renderWithApp(
    <Routes>
      <Route path="/candidates" element={<CandidatesScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/candidates',
  );
  return calls;
}

const card = () => screen.findByRole('article', { name: 'Sunita Devi' });

const openInvite = async () => {
  fireEvent.click(within(await card()).getByRole('button', { name: 'Invite to a job' }));
  return screen.findByRole('dialog', { name: 'Invite Sunita Devi to a job' });
};

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: 'emp-1', user_role: 2, profile_status: 2 });
  await loadDistrictData();
  await i18n.changeLanguage('en');
  vi.mocked(notify.success).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a candidate card (issue 14 item 12)', () => {
  it('shows the wanted jobs, both districts, the experience and the last visit', async () => {
    start();
    const found = await card();
    expect(within(found).getByText('Wants to work as')).toBeTruthy();
    expect(within(found).getByText('Driver')).toBeTruthy();
    expect(within(found).getByText('Cook')).toBeTruthy();
    const text = found.textContent ?? '';
    expect(text).toContain('Lucknow');
    expect(text).toContain('Home district');
    expect(text).toContain('Barabanki');
    expect(text).toContain('2-4 years');
    expect(within(found).getByText('Last active 3 days ago')).toBeTruthy();
    // privacy: only the mask, never a number
    expect(text).toContain('xxx-xxx-xxxx');
    expect(text).not.toMatch(/\d{10}/);
  });

  it('speaks Hindi: the category names, the districts and the last visit', async () => {
    await i18n.changeLanguage('hi');
    start();
    const found = await card();
    expect(within(found).getByText('यह काम चाहिए')).toBeTruthy();
    expect(within(found).getByText('ड्राइवर')).toBeTruthy();
    expect(within(found).getByText('रसोइया')).toBeTruthy();
    expect(within(found).getByText('आखिरी बार 3 दिन पहले ऑनलाइन')).toBeTruthy();
    expect(within(found).getByRole('link', { name: 'प्रोफ़ाइल देखें' })).toBeTruthy();
    expect(within(found).getByRole('button', { name: 'नौकरी के लिए बुलाएं' })).toBeTruthy();
  });

  it('opens the profile screen for the candidate, with no job', async () => {
    start();
    const link = within(await card()).getByRole('link', { name: 'View profile' });
    expect(link.getAttribute('href')).toBe('/user/Userprofile?id=seeker-7');
    fireEvent.click(link);
    expect((await screen.findByTestId('where')).textContent).toBe('/user/Userprofile');
  });

  it('invites to the chosen Open job; invited and applied jobs cannot be chosen', async () => {
    const calls = start();
    const dialog = await openInvite();
    const radio = (name: RegExp) => within(dialog).getByRole('radio', { name }) as HTMLInputElement;
    await within(dialog).findByText('Your open jobs');
    expect(radio(/Delivery Executive/).disabled).toBe(false);
    expect(radio(/Cook/).disabled).toBe(true);
    expect(within(dialog).getByText('Invited already')).toBeTruthy();
    expect(radio(/Helper/).disabled).toBe(true);
    expect(within(dialog).getByText('Applied already')).toBeTruthy();
    expect(dialog.textContent).toContain('Sharma Logistics · Gurugram');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please choose a job')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST /api/user/emp/js/'))).toBe(false);

    fireEvent.click(radio(/Delivery Executive/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.key === 'POST /api/user/emp/js/seeker-7/invite');
    expect(sent?.body).toEqual({ job_id: 'job-1' });
    expect(notify.success).toHaveBeenCalledWith(
      'Invitation sent to Sunita Devi for Delivery Executive',
    );
  });

  it('says so when the seeker was invited before', async () => {
    start({
      'POST /api/user/emp/js/seeker-7/invite': () =>
        ok({ job_id: 'job-1', user_id: 'seeker-7', already_invited: true }),
    });
    const dialog = await openInvite();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Delivery Executive/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Sunita Devi was already invited to Delivery Executive',
      ),
    );
  });

  it("shows the server's refusal inside the dialog, which stays open", async () => {
    start({
      'POST /api/user/emp/js/seeker-7/invite': () => ({
        status: 400,
        body: { success: false, code: 'JOB_NOT_OPEN', message: 'This job is not open' },
      }),
    });
    const dialog = await openInvite();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Delivery Executive/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This job is not open',
    );
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('leads to the post form when there is no Open job', async () => {
    start({ 'GET /api/user/emp/js/seeker-7/invite': () => ok([]) });
    const dialog = await openInvite();
    expect(
      await within(dialog).findByText('You have no open job to invite to. Post a job first.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe(
      '/jobs',
    );
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { fakeServer, type Reply } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { type NotificationItem, useUnreadCount } from './api/get-notifications';
import { notificationTime } from './notification-time';
import { NotificationsScreen } from './notifications-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const item = (over: Partial<NotificationItem> & { _id: string }): NotificationItem => ({
  notification_type: 'JOB_POST',
  payload: `Text of ${over._id}`,
  data: {},
  status: 'new',
  created_at: ago(2 * HOUR),
  ...over,
});

/** A stateful fake server: GET pages of 30, PUT marks one viewed, GET /notification/{id}. */
function start(
  items: NotificationItem[],
  path = '/Notification',
  failures = 0,
  extra: Record<string, () => Reply> = {},
) {
  let failList = failures;
  const store = items.map((i) => ({ ...i }));
  const unread = () => store.filter((i) => i.status !== 'viewed').length;
  const routes: Record<string, () => Reply> = {
    'GET /api/notification': () => {
      if (failList-- > 0)
        return { status: 500, body: { success: false, code: 'X', message: 'down' } };
      const url = new URL(calls.at(-1)?.url ?? '', 'http://x');
      const page = Number(url.searchParams.get('page'));
      const data = store.slice(page * 30, page * 30 + 30);
      return { status: 200, body: { success: true, data, count: store.length, unread: unread() } };
    },
  };
  for (const it of store) {
    routes[`PUT /api/notification/${it._id}`] = () => {
      it.status = 'viewed';
      return { status: 200, body: { success: true, message: 'Notification marked as viewed' } };
    };
    routes[`GET /api/notification/${it._id}`] = () => ({
      status: 200,
      body: { success: true, data: { ...it } },
    });
  }
  const calls = fakeServer({ ...routes, ...extra });
  const view = renderWithApp(
    <Routes>
      <Route
        path="/Notification"
        element={
          <>
            <Badge />
            <NotificationsScreen />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
  return { calls, store, ...view };
}

function Badge() {
  return <p data-testid="badge">{useUnreadCount(true)}</p>;
}

function Where() {
  const location = useLocation();
  const tab = (location.state as { tab?: number } | null)?.tab;
  return (
    <p data-testid="where">
      {location.pathname}
      {tab === undefined ? '' : ` tab ${tab}`}
    </p>
  );
}

const puts = (calls: { key: string }[]) =>
  calls.filter((c) => c.key.startsWith('PUT')).map((c) => c.key);

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: 'seeker-1', user_role: 0, profile_status: 2 });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/Notification list (spec 000 §2.12)', () => {
  it('lists each notification with its text, time and unread mark', async () => {
    start([
      item({
        _id: 'n1',
        payload: 'Congratulations! You are hired for Driver at Sharma',
        notification_type: 'JOB_HIRED',
      }),
      item({
        _id: 'n2',
        payload: 'New job for you: Cook at Dhaba',
        status: 'viewed',
        created_at: ago(10 * 24 * HOUR),
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Congratulations! You are hired for Driver at Sharma');
    expect(rows[0]?.textContent).toContain('2 hours ago');
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('New')).toBeNull();
    expect(rows[1]?.textContent).toMatch(/IST/);
    expect(screen.getByText('1 new')).toBeTruthy();
  });

  it('opens the seeker dashboard Hired tab (3) and marks the item viewed; the badge drops', async () => {
    const { calls } = start([
      item({ _id: 'n1', notification_type: 'JOB_HIRED', payload: 'You are hired' }),
      item({ _id: 'n2', payload: 'Another' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    fireEvent.click(await screen.findByRole('button', { name: /You are hired/ }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard tab 3');
    await waitFor(() => expect(puts(calls)).toEqual(['PUT /api/notification/n1']));
  });

  it('lowers the unread badge at once after a click, before the server answers', async () => {
    setSession({ user_role: 2 });
    const { calls } = start([
      item({ _id: 'n1', notification_type: 'INTERVIEW_DENIED', payload: 'Asha will not attend' }),
      item({ _id: 'n2', notification_type: 'JOB_APPLIED', payload: 'Ravi applied' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    const row = await screen.findByRole('button', { name: /Asha will not attend/ });
    fireEvent.click(row);
    // spec 001 §4: INTERVIEW_DENIED goes nowhere for an employer; the item is only marked viewed
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'));
    expect(screen.queryByTestId('where')).toBeNull();
    await waitFor(() => expect(within(row).queryByText('New')).toBeNull());
    await waitFor(() => expect(puts(calls)).toEqual(['PUT /api/notification/n1']));
    expect(screen.getByText('1 new')).toBeTruthy();
  });

  it('sends an employer from JOB_APPLIED to /dashboard, and a seeker from JOB_POST to /jobs', async () => {
    setSession({ user_role: 2 });
    start([item({ _id: 'n2', notification_type: 'JOB_APPLIED', payload: 'Ravi applied' })]);
    fireEvent.click(await screen.findByRole('button', { name: /Ravi applied/ }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
    cleanup();
    setSession({ user_role: 0 });
    start([item({ _id: 'n3', notification_type: 'JOB_POST', payload: 'New job' })]);
    fireEvent.click(await screen.findByRole('button', { name: /New job/ }));
    expect((await screen.findByTestId('where')).textContent).toBe('/jobs');
  });

  it('does not call the server again for an item already viewed', async () => {
    const { calls } = start([
      item({
        _id: 'n1',
        notification_type: 'INTERVIEW_CONFIRM',
        payload: 'Interview',
        status: 'viewed',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Interview/ }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard tab 2');
    expect(puts(calls)).toEqual([]);
  });

  it('loads 30 at a time and offers more only after a full page', { timeout: 15_000 }, async () => {
    const many = Array.from({ length: 35 }, (_, i) =>
      item({ _id: `n${i + 1}`, payload: `Item ${i + 1}` }),
    );
    const { calls } = start(many);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('button')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(35));
    expect(screen.getByText('Item 35')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((c) => c.key === 'GET /api/notification').map((c) => c.url)).toContain(
      '/api/notification?page=1',
    );
  });

  it('says so when there is nothing yet', async () => {
    start([]);
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers a retry when the list fails', async () => {
    // the badge and the list both ask GET /notification; both fail once
    start([item({ _id: 'n1', payload: 'Back again' })], '/Notification', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: /Back again/ })).toBeTruthy();
  });

  it('asks for the notifications again in the language the reader switches to', async () => {
    const { calls } = start([item({ _id: 'n1' })]);
    const langOf = (call: (typeof calls)[number]) =>
      new Headers(call.init.headers as Record<string, string>).get('Accept-Language');
    const asked = () => calls.filter((c) => c.key === 'GET /api/notification').map(langOf);
    await screen.findByRole('list', { name: 'Your notifications' });
    await waitFor(() => expect(asked()).toEqual(['en', 'en']));
    await act(() => i18n.changeLanguage('hi'));
    // the list and the badge's page, each asked again with the Hindi screen's language
    await waitFor(() => expect(asked()).toEqual(['en', 'en', 'hi', 'hi']));
    expect(await screen.findByRole('list', { name: 'आपकी सूचनाएँ' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    start([]);
    expect(await screen.findByRole('heading', { name: 'अभी कोई सूचना नहीं' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'सूचनाएँ' })).toBeTruthy();
  });
});

describe('/Notification?id= wrapper (spec 000 §2.12)', () => {
  const applied = item({
    _id: 'w1',
    notification_type: 'JOB_APPLIED',
    payload: 'Ravi applied for Driver',
    data: { job_id: 'job-9', seeker_id: 's-1' },
  });

  it('shows the item, marks it viewed and offers the applicants to an employer', async () => {
    setSession({ user_role: 2 });
    const { calls } = start([applied], '/Notification?id=w1');
    expect(await screen.findByText('Ravi applied for Driver')).toBeTruthy();
    expect(
      screen.getByText('Get contact number of the applicants after shortlisting'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View applicants' });
    expect(link.getAttribute('href')).toBe('/userapplied?id=job-9');
    await waitFor(() => expect(puts(calls)).toEqual(['PUT /api/notification/w1']));
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));
    expect(calls.some((c) => c.key === 'GET /api/notification/w1')).toBe(true);
  });

  it('says the Applied line in Hindi', async () => {
    setSession({ user_role: 2 });
    await i18n.changeLanguage('hi');
    start([applied], '/Notification?id=w1');
    expect(await screen.findByText('शॉर्टलिस्ट करने के बाद आवेदकों का संपर्क नंबर पाएं')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'आवेदक देखें' })).toBeTruthy();
  });

  it('opens the target of other kinds and does not mark a viewed item again', async () => {
    const { calls } = start(
      [
        item({
          _id: 'w2',
          notification_type: 'INTERVIEW_SHORTLISTED',
          payload: 'Shortlisted!',
          status: 'viewed',
        }),
      ],
      '/Notification?id=w2',
    );
    expect(await screen.findByText('Shortlisted!')).toBeTruthy();
    expect(
      screen.queryByText('Get contact number of the applicants after shortlisting'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard tab 3');
    expect(puts(calls)).toEqual([]);
  });

  it('says when the item does not exist', async () => {
    start([], '/Notification?id=gone');
    expect(await screen.findByText(/This notification was not found/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'See all notifications' })).toHaveLength(1);
  });

  it("says the same of a mistyped link (400 naming the id), not the server's words alone", async () => {
    const invalid = { success: false, code: 'VALIDATION_FAILED', message: 'Invalid id' };
    start([], '/Notification?id=bad', 0, {
      'GET /api/notification/bad': () => ({
        status: 400,
        body: { ...invalid, errors: { id: 'Invalid id' } },
      }),
    });
    expect(await screen.findByText(/This notification was not found/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'See all notifications' })).toHaveLength(1);
  });
});

describe('notificationTime', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it('is relative within a week, else the IST date and time', () => {
    expect(notificationTime('2025-03-10T11:59:30Z', 'en', now)).toBe('now');
    expect(notificationTime('2025-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(notificationTime('2025-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(notificationTime('2025-03-01T12:00:00Z', 'en', now)).toBe('1 Mar 2025, 5:30 pm IST');
    expect(notificationTime(undefined, 'en', now)).toBe('');
  });
});

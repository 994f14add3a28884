import { type Interview, istToday } from '@kaamkaj/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../components/district-picker/use-district-data';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, type Reply } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { SeekerDashboardScreen } from './seeker-dashboard-screen';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const SEEKER = 'seeker-1';
const TOMORROW = istToday(new Date(Date.now() + 86_400_000));

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

let seq = 0;
const makeInterview = (overrides: Partial<Interview> = {}): Interview => ({
  _id: `iv-${++seq}`,
  job_id: 'job-1',
  seeker_id: SEEKER,
  title: 'Delivery Driver',
  contact_person: '9876500001',
  status: 'pending',
  expired: false,
  date: TOMORROW,
  start_time: '10.30',
  end_time: '11.30',
  location: 'Plot 4, Transport Nagar',
  district: 'up-lucknow',
  district_name: { en: 'Lucknow, Uttar Pradesh', hi: 'लखनऊ, उत्तर प्रदेश' },
  description: 'Bring a pen',
  req_docs: ['Driving licence', 'Passport photo'],
  company_name: 'Sharma Logistics',
  job_title: 'Driver',
  ...overrides,
});

function start(list: () => Interview[], extra: Record<string, () => Reply> = {}) {
  const calls = fakeServer({
    'GET /api/job/applied': () => ({
      status: 200,
      body: { success: true, data: [], count: 0, tab_counts: [1, 0, 3, 0, 0] },
    }),
    [`GET /api/job/interviews-by-seeker/${SEEKER}`]: () => ({
      status: 200,
      body: { success: true, data: list(), count: list().length },
    }),
    ...extra,
  });
  return { calls, ...renderWithApp(<SeekerDashboardScreen />, '/dashboard?tab=2') };
}

const buttonsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => `${b.textContent}${(b as HTMLButtonElement).disabled ? ' (disabled)' : ''}`);

describe('the Interview tab (spec 000 §2.8, §4)', () => {
  it('lists interview cards with date, times, location and status; keeps the tab count', async () => {
    const { calls } = start(() => [makeInterview()]);
    const card = await screen.findByRole('article', { name: 'Delivery Driver' });
    expect(within(card).getByText('Sharma Logistics')).toBeTruthy();
    const when = within(card).getByText(/10:30 am to 11:30 am/);
    expect(when.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2,4} \d{4}, 10:30 am to 11:30 am$/);
    expect(within(card).getByText('Plot 4, Transport Nagar')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(buttonsOf(card)).toEqual(['Not Accept', 'Accept', 'View Details']);
    expect(screen.getByRole('tab', { name: 'Interview (3)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(calls.some((c) => c.url === `/api/job/interviews-by-seeker/${SEEKER}`)).toBe(true);
  });

  it('accepts: PUT /job/interview?_id= {status}, toasts the message, reloads', async () => {
    let status: Interview['status'] = 'pending';
    const item = makeInterview();
    const { calls } = start(() => [{ ...item, status }], {
      'PUT /api/job/interview': () => {
        status = 'Accept';
        return { status: 200, body: { success: true, message: 'Interview accepted' } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Delivery Driver' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Accept the interview for "Delivery Driver"?',
    });
    expect(
      within(ask).getByText(
        /^Sharma Logistics will be told that you will come on \d{1,2} [A-Z][a-z]{2,4} \d{4}, 10:30 am to 11:30 am\. You cannot change your answer later\.$/,
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/job/interview')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, accept' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Interview accepted. The employer has been told.',
      ),
    );
    const put = calls.find((c) => c.key === 'PUT /api/job/interview');
    expect(put?.url).toBe(`/api/job/interview?_id=${item._id}`);
    expect(put?.body).toEqual({ status: 'Accept' });
    expect(await within(card).findByText('Accepted')).toBeTruthy();
    expect(buttonsOf(card)).toEqual(['Not Accept (disabled)', 'Accept (disabled)', 'View Details']);
    expect(
      calls.filter((c) => c.key === `GET /api/job/interviews-by-seeker/${SEEKER}`).length,
    ).toBe(2);
  });

  it('sends Not Accept, and disables both answers on an answered interview', async () => {
    const { calls } = start(
      () => [
        makeInterview({ title: 'Cook' }),
        makeInterview({ title: 'Guard', status: 'Not Accept' }),
      ],
      {
        'PUT /api/job/interview': () => ({
          status: 200,
          body: { success: true, message: 'Interview not accepted' },
        }),
      },
    );
    const guard = await screen.findByRole('article', { name: 'Guard' });
    expect(within(guard).getByText('Not Accepted')).toBeTruthy();
    expect(buttonsOf(guard)).toEqual([
      'Not Accept (disabled)',
      'Accept (disabled)',
      'View Details',
    ]);
    const cook = screen.getByRole('article', { name: 'Cook' });
    fireEvent.click(within(cook).getByRole('button', { name: 'Not Accept' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Not accept the interview for "Cook"?',
    });
    const yes = within(ask).getByRole('button', { name: 'Yes, Not Accept' });
    expect(yes.className).toContain('text-red-700');
    fireEvent.click(yes);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Interview declined. The employer has been told.',
      ),
    );
    expect(calls.find((c) => c.key === 'PUT /api/job/interview')?.body).toEqual({
      status: 'Not Accept',
    });
    // answered: disabled even before the reloaded list says so
    expect(buttonsOf(cook)).toEqual(['Not Accept (disabled)', 'Accept (disabled)', 'View Details']);
  });

  it('asks before either answer; Cancel sends nothing and leaves the answers open', async () => {
    const { calls } = start(() => [makeInterview({ title: 'Cook', company_name: '' })]);
    const cook = await screen.findByRole('article', { name: 'Cook' });
    fireEvent.click(within(cook).getByRole('button', { name: 'Not Accept' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Not accept the interview for "Cook"?',
    });
    expect(
      within(ask).getByText(/^The employer will be told that you will not come on \d{1,2} /),
    ).toBeTruthy();
    const choices = within(ask)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(choices).toEqual(['Close', 'Cancel', 'Yes, Not Accept']);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key === 'PUT /api/job/interview')).toBe(false);
    expect(buttonsOf(cook)).toEqual(['Not Accept', 'Accept', 'View Details']);
  });

  it('shows a refused answer inside the dialog, not as a toast', async () => {
    start(() => [makeInterview({ title: 'Cook' })], {
      'PUT /api/job/interview': () => ({
        status: 400,
        body: {
          success: false,
          code: 'INTERVIEW_CLOSED',
          message: 'This interview can no longer be answered',
        },
      }),
    });
    const cook = await screen.findByRole('article', { name: 'Cook' });
    fireEvent.click(within(cook).getByRole('button', { name: 'Accept' }));
    const ask = await screen.findByRole('dialog');
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, accept' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe(
      'This interview can no longer be answered',
    );
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('asks in Hindi on a Hindi screen', async () => {
    await i18n.changeLanguage('hi');
    start(() => [makeInterview({ title: 'ड्राइवर' })]);
    const card = await screen.findByRole('article', { name: 'ड्राइवर' });
    // Hindi reads the part of the day, not "am"/"pm"
    expect(within(card).getByText(/, सुबह 10:30 से सुबह 11:30 तक$/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'स्वीकार नहीं' }));
    const ask = await screen.findByRole('dialog', {
      name: '"ड्राइवर" का इंटरव्यू स्वीकार नहीं करना?',
    });
    expect(
      within(ask).getByText(/^Sharma Logistics को बताया जाएगा कि आप .+ को नहीं आएँगे।/),
    ).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'रहने दें' })).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'हाँ, स्वीकार नहीं' })).toBeTruthy();
  });

  it('shows an expired interview as Expired with no buttons, by the server flag or the clock', async () => {
    start(() => [
      makeInterview({ title: 'Packer', expired: true }),
      makeInterview({ title: 'Helper', date: '2024-01-10', status: 'Accept' }),
    ]);
    for (const name of ['Packer', 'Helper']) {
      const card = await screen.findByRole('article', { name });
      expect(within(card).getByText('Expired')).toBeTruthy();
      expect(within(card).queryAllByRole('button')).toEqual([]);
    }
  });

  it('opens View Details with every field of the interview', async () => {
    start(() => [makeInterview()]);
    const card = await screen.findByRole('article', { name: 'Delivery Driver' });
    fireEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery Driver' });
    const field = (label: string) =>
      within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(within(dialog).getByText('Sharma Logistics')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /9876500001/ })
        .getAttribute('href'),
    ).toBe('tel:9876500001');
    expect(field('Date')).toMatch(/^\d{1,2} [A-Z][a-z]{2,4} \d{4}$/);
    expect(field('Start time')).toBe('10:30 am');
    expect(field('End time')).toBe('11:30 am');
    expect(field('Location')).toBe('Plot 4, Transport Nagar');
    expect(field('District')).toBe('Lucknow, Uttar Pradesh'); // as the server names it
    expect(field('Description')).toBe('Bring a pen');
    const docs = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(docs).toEqual(['Driving licence', 'Passport photo']);
    await act(() => i18n.changeLanguage('hi'));
    expect(within(dialog).getByText('ड्राइविंग लाइसेंस')).toBeTruthy();
    expect(within(dialog).getByText('लखनऊ, उत्तर प्रदेश')).toBeTruthy();
    expect(field('शुरू होने का समय')).toBe('सुबह 10:30');
    expect(within(dialog).getByText('Passport photo')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    start(() => []);
    expect(await screen.findByText(/No interviews yet/)).toBeTruthy();
  });

  it('offers to try again when the interviews fail to load', async () => {
    let fail = true;
    fakeServer({
      'GET /api/job/applied': () => ({
        status: 200,
        body: { success: true, data: [], count: 0, tab_counts: [0, 0, 0, 0, 0] },
      }),
      [`GET /api/job/interviews-by-seeker/${SEEKER}`]: () =>
        fail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'boom' } }
          : { status: 200, body: { success: true, data: [] } },
    });
    renderWithApp(<SeekerDashboardScreen />, '/dashboard?tab=2');
    const retry = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByText('Seems like something went wrong!')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull());
  });
});

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEED_KEY, SEEKER_DASHBOARD_KEY } from '../../lib/api/job-queries';
import { i18n } from '../../lib/i18n';
import { forgetOutbox } from '../../lib/outbox';
import { readSession, setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { asksFirst, ResponseButtons, responsesFrom } from './response-buttons';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

/** The seeker login, showing what it was given to come back to. */
function LoginSpy() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return <p data-testid="login">{state?.from ? state.from.pathname + state.from.search : '-'}</p>;
}

function onRoutes(path: string, ui: ReactNode) {
  return renderWithApp(
    <Routes>
      <Route path={path.split('?')[0]} element={ui} />
      <Route path="/JobSeekerlogin" element={<LoginSpy />} />
    </Routes>,
    path,
  );
}

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: 'seeker-1', user_role: 0, profile_status: 2 });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const answered = (body: Record<string, unknown>) =>
  ok({ job_id: body.job_id, status: body.status, changed: true });

describe('responsesFrom (spec 000 §4)', () => {
  it('offers all three at first, Apply Now and Not Apply from Saved, nothing after', () => {
    expect(responsesFrom(null)).toEqual(['Applied', 'Saved', 'Visited']);
    expect(responsesFrom('Saved')).toEqual(['Applied', 'Visited']);
    expect(responsesFrom('Applied')).toEqual([]);
    expect(responsesFrom('Shortlisted')).toEqual([]);
  });

  it('asks first for the answers with no way back (issue 14), not for Apply Later', () => {
    expect(asksFirst('Applied')).toBe(true);
    expect(asksFirst('Visited')).toBe(true);
    expect(asksFirst('Saved')).toBe(false);
  });
});

const TITLE = 'Delivery Boy';
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('ResponseButtons', () => {
  it('Apply Now asks first, naming the job; Cancel sends nothing', async () => {
    const calls = fakeServer({ 'POST /api/job/response': answered });
    renderWithApp(<ResponseButtons jobId="job-1" jobTitle={TITLE} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Not Apply', 'Apply Later', 'Apply Now']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const ask = await dialog('Apply for "Delivery Boy"?');
    expect(
      within(ask).getByText(
        'The employer will see your profile and may call you. An application cannot be taken back.',
      ),
    ).toBeTruthy();
    const choices = within(ask)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(choices).toEqual(['Close', 'Cancel', 'Yes, apply']); // Cancel first (issue 14)
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('Yes, apply posts Applied, toasts, closes and reloads the lists', async () => {
    const calls = fakeServer({ 'POST /api/job/response': answered });
    const onResponded = vi.fn();
    const { client } = renderWithApp(
      <ResponseButtons jobId="job-1" jobTitle={TITLE} onResponded={onResponded} />,
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const ask = await dialog('Apply for "Delivery Boy"?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(onResponded).toHaveBeenCalled());
    expect(calls.map((c) => [c.key, c.body])).toEqual([
      ['POST /api/job/response', { job_id: 'job-1', status: 'Applied' }],
    ]);
    expect(notify.success).toHaveBeenCalledWith('Applied successfully');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: FEED_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SEEKER_DASHBOARD_KEY });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Not Apply asks first in red, then sends Visited', async () => {
    const calls = fakeServer({ 'POST /api/job/response': answered });
    renderWithApp(<ResponseButtons jobId="job-2" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not Apply' }));
    const ask = await dialog('Not apply for "Delivery Boy"?');
    expect(
      within(ask).getByText('This job will leave your list, and you cannot apply for it later.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
    const yes = within(ask).getByRole('button', { name: 'Yes, Not Apply' });
    expect(yes.className).toContain('text-red-700');
    fireEvent.click(yes);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marked as not applied'));
    expect(calls.map((c) => c.body)).toEqual([{ job_id: 'job-2', status: 'Visited' }]);
  });

  it('Apply Later saves at once, without asking (the job waits on the Saved tab)', async () => {
    const calls = fakeServer({ 'POST /api/job/response': answered });
    renderWithApp(<ResponseButtons jobId="job-2" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Later' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Saved to apply later'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => c.body)).toEqual([{ job_id: 'job-2', status: 'Saved' }]);
  });

  it('asks in Hindi on a Hindi screen', async () => {
    await i18n.changeLanguage('hi');
    fakeServer({});
    renderWithApp(<ResponseButtons jobId="j" jobTitle="डिलीवरी बॉय" />);
    fireEvent.click(screen.getByRole('button', { name: 'अभी आवेदन करें' }));
    const ask = await dialog('"डिलीवरी बॉय" के लिए आवेदन करें?');
    expect(within(ask).getByRole('button', { name: 'रहने दें' })).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'हाँ, आवेदन करें' })).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'रहने दें' }));
    fireEvent.click(screen.getByRole('button', { name: 'आवेदन नहीं' }));
    const no = await dialog('"डिलीवरी बॉय" के लिए आवेदन नहीं करना?');
    expect(within(no).getByRole('button', { name: 'हाँ, आवेदन नहीं' })).toBeTruthy();
  });

  it('offers only Not Apply and Apply Now for a saved job, nothing for an applied one', () => {
    const { unmount } = renderWithApp(
      <ResponseButtons jobId="j" jobTitle={TITLE} status="Saved" />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Not Apply',
      'Apply Now',
    ]);
    unmount();
    renderWithApp(<ResponseButtons jobId="j" jobTitle={TITLE} status="Applied" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a visitor to the seeker login with the page to come back to (spec 000 §2.2)', async () => {
    localStorage.clear();
    const calls = fakeServer({});
    onRoutes('/shared/job?id=j', <ResponseButtons jobId="j" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const ask = await dialog('Apply for "Delivery Boy"?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    expect((await screen.findByTestId('login')).textContent).toBe('/shared/job?id=j');
    expect(calls).toEqual([]);
  });

  it('clears an employer session and sends it to the seeker login without calling', async () => {
    setSession({ authToken: 'jwt', user: 'emp', user_role: 2, profile_status: 2 });
    const calls = fakeServer({});
    onRoutes('/job?id=j', <ResponseButtons jobId="j" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Later' }));
    expect((await screen.findByTestId('login')).textContent).toBe('-');
    expect(readSession().authToken).toBeNull();
    expect(readSession().user_role).toBeNull();
    expect(calls).toEqual([]);
  });

  it("clears the session on the server's 403 NOT_A_SEEKER", async () => {
    fakeServer({
      'POST /api/job/response': () => ({
        status: 403,
        body: { success: false, code: 'NOT_A_SEEKER', message: 'Only job seekers can respond' },
      }),
    });
    onRoutes('/jobs', <ResponseButtons jobId="j" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Later' }));
    await screen.findByTestId('login');
    expect(readSession().authToken).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows a refusal inside the dialog, which stays open to cancel or try again', async () => {
    let refuse = true;
    const calls = fakeServer({
      'POST /api/job/response': (body) =>
        refuse
          ? {
              status: 400,
              body: { success: false, code: 'JOB_NOT_AVAILABLE', message: 'This job is closed' },
            }
          : answered(body),
    });
    renderWithApp(<ResponseButtons jobId="j" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not Apply' }));
    const ask = await dialog('Not apply for "Delivery Boy"?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, Not Apply' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe('This job is closed');
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, Not Apply' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marked as not applied'));
    expect(calls).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toasts a refused Apply Later, which has no dialog', async () => {
    fakeServer({
      'POST /api/job/response': () => ({
        status: 400,
        body: { success: false, code: 'RESPONSE_NOT_ALLOWED', message: 'You already applied' },
      }),
    });
    renderWithApp(<ResponseButtons jobId="j" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Later' }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('You already applied'));
    expect((screen.getByRole('button', { name: 'Apply Now' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('keeps the dialog, busy, until the server answers', async () => {
    let release: () => void = () => {};
    fakeServer({
      'POST /api/job/response': (body) => answered(body),
    });
    const slow = fetch;
    vi.stubGlobal(
      'fetch',
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(slow(url, init));
        }),
    );
    renderWithApp(<ResponseButtons jobId="j" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const ask = await dialog('Apply for "Delivery Boy"?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    const yes = await within(ask).findByRole('button', { name: 'Yes, apply' });
    await waitFor(() => expect(yes.getAttribute('aria-busy')).toBe('true'));
    const cancel = within(ask).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    fireEvent.keyDown(ask, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Applied successfully');
  });
});

describe('ResponseButtons offline (issue 16 item 6)', () => {
  afterEach(() => forgetOutbox('seeker-1'));

  it('still asks first; offline the answer is kept and the card says it will be sent', async () => {
    await i18n.changeLanguage('hi');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = fakeServer({ 'POST /api/job/response': answered });
    const onResponded = vi.fn();
    const { client } = renderWithApp(
      <ResponseButtons jobId="job-1" jobTitle={TITLE} onResponded={onResponded} />,
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'अभी आवेदन करें' }));
    const ask = await dialog('"Delivery Boy" के लिए आवेदन करें?');
    fireEvent.click(within(ask).getByRole('button', { name: 'हाँ, आवेदन करें' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('आपका आवेदन फ़ोन में रखा है। इंटरनेट आते ही भेज दिया जाएगा।');
    expect(onResponded).toHaveBeenCalledWith(
      expect.objectContaining({ job_id: 'job-1', status: 'Applied', queued: true }),
    );
    // treated as applied: no answer is offered again, nothing was sent, no success claimed
    expect(screen.queryAllByRole('button', { name: /आवेदन/ })).toEqual([]);
    expect(calls).toEqual([]);
    expect(notify.success).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('a kept Apply Later still offers Apply Now and Not Apply', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithApp(<ResponseButtons jobId="job-1" jobTitle={TITLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Later' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '"Apply Later" is kept on this phone. It will be sent when you are online.',
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Not Apply',
      'Apply Now',
    ]);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

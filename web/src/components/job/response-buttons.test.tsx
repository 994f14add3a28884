import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEED_KEY, SEEKER_DASHBOARD_KEY } from '../../app/api/job-queries';
import { i18n } from '../../app/i18n';
import { readSession, setSession } from '../../app/session';
import { notify } from '../../app/toast';
import { fakeServer, ok } from '../../test/fake-server';
import { renderWithApp } from '../../test/render';
import { ResponseButtons, responsesFrom } from './response-buttons';

vi.mock('../../app/toast', () => ({
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
});

describe('ResponseButtons', () => {
  it('shows Not Apply, Apply Later, Apply Now and posts Applied, then reloads the lists', async () => {
    const calls = fakeServer({ 'POST /api/job/response': answered });
    const onResponded = vi.fn();
    const { client } = renderWithApp(<ResponseButtons jobId="job-1" onResponded={onResponded} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Not Apply', 'Apply Later', 'Apply Now']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(onResponded).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'POST /api/job/response')?.body).toEqual({
      job_id: 'job-1',
      status: 'Applied',
    });
    expect(notify.success).toHaveBeenCalledWith('Applied successfully');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: FEED_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SEEKER_DASHBOARD_KEY });
  });

  it('sends Saved for Apply Later and Visited for Not Apply', async () => {
    const calls = fakeServer({ 'POST /api/job/response': answered });
    renderWithApp(<ResponseButtons jobId="job-2" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Later' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Saved to apply later'));
    fireEvent.click(screen.getByRole('button', { name: 'Not Apply' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marked as not applied'));
    expect(calls.map((c) => c.body.status)).toEqual(['Saved', 'Visited']);
  });

  it('offers only Not Apply and Apply Now for a saved job, nothing for an applied one', () => {
    const { unmount } = renderWithApp(<ResponseButtons jobId="j" status="Saved" />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Not Apply',
      'Apply Now',
    ]);
    unmount();
    renderWithApp(<ResponseButtons jobId="j" status="Applied" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a visitor to the seeker login with the page to come back to (spec 000 §2.2)', async () => {
    localStorage.clear();
    const calls = fakeServer({});
    onRoutes('/shared/job?id=j', <ResponseButtons jobId="j" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect((await screen.findByTestId('login')).textContent).toBe('/shared/job?id=j');
    expect(calls).toEqual([]);
  });

  it('clears an employer session and sends it to the seeker login without calling', async () => {
    setSession({ authToken: 'jwt', user: 'emp', user_role: 2, profile_status: 2 });
    const calls = fakeServer({});
    onRoutes('/job?id=j', <ResponseButtons jobId="j" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
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
    onRoutes('/jobs', <ResponseButtons jobId="j" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Later' }));
    await screen.findByTestId('login');
    expect(readSession().authToken).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows the server message when the answer is refused, and keeps the buttons', async () => {
    fakeServer({
      'POST /api/job/response': () => ({
        status: 400,
        body: { success: false, code: 'RESPONSE_NOT_ALLOWED', message: 'You already applied' },
      }),
    });
    renderWithApp(<ResponseButtons jobId="j" />);
    fireEvent.click(screen.getByRole('button', { name: 'Not Apply' }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('You already applied'));
    expect((screen.getByRole('button', { name: 'Apply Now' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

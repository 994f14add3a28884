import type { EmployerJob } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDistrictData } from '../../components/district-picker/use-district-data';
import { i18n } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { makeSeekerJob, SEEKER_JOB_CATEGORIES } from '../../test/make-seeker-job';
import { renderWithApp } from '../../test/render';
import { asSeekerView } from './api/job';
import { JobScreen, SharedJobScreen } from './job-screens';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await loadDistrictData();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const categories = (): Reply => ({
  status: 200,
  body: { success: true, count: 1, data: SEEKER_JOB_CATEGORIES },
});
const gone = (): Reply => ({
  status: 404,
  body: { success: false, code: 'JOB_NOT_AVAILABLE', message: 'job no longer available' },
});

function LoginSpy() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return <p data-testid="login">{`${state?.from?.pathname}${state?.from?.search}`}</p>;
}

function at(path: string, element: React.ReactNode) {
  return renderWithApp(
    <Routes>
      <Route path={path.split('?')[0]} element={element} />
      <Route path="/JobSeekerlogin" element={<LoginSpy />} />
    </Routes>,
    path,
  );
}

/** The employer's own job as GET /job/fetch/detail gives it to them. */
function employerJob(overrides: Partial<EmployerJob>): EmployerJob {
  const {
    match_reasons: _m,
    status: _s,
    company_contact: _c,
    category_name: _n,
    job_status: _j,
    ...rest
  } = makeSeekerJob();
  return {
    ...rest,
    openings: 3,
    status: 0,
    deactivation_reason: null,
    applicants: 2,
    hired: 0,
    joined: 0,
    views: 9,
    created_by: 'e',
    animated_jd_required: false,
    audio_jd_required: false,
    ...overrides,
  };
}

describe('/shared/job for visitors (spec 000 §2.1, §2.2)', () => {
  it('shows the public job with View More, share and the answers, without a token', async () => {
    const job = makeSeekerJob({ _id: 'job-1', description: 'Long work text. '.repeat(20) });
    const calls = fakeServer({
      'GET /api/fetch/job/job-1': () => ok(job),
      'GET /api/job-category': categories,
    });
    at('/shared/job?id=job-1', <SharedJobScreen />);
    expect(await screen.findByRole('heading', { name: 'Delivery Boy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View More' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    const get = calls.find((c) => c.key === 'GET /api/fetch/job/job-1');
    expect(
      (get?.init.headers as Record<string, string> | undefined)?.Authorization,
    ).toBeUndefined();
    expect(get).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/job/record/view')).toBe(false);
    expect(
      screen.getAllByRole('button', { name: /Apply|Not Apply/ }).map((b) => b.textContent),
    ).toEqual(['Not Apply', 'Apply Later', 'Apply Now']);
  });

  it('sends a visitor who answers to the seeker login, to come back here', async () => {
    fakeServer({
      'GET /api/fetch/job/job-1': () => ok(makeSeekerJob({ _id: 'job-1' })),
      'GET /api/job-category': categories,
    });
    at('/shared/job?id=job-1', <SharedJobScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const ask = await screen.findByRole('dialog', { name: 'Apply for "Delivery Boy"?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    expect((await screen.findByTestId('login')).textContent).toBe('/shared/job?id=job-1');
  });

  it('sends the tapped answer once the visitor is back signed in as a seeker', async () => {
    fakeServer({
      'GET /api/fetch/job/job-3': () => ok(makeSeekerJob({ _id: 'job-3' })),
      'GET /api/job-category': categories,
    });
    at('/shared/job?id=job-3', <SharedJobScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Later' }));
    await screen.findByTestId('login');
    cleanup();

    // signed in after the OTP, the guard opens /job with the same query
    setSession({ authToken: 'jwt', user: 's', user_role: 0, profile_status: 2 });
    const calls = fakeServer({
      'GET /api/job/fetch/detail/job-3': () => ok(makeSeekerJob({ _id: 'job-3' })),
      'GET /api/job-category': categories,
      'POST /api/job/record/view': () => ok({ job_id: 'job-3', views: 1 }),
      'POST /api/job/response': (body) =>
        ok({ job_id: body.job_id, status: body.status, changed: true }),
    });
    at('/job?id=job-3', <JobScreen />);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Saved to apply later'));
    const sent = calls.filter((c) => c.key === 'POST /api/job/response');
    expect(sent.map((c) => c.body)).toEqual([{ job_id: 'job-3', status: 'Saved' }]);

    // once only: opening the job again sends nothing
    cleanup();
    at('/job?id=job-3', <JobScreen />);
    await screen.findByRole('article');
    expect(calls.filter((c) => c.key === 'POST /api/job/response')).toHaveLength(1);
  });

  it('says the job is no longer available when closed or missing, with a way to browse', async () => {
    fakeServer({ 'GET /api/fetch/job/old': gone });
    at('/shared/job?id=old', <SharedJobScreen />);
    expect(
      await screen.findByRole('heading', { name: 'This job is no longer available' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe(
      '/#jobexplorer',
    );
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says so without calling when the link has no id', () => {
    const calls = fakeServer({});
    at('/shared/job', <SharedJobScreen />);
    expect(screen.getByRole('heading', { name: 'This job is no longer available' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('reads Hindi', async () => {
    await i18n.changeLanguage('hi');
    fakeServer({ 'GET /api/fetch/job/old': gone });
    at('/shared/job?id=old', <SharedJobScreen />);
    expect(await screen.findByRole('heading', { name: 'यह नौकरी अब खुली नहीं है' })).toBeTruthy();
  });
});

describe('/job for signed-in users', () => {
  it('shows a seeker the job with their status and the answers still open, and counts a view', async () => {
    setSession({ authToken: 'jwt', user: 's', user_role: 0, profile_status: 2 });
    const calls = fakeServer({
      'GET /api/job/fetch/detail/job-2': () => ok(makeSeekerJob({ _id: 'job-2', status: 'Saved' })),
      'GET /api/job-category': categories,
      'POST /api/job/record/view': () => ok({ job_id: 'job-2', views: 1 }),
      'POST /api/job/response': (body) =>
        ok({ job_id: body.job_id, status: body.status, changed: true }),
    });
    at('/job?id=job-2', <JobScreen />);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Saved')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Apply Later' })).toBeNull();
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/job/record/view')).toBe(true),
    );
    fireEvent.click(within(article).getByRole('button', { name: 'Apply Now' }));
    const ask = await screen.findByRole('dialog', { name: 'Apply for "Delivery Boy"?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Applied successfully'));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/job/fetch/detail/job-2')).toHaveLength(2),
    );
  });

  it('shows an employer their own job with openings and no answers', async () => {
    setSession({ authToken: 'jwt', user: 'e', user_role: 2, profile_status: 2 });
    const calls = fakeServer({
      'GET /api/job/fetch/detail/job-3': () =>
        ok(employerJob({ _id: 'job-3', openings: 5, job_title: 'Packer' })),
      'GET /api/job-category': categories,
    });
    at('/job?id=job-3', <JobScreen />);
    expect(await screen.findByRole('heading', { name: 'Packer' })).toBeTruthy();
    expect(screen.getByText('Openings').nextElementSibling?.textContent).toBe('5');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(calls.some((c) => c.key === 'POST /api/job/record/view')).toBe(false);
  });

  it("says the job is gone on another employer's job (404 NOT_FOUND)", async () => {
    setSession({ authToken: 'jwt', user: 'e', user_role: 2, profile_status: 2 });
    fakeServer({
      'GET /api/job/fetch/detail/x': () => ({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'Job not found' },
      }),
    });
    at('/job?id=x', <JobScreen />);
    expect(
      await screen.findByRole('heading', { name: 'This job could not be found' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The link is wrong, or the job is not one of yours. Your jobs and their applicants are on your dashboard.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your jobs' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says the job is gone on a mistyped link (400 naming the id), not that the network failed', async () => {
    setSession({ authToken: 'jwt', user: 's', user_role: 1, profile_status: 2 });
    fakeServer({
      'GET /api/job/fetch/detail/abc': () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'This id is not valid',
          errors: { id: 'This id is not valid' },
        },
      }),
    });
    at('/job?id=abc', <JobScreen />);
    expect(
      await screen.findByRole('heading', { name: 'This job is no longer available' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/jobs');
    expect(screen.queryByText(/check your internet/)).toBeNull();
  });
});

describe('asSeekerView', () => {
  it('keeps a seeker job as it is and sets an employer job apart with its openings', () => {
    const seekerJob = makeSeekerJob();
    expect(asSeekerView(seekerJob)).toEqual({ job: seekerJob, openings: null });
    const view = asSeekerView(employerJob({ openings: 7, status: 0 }));
    expect(view.openings).toBe(7);
    expect(view.job.status).toBeNull();
    expect(view.job.job_status).toBe(0);
    expect('applicants' in view.job).toBe(false);
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../lib/api/job-categories';
import { i18n } from '../../../lib/i18n';
import { readSession, setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { fakeServer, ok } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { JobInterestScreen } from './job-interest-screen';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const skill = (id: string, name: string) => ({ _id: id, name, name_hi: name });
const CATEGORIES: Category[] = [
  {
    _id: 'driver',
    name: 'Driver',
    name_hi: 'ड्राइवर',
    icon: '🚗',
    image: null,
    skills: [skill('lmv-licence', 'LMV licence')],
  },
  { _id: 'cook', name: 'Cook', name_hi: 'रसोइया', icon: '🍳', image: null, skills: [] },
  { _id: 'helper', name: 'Helper', name_hi: 'हेल्पर', icon: '🤝', image: null, skills: [] },
  { _id: 'mason', name: 'Mason', name_hi: 'राजमिस्त्री', icon: '🧱', image: null, skills: [] },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function start(user = makeSeeker({ profile_status: 1 })) {
  const calls = fakeServer({
    'GET /api/user/': () => ok(user),
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 4, data: CATEGORIES },
    }),
    'PUT /api/user/v2/profile': (body) => ok({ ...user, ...body, profile_status: 2 }),
  });
  renderWithApp(
    <Routes>
      <Route path="/user/basicdetail/jobinterested" element={<JobInterestScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/user/basicdetail/jobinterested',
  );
  return calls;
}

const box = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and find jobs' }));

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: makeSeeker()._id, user_role: 0, profile_status: 1 });
  window.dataLayer = [];
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('job interests (spec 000 §2.6 step 2)', () => {
  it('needs at least one, and a name for "Other" of at most 30 characters', async () => {
    start();
    await screen.findByText('0/3');
    save();
    expect(await screen.findByText('Please select atleast 1 field')).toBeTruthy();
    fireEvent.click(box('Other'));
    save();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Other work'), { target: { value: 'x'.repeat(31) } });
    save();
    expect(await screen.findByText('enter maximum thirty digit')).toBeTruthy();
  });

  it('saves, pushes the registration event and goes to /jobs after 2 s', async () => {
    const calls = start();
    await screen.findByText('0/3');
    fireEvent.click(box('Driver'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'LMV licence' }));
    fireEvent.click(box('Other'));
    fireEvent.change(screen.getByLabelText('Other work'), { target: { value: 'Tailor' } });
    save();
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'registration' })),
    );
    expect(calls.find((c) => c.key === 'PUT /api/user/v2/profile')?.body).toEqual({
      _id: makeSeeker()._id,
      job_intrested: [{ job_category: 'driver', skills: ['lmv-licence'] }],
      job_other: 'Tailor',
    });
    expect(readSession().profile_status).toBe('1'); // the guard would leave before the 2 s
    expect((await screen.findByTestId('where', {}, { timeout: 3000 })).textContent).toBe('/jobs');
    expect(readSession().profile_status).toBe('2');
  });

  it('comes with the category tapped on the landing page chosen, and forgets it once saved (issue 14)', async () => {
    sessionStorage.setItem('kaamkaj_wanted_category', 'cook');
    const calls = start();
    await screen.findByText('1/3');
    expect(box('Cook').checked).toBe(true);
    expect(box('Cook').disabled).toBe(false); // chosen for them, not locked: they may change it
    save();
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/user/v2/profile')).toBe(true));
    expect(calls.find((c) => c.key === 'PUT /api/user/v2/profile')?.body.job_intrested).toEqual([
      { job_category: 'cook', skills: [] },
    ]);
    await waitFor(() => expect(sessionStorage.getItem('kaamkaj_wanted_category')).toBeNull());
  });

  it('keeps saved categories chosen and locked', async () => {
    start(makeSeeker({ profile_status: 1, job_intrested: [{ job_category: 'cook', skills: [] }] }));
    await screen.findByText('1/3');
    expect(box('Cook').checked).toBe(true);
    expect(box('Cook').disabled).toBe(true);
  });

  it('takes a seeker who finished this step on another phone where they were going, saying why', async () => {
    start(makeSeeker({ profile_status: 2, job_intrested: [{ job_category: 'cook', skills: [] }] }));
    expect((await screen.findByTestId('where')).textContent).toBe('/jobs');
    expect(readSession().profile_status).toBe('2');
    expect(notify.success).toHaveBeenCalledWith('Your profile is already set up.');
  });

  it('stays when the server has this step still to do', async () => {
    const calls = start();
    await screen.findByText('0/3');
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/user/'));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();
  });
});

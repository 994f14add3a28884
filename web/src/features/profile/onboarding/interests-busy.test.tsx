import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Category } from '../../../lib/api/job-categories';
import { i18n } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { fakeServer, ok } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { JobInterestScreen } from './job-interest-screen';

// On slow 3G the form's rules (a chunk loaded on demand) can still be on their way when the
// seeker taps Save: the button says at once that it is working, not only once the request goes.

const rules = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
// the form's resolver, its rules held back until the test lets them arrive (a mock of the rules'
// module itself let a second import through while the first waited, in one run of two)
vi.mock('../interests/interests-resolver', async (original) => {
  const actual = await original<typeof import('../interests/interests-resolver')>();
  const { lazyResolver } = await import('../../../lib/forms/lazy-resolver');
  const load = async () => {
    await rules.arrived;
    return actual.loadInterestsSchema();
  };
  return { ...actual, loadInterestsSchema: load, interestsResolver: lazyResolver(load) };
});
vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const CATEGORIES: Category[] = [
  { _id: 'driver', name: 'Driver', name_hi: 'ड्राइवर', icon: '🚗', image: null, skills: [] },
];

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: makeSeeker()._id, user_role: 0, profile_status: 1 });
  window.dataLayer = [];
  await i18n.changeLanguage('hi');
});
afterEach(cleanup);

it('shows the save button busy from the tap while the rules of the check still load', async () => {
  const user = makeSeeker({ profile_status: 1 });
  const calls = fakeServer({
    'GET /api/user/': () => ok(user),
    'GET /api/job-category': () => ({
      status: 200,
      body: { success: true, count: 1, data: CATEGORIES },
    }),
    'PUT /api/user/v2/profile': (body) => ok({ ...user, ...body, profile_status: 2 }),
  });
  renderWithApp(
    <Routes>
      <Route path="/user/basicdetail/jobinterested" element={<JobInterestScreen />} />
    </Routes>,
    '/user/basicdetail/jobinterested',
  );
  fireEvent.click(await screen.findByRole('checkbox', { name: /^ड्राइवर/ }));
  const save = screen.getByRole('button', { name: 'सेव करें और नौकरी देखें' });
  expect(save.getAttribute('aria-busy')).toBeNull();
  fireEvent.click(save);
  await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
  expect((save as HTMLButtonElement).disabled).toBe(true); // a second tap sends nothing twice
  expect(calls.some((c) => c.key === 'PUT /api/user/v2/profile')).toBe(false);
  rules.arrive();
  await waitFor(() =>
    expect(calls.filter((c) => c.key === 'PUT /api/user/v2/profile')).toHaveLength(1),
  );
});

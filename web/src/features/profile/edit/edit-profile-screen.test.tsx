import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setSession } from '../../../app/session';
import { fakeServer, ok } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { EditProfileScreen } from './edit-profile-screen';

vi.mock('../../../app/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const user = makeSeeker({ qualification: 1 });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const open = (id: string) =>
  renderWithApp(
    <Routes>
      <Route path="/user/editProfile" element={<EditProfileScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    `/user/editProfile?id=${id}`,
  );

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt', user: user._id, user_role: 0, profile_status: 2 });
  fakeServer({
    'GET /api/user/': () => ok(user),
    'GET /api/job-category': () => ({ status: 200, body: { success: true, count: 0, data: [] } }),
  });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('full profile edit page (spec 000 §2.9)', () => {
  it('sends another id to /profile', async () => {
    open('someone-else');
    expect((await screen.findByTestId('where')).textContent).toBe('/profile');
  });

  it('shows every section on one page, fixed ones read only', async () => {
    open(user._id);
    const mobile = await screen.findByRole('region', { name: /^Mobile number/ });
    expect(within(mobile).getByText('+91 9876543210')).toBeTruthy();
    expect(within(mobile).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: /^Gender/ })).getByText('Female'),
    ).toBeTruthy();
    const education = screen.getByRole('region', { name: 'Education and qualification' });
    expect(
      await within(education).findByRole('button', { name: 'Save' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preferred work location' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Job interests' })).toBeTruthy();
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { fakeServer, ok } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { EditProfileScreen } from './edit-profile-screen';

vi.mock('../../../lib/toast', () => ({
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
    const experience = screen.getByRole('region', { name: /^Work experience/ });
    expect(within(experience).getByText('Cannot be changed')).toBeTruthy();
    expect(within(experience).getByText('Fresher')).toBeTruthy();
    const education = screen.getByRole('region', { name: 'Education and qualification' });
    expect(
      await within(education).findByRole('button', { name: 'Save' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preferred work location' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Job interests' })).toBeTruthy();
  });

  // issue 14 item 10
  it('edits gender in place, and the age group while there is no birth date', async () => {
    open(user._id);
    const gender = await screen.findByRole('region', { name: 'Gender' });
    const female = await within(gender).findByRole('radio', { name: 'Female' }, { timeout: 8000 });
    expect((female as HTMLInputElement).checked).toBe(true);
    expect(within(gender).getByRole('button', { name: 'Save' })).toBeTruthy();
    const age = screen.getByRole('region', { name: 'Age group' });
    expect((within(age).getByRole('radio', { name: '18-24' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the age group a birth date gives, marked as set from it, with no form', async () => {
    fakeServer({
      'GET /api/user/': () => ok({ ...user, dob: '1990-12-31', age: 3 }),
      'GET /api/job-category': () => ({ status: 200, body: { success: true, count: 0, data: [] } }),
    });
    open(user._id);
    const age = await screen.findByRole('region', { name: /^Age group/ });
    expect(within(age).getByText('Set from your date of birth')).toBeTruthy();
    expect(within(age).getByText('36+')).toBeTruthy();
    expect(within(age).queryByRole('radio')).toBeNull();
    expect(within(age).queryByText('Cannot be changed')).toBeNull();
  });
});

import { ageBandFromDob } from '@kaamkaj/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeekerUser } from '../../../lib/api/user';
import { i18n } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { fakeServer, ok, type Reply } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { ProfileScreen } from './profile-screen';

// issue 14 item 10: gender and the age band can be corrected; a birth date sets the band.

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

/** My Profile on a fake server that, like the real one, derives the band from a saved date. */
function start(user: SeekerUser, put?: (body: Record<string, unknown>) => Reply | undefined) {
  setSession({ authToken: 'jwt', user: user._id, user_role: user.role, profile_status: 2 });
  let current = user;
  const calls = fakeServer({
    'GET /api/user/': () => ok(current),
    'GET /api/job-category': () => ({ status: 200, body: { success: true, count: 0, data: [] } }),
    'PUT /api/user/v2/profile': (body) => {
      const refused = put?.(body);
      if (refused) return refused;
      const { _id, ...section } = body;
      const age = typeof section.dob === 'string' ? { age: ageBandFromDob(section.dob) } : {};
      current = { ...current, ...section, ...age };
      return ok(current, 'Profile updated successfully');
    },
  });
  renderWithApp(<ProfileScreen />, '/profile');
  return calls;
}

const pencil = (section: string) => screen.queryByRole('button', { name: `Edit ${section}` });
const row = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;
const saves = (calls: ReturnType<typeof start>) =>
  calls.filter((c) => c.key === 'PUT /api/user/v2/profile').map((c) => c.body);
// 31 December of the year before: `years` old all year (a day older on 31 December)
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years - 1}-12-31`;

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gender on My Profile', () => {
  it('changes a wrong gender from its pencil, with big radio choices', async () => {
    const calls = start(makeSeeker({ gender: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gender' });
    const male = await within(dialog).findByRole('radio', { name: 'Male' }, { timeout: 8000 });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Female', 'Male', 'Others']);
    expect(male.closest('label')?.className).toContain('min-h-12'); // 48 px tap target
    fireEvent.click(male);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves(calls)).toEqual([{ _id: makeSeeker()._id, gender: 1 }]);
    expect(within(row('Gender')).getByText('Male')).toBeTruthy();
  });
});

describe('date of birth and age group on My Profile', () => {
  it('shows the band a birth date gives, says so, and offers no pencil for it', async () => {
    start(makeSeeker({ dob: bornYearsAgo(40), age: 3 }));
    await screen.findByRole('progressbar');
    const age = row('Age group');
    expect(within(age).getByText('36+')).toBeTruthy();
    expect(within(age).getByText('Set from your date of birth')).toBeTruthy();
    expect(pencil('Age group')).toBeNull();
    expect(pencil('Date of birth')).toBeTruthy();
    await i18n.changeLanguage('hi');
    await screen.findByRole('heading', { name: 'उम्र', level: 3 });
    expect(within(row('उम्र')).getByText('आपकी जन्म तिथि से तय')).toBeTruthy();
    expect(within(row('उम्र')).getByText('36+ साल')).toBeTruthy();
  });

  it('lets the band be changed while there is no birth date', async () => {
    const calls = start(makeSeeker({ dob: null, age: 0 }));
    await screen.findByRole('progressbar');
    expect(within(row('Age group')).queryByText('Set from your date of birth')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Age group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Age group' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '25-30' }, { timeout: 8000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves(calls)).toEqual([{ _id: makeSeeker()._id, age: 1 }]);
    expect(within(row('Age group')).getByText('25-30')).toBeTruthy();
  });

  it('saving a birth date shows the band it gives, before and after the save', async () => {
    start(makeSeeker({ dob: null, age: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Date of birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    const input = await within(dialog).findByLabelText('Date of birth', {}, { timeout: 8000 });
    fireEvent.change(input, { target: { value: bornYearsAgo(40) } });
    expect(
      await within(dialog).findByText('Age group: 36+. It is set from this date.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const age = row('Age group');
    expect(await within(age).findByText('36+')).toBeTruthy();
    expect(within(age).getByText('Set from your date of birth')).toBeTruthy();
    expect(pencil('Age group')).toBeNull();
  });

  it("shows the server's refusal next to the choices and keeps the modal open", async () => {
    const text = 'Your age group comes from your date of birth. Change the date of birth instead';
    start(makeSeeker({ dob: null, age: 0 }), () => ({
      status: 400,
      body: { success: false, code: 'AGE_FOLLOWS_DOB', message: text, errors: { age: text } },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Age group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Age group' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '36+' }, { timeout: 8000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const choices = within(dialog).getByRole('group', { name: 'Age group' });
    expect(await within(choices).findByText(text)).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(text);
    expect((within(dialog).getByRole('radio', { name: '36+' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

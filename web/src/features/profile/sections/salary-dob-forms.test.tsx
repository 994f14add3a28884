import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer, ok, type Reply } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { dobBounds } from './dob-limits';
import { SalaryForm } from './salary-form';
import { DobForm } from './text-forms';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const user = makeSeeker();
beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('salary expectation (spec 000 §5)', () => {
  const salary = (from: string, to: string) => {
    fill('From (per month)', from);
    fill('Up to (per month)', to);
    save();
  };

  it('asks for both bounds', async () => {
    renderWithApp(<SalaryForm user={user} />);
    save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fill('From (per month)', '12000');
    save();
    expect(await screen.findByText('Please enter both minimum and maximum salary')).toBeTruthy();
  });

  it.each([
    ['12a00', 'enter only numbers'],
    ['700', 'minimum four digit allowed'],
    ['123456', 'maximum five digit'],
    ['60000', 'Salary should be between 7000 and 50000'],
  ])('refuses %s: "%s"', async (from, message) => {
    renderWithApp(<SalaryForm user={user} />);
    salary(from, '20000');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('wants the upper bound above the lower one, in Hindi too', async () => {
    renderWithApp(<SalaryForm user={user} />);
    salary('15000', '12000');
    expect(
      await screen.findByText('Maximum salary should be more than minimum salary'),
    ).toBeTruthy();
    await i18n.changeLanguage('hi');
    expect(
      await screen.findByText('ज़्यादा से ज़्यादा वेतन, कम से कम वेतन से अधिक होना चाहिए'),
    ).toBeTruthy();
  });

  it('saves both as numbers; a refused save shows the server message and keeps the input', async () => {
    let answer: Reply = {
      status: 400,
      body: { success: false, code: 'VALIDATION_FAILED', message: 'Salary is out of range' },
    };
    const calls = fakeServer({ 'PUT /api/user/v2/profile': () => answer });
    const onSaved = vi.fn();
    renderWithApp(<SalaryForm user={user} onSaved={onSaved} />);
    salary('12000', '18000');
    expect((await screen.findByRole('alert')).textContent).toBe('Salary is out of range');
    expect((screen.getByLabelText('From (per month)') as HTMLInputElement).value).toBe('12000');
    expect(calls[0]?.body).toEqual({ _id: user._id, salary_from: 12000, salary_to: 18000 });
    expect(onSaved).not.toHaveBeenCalled();
    answer = ok(
      makeSeeker({ salary_from: 12000, salary_to: 18000 }),
      'Profile updated successfully',
    );
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});

describe('date of birth (spec 000 §5: 18 to 55 years ago)', () => {
  it('limits the native picker to 55 and 18 years ago', () => {
    expect(dobBounds(new Date(2025, 5, 15))).toEqual({ min: '1970-06-15', max: '2007-06-15' });
    expect(dobBounds(new Date(2024, 1, 29))).toEqual({ min: '1969-02-28', max: '2006-02-28' });
    renderWithApp(<DobForm user={user} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect({ min: input.min, max: input.max }).toEqual(dobBounds());
  });

  it('asks for a date, then one in the window', async () => {
    renderWithApp(<DobForm user={user} />);
    save();
    expect(await screen.findByText('Please select date of birth')).toBeTruthy();
    fill('Date of birth', '2015-01-01');
    save();
    expect(await screen.findByText('Age must be between 18 and 55 years')).toBeTruthy();
  });

  // issue 14 item 10: the server sets the age group from the date; the form shows it first
  it('shows the age group the date gives, in either language', async () => {
    renderWithApp(<DobForm user={user} />);
    fill('Date of birth', `${new Date().getFullYear() - 60}-01-01`); // outside 18 to 55: no band
    expect(screen.queryByText(/^Age group:/)).toBeNull();
    fill('Date of birth', `${new Date().getFullYear() - 29}-12-31`); // 28 (29 on 31 December)
    expect(await screen.findByText('Age group: 25-30. It is set from this date.')).toBeTruthy();
    await i18n.changeLanguage('hi');
    expect(await screen.findByText('उम्र: 25-30 साल। यह इसी तारीख से तय होगी।')).toBeTruthy();
  });

  it('saves a date in the window', async () => {
    const calls = fakeServer({
      'PUT /api/user/v2/profile': () => ok(makeSeeker({ dob: '1995-06-15' })),
    });
    renderWithApp(<DobForm user={user} />);
    fill('Date of birth', '1995-06-15');
    save();
    await waitFor(() => expect(calls[0]?.body).toEqual({ _id: user._id, dob: '1995-06-15' }));
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../lib/api/job-categories';
import { i18n } from '../../../lib/i18n';
import { fakeServer, ok } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { renderWithApp } from '../../../test/render';
import { SkillsForm } from './skills-form';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const skill = (id: string, name: string) => ({ _id: id, name, name_hi: name });
const DRIVER: Category = {
  _id: 'driver',
  name: 'Driver',
  name_hi: 'ड्राइवर',
  icon: '🚗',
  image: null,
  skills: [skill('lmv-licence', 'LMV licence'), skill('cab', 'Cab'), skill('truck', 'Truck')],
};
const user = makeSeeker({ job_intrested: [{ job_category: 'driver', skills: ['lmv-licence'] }] });

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const typed = (text: string) => {
  fireEvent.change(screen.getByLabelText('Another skill for Driver'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add skill for Driver' }));
};

describe('skills (spec 000 §5: at most 3 per job interest)', () => {
  it('checks a typed skill: required, letters only', async () => {
    renderWithApp(<SkillsForm user={user} categories={[DRIVER]} />);
    typed('');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    typed('Bike 2');
    expect(
      await screen.findByText('Skill can have only letters and spaces, at most 30'),
    ).toBeTruthy();
  });

  it('adds a typed skill as a chosen chip, stops at 3, and saves', async () => {
    const calls = fakeServer({ 'PUT /api/user/v2/profile': () => ok(user) });
    renderWithApp(<SkillsForm user={user} categories={[DRIVER]} />);
    typed('Night driving');
    expect(
      (screen.getByRole('checkbox', { name: 'Night driving' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cab' }));
    expect((screen.getByRole('checkbox', { name: 'Truck' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByLabelText('Another skill for Driver') as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls[0]?.body).toEqual({
        _id: user._id,
        job_intrested: [
          { job_category: 'driver', skills: ['lmv-licence', 'Night driving', 'cab'] },
        ],
      }),
    );
  });
});

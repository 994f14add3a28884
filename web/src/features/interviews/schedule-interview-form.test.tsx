import { istToday } from '@kaamkaj/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { signedInEmployerPerTest } from '../../test/employer-session';
import { input, ready, start, submit, type } from './test/schedule-interview';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

signedInEmployerPerTest();

describe('/scheduleinterview (spec 001 §5 "Interview form")', () => {
  it('prefills the job, the seeker, the job district and the employer number', async () => {
    const { calls } = start();
    await ready();
    expect(screen.getByRole('heading', { name: 'Schedule Interview' })).toBeTruthy();
    expect(input('Job title').value).toBe('Delivery Driver');
    expect(input('Job seeker name').value).toBe('Ramesh Kumar');
    expect((screen.getByRole('combobox', { name: 'District' }) as HTMLInputElement).value).toBe(
      'Lucknow, Uttar Pradesh',
    );
    expect(input('Interview date').min).toBe(istToday());
    expect(input('Start time').min).toBe('08:00');
    expect(input('Start time').max).toBe('20:00');
    expect(input('End time').step).toBe('900');
    // the default documents are offered unchecked (spec 001 §9)
    const docs = screen.getByRole('group', { name: 'Required documents' });
    const boxes = within(docs).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.labels?.[0]?.textContent)).toEqual([
      'Educational certificate',
      'Personal Id Proof',
      'Experience document (if any)',
      'Driving licence',
    ]);
    expect(boxes.every((b) => !b.checked)).toBe(true);
    // the navigation state is enough: the applicant is not loaded again
    expect(calls.some((c) => c.key.startsWith('GET /api/job/users'))).toBe(false);
  });

  it('checks the date and the 08:00-20:00 window on blur', async () => {
    start();
    await ready();
    type('Interview date', '2020-01-01');
    expect(await screen.findByText('Please Select a valid date')).toBeTruthy();
    type('Start time', '07:00');
    expect(
      await screen.findByText('Interview time should be between 08:00 and 20:00'),
    ).toBeTruthy();
    type('Job seeker name', 'Ramesh 2');
    expect(await screen.findByText('not allowed numeric')).toBeTruthy();
    type('Interview location', '');
    expect(await screen.findByText('Please enter interview location')).toBeTruthy();
    type('Contact person mobile', '12345');
    expect(await screen.findByText('Please enter 10 digit valid mobile number')).toBeTruthy();
    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByText('कृपया सही तारीख चुनें')).toBeTruthy();
  });

  it('sets the end time one hour after a changed start time, at most 20:00', async () => {
    start();
    await ready();
    fireEvent.change(input('Start time'), { target: { value: '10:30' } });
    expect(input('End time').value).toBe('11:30');
    fireEvent.change(input('Start time'), { target: { value: '19:30' } });
    expect(input('End time').value).toBe('20:00');
    // The order of the times shows even while other fields are still blank.
    type('End time', '19:00');
    expect(await screen.findByText('End time should be after start time')).toBeTruthy();
  });

  it('needs at least one ticked document', async () => {
    const { calls } = start();
    await ready();
    submit();
    expect(await screen.findByText('Please select the required documents')).toBeTruthy();
    expect(screen.getByText('Please Select a valid date')).toBeTruthy();
    expect(screen.getByText('Please select start time')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/job/interview')).toBe(false);
    fireEvent.click(screen.getByLabelText('Driving licence'));
    await waitFor(() =>
      expect(screen.queryByText('Please select the required documents')).toBeNull(),
    );
  });

  it('adds a document ticked, refusing duplicates, special characters and one letter', async () => {
    start();
    await ready();
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(input('Add document'), { target: { value: ' driving   LICENCE ' } });
    add();
    expect(await screen.findByText('Required Document name already exists')).toBeTruthy();
    fireEvent.change(input('Add document'), { target: { value: 'Pass@port' } });
    add();
    expect(await screen.findByText('special character not allowed')).toBeTruthy();
    fireEvent.change(input('Add document'), { target: { value: 'A' } });
    add();
    expect(await screen.findByText('minimum 2 characters required')).toBeTruthy();
    fireEvent.change(input('Add document'), { target: { value: 'Passport photo' } });
    add();
    const added = (await screen.findByLabelText('Passport photo')) as HTMLInputElement;
    expect(added.checked).toBe(true);
    expect(input('Add document').value).toBe('');
    fireEvent.change(input('Add document'), { target: { value: 'passport PHOTO' } });
    fireEvent.keyDown(input('Add document'), { key: 'Enter' });
    expect(await screen.findByText('Required Document name already exists')).toBeTruthy();
  });

  it('shows the default documents in Hindi while sending their English names', async () => {
    await i18n.changeLanguage('hi');
    start();
    await ready();
    expect(screen.getByRole('heading', { name: 'इंटरव्यू तय करें' })).toBeTruthy();
    expect(screen.getByLabelText('ड्राइविंग लाइसेंस')).toBeTruthy();
    expect(screen.getByLabelText('शैक्षणिक प्रमाणपत्र')).toBeTruthy();
  });
});

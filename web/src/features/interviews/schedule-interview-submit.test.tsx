import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { signedInEmployerPerTest } from '../../test/employer-session';
import { ok } from '../../test/fake-server';
import { EMPLOYER_ID } from '../../test/make-employer';
import {
  card,
  cardInterview,
  FUTURE,
  input,
  JOB,
  NAV,
  onRecord,
  profile,
  ready,
  SEEKER,
  start,
  submit,
  type,
} from './test/schedule-interview';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

signedInEmployerPerTest();

describe('/scheduleinterview (spec 001 §5 "Interview form")', () => {
  it('sends HH.mm times and the ticked documents, then goes back and reloads the applicants', async () => {
    const { calls, invalidate } = start();
    await ready();
    type('Interview date', FUTURE);
    fireEvent.change(input('Start time'), { target: { value: '10:30' } });
    type('Interview location', 'Plot 4, Transport Nagar');
    type('Description (optional)', 'Bring a pen');
    fireEvent.click(screen.getByLabelText('Personal Id Proof'));
    fireEvent.change(input('Add document'), { target: { value: 'Passport photo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByLabelText('Passport photo');
    submit();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Interview scheduled successfully'),
    );
    expect(calls.find((c) => c.key === 'POST /api/job/interview')?.body).toEqual({
      job_id: JOB,
      seeker_id: SEEKER,
      recruiter_id: EMPLOYER_ID,
      title: 'Delivery Driver',
      seeker_name: 'Ramesh Kumar',
      date: FUTURE,
      start_time: '10.30',
      end_time: '11.30',
      location: 'Plot 4, Transport Nagar',
      district: 'up-lucknow',
      contact_person: '9876500001',
      req_docs: ['Personal Id Proof', 'Passport photo'],
      description: 'Bring a pen',
    });
    expect((await screen.findByTestId('where')).textContent).toBe('/userapplied');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['applicants'] });
  });

  it("shows the server's field errors under their fields", async () => {
    start({
      routes: {
        'POST /api/job/interview': () => ({
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION',
            message: 'Please check the form',
            errors: { location: 'maximum 100 characters allowed' },
          },
        }),
      },
    });
    await ready();
    type('Interview date', FUTURE);
    fireEvent.change(input('Start time'), { target: { value: '09:00' } });
    type('Interview location', 'Depot');
    fireEvent.click(screen.getByLabelText('Driving licence'));
    submit();
    expect(await screen.findByText('maximum 100 characters allowed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please check the form');
    expect(input('Interview location').getAttribute('aria-invalid')).toBe('true');
  });

  it('reschedules after a reload: loads the applicant and prefills the interview on record', async () => {
    const { calls } = start({
      state: null,
      routes: {
        [`GET /api/job/users/${SEEKER}`]: () =>
          ok(
            profile({
              interview: onRecord({ req_docs: ['Driving licence', 'Ration card'] }),
            }),
          ),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reschedule Interview' })).toBeTruthy();
    expect(calls.find((c) => c.key.startsWith('GET /api/job/users'))?.url).toBe(
      `/api/job/users/${SEEKER}?job_id=${JOB}`,
    );
    expect(input('Job title').value).toBe('Cook');
    expect(input('Job seeker name').value).toBe('Sita Devi');
    expect(input('Interview date').value).toBe(FUTURE);
    expect(input('Start time').value).toBe('11:00');
    expect(input('End time').value).toBe('12:15');
    expect(input('Contact person mobile').value).toBe('9876500002');
    expect((screen.getByLabelText('Ration card') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Personal Id Proof') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule Interview' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/job/interview')?.body).toMatchObject({
        start_time: '11.00',
        end_time: '12.15',
        req_docs: ['Driving licence', 'Ration card'],
      }),
    );
  });

  it('reschedules a Selected applicant from the card, starting from the whole interview on record', async () => {
    const { calls } = start({
      state: { ...NAV, applicant: card({ status: 'Selected', interview: cardInterview }) },
      routes: {
        [`GET /api/job/users/${SEEKER}`]: () =>
          ok(profile({ interview: onRecord({ description: 'Bring two photos' }) })),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reschedule Interview' })).toBeTruthy();
    await screen.findByDisplayValue('Depot');
    expect(calls.find((c) => c.key.startsWith('GET /api/job/users'))?.url).toBe(
      `/api/job/users/${SEEKER}?job_id=${JOB}`,
    );
    // the card's names stay; the place, the contact and the note come from the record
    expect(input('Job seeker name').value).toBe('Ramesh Kumar');
    expect(input('Start time').value).toBe('11:00');
    expect(input('Interview location').value).toBe('Depot');
    expect(input('Contact person mobile').value).toBe('9876500002');
    expect((screen.getByLabelText('Description (optional)') as HTMLTextAreaElement).value).toBe(
      'Bring two photos',
    );
  });

  it("reschedules from the card's times when the interview on record cannot be read", async () => {
    start({
      state: { ...NAV, applicant: card({ status: 'Selected', interview: cardInterview }) },
      routes: {
        [`GET /api/job/users/${SEEKER}`]: () => ({ status: 503, body: { success: false } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reschedule Interview' })).toBeTruthy();
    await ready();
    expect(input('Start time').value).toBe('15:00');
    expect(input('Interview location').value).toBe('');
  });

  it('schedules from the card without reading the profile', async () => {
    const { calls } = start();
    await ready();
    expect(screen.getByRole('heading', { name: 'Schedule Interview' })).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('GET /api/job/users'))).toBe(false);
  });

  it('refuses an applicant who is not shortlisted, and a seeker who never applied', async () => {
    start({ state: { ...NAV, applicant: card({ status: 'Applied' }) } });
    expect(await screen.findByText(/can be scheduled only for a shortlisted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule Interview' })).toBeNull();
  });

  it('says so when the seeker has not applied to the job', async () => {
    start({ state: null });
    expect(await screen.findByText('This job seeker has not applied to this job.')).toBeTruthy();
  });
});

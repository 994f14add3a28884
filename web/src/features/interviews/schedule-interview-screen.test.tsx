import { type ApplicantCard, istToday } from '@kaamkaj/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n';
import { notify } from '../../app/toast';
import { signedInEmployerPerTest } from '../../test/employer-session';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { EMPLOYER_ID, makeEmployer } from '../../test/make-employer';
import { Where } from '../../test/render';
import type { Applicant } from './api/applicant';
import { ScheduleInterviewScreen } from './schedule-interview-screen';

vi.mock('../../app/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

signedInEmployerPerTest();

const JOB = '0199a1b2-0000-7000-8000-00000000a0b1';
const SEEKER = '0199a1b2-0000-7000-8000-000000005ee1';
const FUTURE = istToday(new Date(Date.now() + 3 * 86_400_000));

const card = (overrides: Partial<ApplicantCard> = {}): ApplicantCard => ({
  _id: SEEKER,
  name: 'Ramesh Kumar',
  profile_pic: null,
  address_current: 'up-lucknow',
  status: 'Shortlisted',
  job_location: 'Aminabad',
  job_title: 'Driver',
  contact: 'xxx-xxx-xxxx',
  call_clicks: 0,
  applied_at: '2025-01-01T00:00:00.000Z',
  interview: null,
  ...overrides,
});

const NAV = {
  job: { _id: JOB, job_title: 'Delivery Driver', district: 'up-lucknow', company_name: 'Sharma' },
  applicant: card(),
};

const profile = (overrides: Partial<Applicant> = {}): Applicant => ({
  _id: SEEKER,
  name: 'Sita Devi',
  profile_pic: null,
  contact: null,
  gender: 0,
  dob: null,
  about_me: [],
  language_known: [],
  language_other: null,
  educational_info: [],
  experience: 0,
  qualification: 1,
  technical_cert: [],
  speak_english: 0,
  address_current: null,
  address_home: null,
  address_work: null,
  job_intrested: [],
  skills: [],
  video_resume: null,
  salary_from: null,
  salary_to: null,
  completion: 60,
  status: 'Selected',
  job: { _id: JOB, job_title: 'Cook', status: 0 },
  ...overrides,
});

function start({
  state = NAV as unknown,
  routes = {},
}: {
  state?: unknown;
  routes?: Record<string, (body: Record<string, unknown>) => Reply>;
} = {}) {
  const calls = fakeServer({
    'GET /api/user/': () => ok(makeEmployer({ contact: '9876500001', profile_status: 2 })),
    'POST /api/job/interview': () => ({
      status: 201,
      body: { success: true, message: 'Interview scheduled successfully', data: {} },
    }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          `/userapplied?id=${JOB}`,
          { pathname: '/scheduleinterview', search: `?job_id=${JOB}&user_id=${SEEKER}`, state },
        ]}
        initialIndex={1}
        useTransitions={false}
      >
        <Routes>
          <Route path="/scheduleinterview" element={<ScheduleInterviewScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, invalidate };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Schedule Interview' }));
const ready = () => screen.findByDisplayValue('9876500001');

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
              interview: {
                date: FUTURE,
                start_time: '11.00',
                end_time: '12.15',
                location: 'Depot',
                district: 'up-lucknow',
                contact_person: '9876500002',
                description: null,
                req_docs: ['Driving licence', 'Ration card'],
              },
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

  it('reschedules a Selected applicant from the card, with the times it carries', async () => {
    start({
      state: {
        ...NAV,
        applicant: card({
          status: 'Selected',
          interview: {
            _id: 'i1',
            date: FUTURE,
            start_time: '15.00',
            end_time: '16.00',
            status: 'pending',
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reschedule Interview' })).toBeTruthy();
    await ready();
    expect(input('Start time').value).toBe('15:00');
    expect(input('Interview location').value).toBe('');
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

  it('shows the default documents in Hindi while sending their English names', async () => {
    await i18n.changeLanguage('hi');
    start();
    await ready();
    expect(screen.getByRole('heading', { name: 'इंटरव्यू तय करें' })).toBeTruthy();
    expect(screen.getByLabelText('ड्राइविंग लाइसेंस')).toBeTruthy();
    expect(screen.getByLabelText('शैक्षणिक प्रमाणपत्र')).toBeTruthy();
  });
});

import {
  type ApplicantCard,
  type ApplicantProfile,
  type Interview,
  istToday,
} from '@kaamkaj/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { fakeServer, ok, type Reply } from '../../../test/fake-server';
import { makeEmployer } from '../../../test/make-employer';
import { Where } from '../../../test/render';
import { ScheduleInterviewScreen } from '../schedule-interview-screen';

// Shared by the schedule-interview-*.test.tsx files.

export const JOB = '0199a1b2-0000-7000-8000-00000000a0b1';
export const SEEKER = '0199a1b2-0000-7000-8000-000000005ee1';
export const FUTURE = istToday(new Date(Date.now() + 3 * 86_400_000));

export const card = (overrides: Partial<ApplicantCard> = {}): ApplicantCard => ({
  _id: SEEKER,
  name: 'Ramesh Kumar',
  account_deleted: false,
  profile_pic: null,
  address_current: 'up-lucknow',
  status: 'Shortlisted',
  joining: null,
  job_location: 'Aminabad',
  job_title: 'Driver',
  contact: 'xxx-xxx-xxxx',
  call_clicks: 0,
  applied_at: '2025-01-01T00:00:00.000Z',
  interview: null,
  ...overrides,
});

export const NAV = {
  job: { _id: JOB, job_title: 'Delivery Driver', district: 'up-lucknow', company_name: 'Sharma' },
  applicant: card(),
};

export const profile = (overrides: Partial<ApplicantProfile> = {}): ApplicantProfile => ({
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
  joining: null,
  job: { _id: JOB, job_title: 'Cook', status: 0 },
  interview: null,
  ...overrides,
});

/** The interview on record, as GET /job/users/:id gives it. */
export const onRecord = (overrides: Partial<Interview> = {}): Interview => ({
  _id: 'i1',
  job_id: JOB,
  seeker_id: SEEKER,
  title: 'Cook interview',
  contact_person: '9876500002',
  status: 'pending',
  expired: false,
  date: FUTURE,
  start_time: '11.00',
  end_time: '12.15',
  location: 'Depot',
  district: 'up-lucknow',
  district_name: { en: 'Lucknow, Uttar Pradesh', hi: 'लखनऊ, उत्तर प्रदेश' },
  description: null,
  req_docs: [],
  company_name: 'Sharma',
  job_title: 'Cook',
  ...overrides,
});

/** The interview as an applicant's card carries it: its times alone. */
export const cardInterview = {
  _id: 'i1',
  date: FUTURE,
  start_time: '15.00',
  end_time: '16.00',
  status: 'pending',
};

/** Opens /scheduleinterview for SEEKER on JOB, with /userapplied one step back. */
export function start({
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

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
export const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Schedule Interview' }));
export const ready = () => screen.findByDisplayValue('9876500001');

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { SeekerUser } from '../api/get-user';

/** Renders with a fresh query client and a router, as the app shell would. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          {ui}
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** A seeker record with every profile field empty; `overrides` fill some in. */
export function makeSeeker(overrides: Partial<SeekerUser> = {}): SeekerUser {
  return {
    _id: '01a1ff19-3ae5-7030-abae-8a102074de20',
    role: 0,
    is_superadmin: false,
    contact: '9876543210',
    contact_verified: true,
    email: null,
    email_verified: false,
    name: 'Asha Devi',
    lang: null,
    opt_in: true,
    profile_status: 2,
    is_premium: false,
    created_at: '2025-01-01T00:00:00.000Z',
    jobs: [],
    gender: 0,
    age: 0,
    dob: null,
    qualification: 1,
    qualification_other: null,
    technical_cert: [{ cert: 'none' }],
    experience: 0,
    educational_info: [],
    about_me: [],
    language_known: [],
    language_other: null,
    speak_english: null,
    address_current: null,
    address_home: 'up-lucknow',
    address_work: null,
    job_intrested: [],
    job_other: null,
    job_type: null,
    job_timings: null,
    salary_from: null,
    salary_to: null,
    profile_pic: null,
    video_resume: null,
    video_resume_type: null,
    profile_completed_status: 30,
    total_downloaded_resume: false,
    ...overrides,
  };
}

import type { SeekerApplication, SeekerJob } from '@kaamkaj/domain';

let next = 0;

/** A job as a seeker sees it (domain SeekerJob); `overrides` change any field. */
export function makeSeekerJob(overrides: Partial<SeekerJob> = {}): SeekerJob {
  next += 1;
  return {
    _id: `0196a1ff-3ae5-7030-abae-8a1020750${String(next).padStart(3, '0')}`,
    job_title: 'Delivery Boy',
    company_name: 'Sharma Logistics',
    company_logo: null,
    district: 'up-lucknow',
    district_name: { en: 'Lucknow, Uttar Pradesh', hi: 'लखनऊ, उत्तर प्रदेश' },
    job_location: 'Aminabad',
    salary_from: 15000,
    salary_to: 20000,
    category: 'delivery',
    category_name: { en: 'Delivery', hi: 'डिलीवरी' },
    skills: ['bike-riding', 'other'],
    other_skills: 'Route planning',
    experience: 1,
    job_timings: 0,
    job_type: 1,
    gender: 0,
    qualification: null,
    description: 'Deliver parcels in the city on your own bike.',
    animated_description: null,
    audio_description: null,
    can_contact_emp: true,
    job_status: 0,
    created_at: '2025-03-05T10:00:00.000Z',
    match_reasons: [],
    status: null,
    company_contact: null,
    ...overrides,
  };
}

/** A row of the seeker dashboard. */
export function makeApplication(overrides: Partial<SeekerApplication> = {}): SeekerApplication {
  return {
    ...makeSeekerJob(overrides),
    status: 'Applied',
    updated_at: '2025-03-06T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /job-category as the job pieces read it. */
export const SEEKER_JOB_CATEGORIES = [
  {
    _id: 'delivery',
    name: 'Delivery',
    name_hi: 'डिलीवरी',
    icon: '🛵',
    image: null,
    skills: [
      { _id: 'bike-riding', name: 'Bike riding', name_hi: 'बाइक चलाना' },
      { _id: 'loading', name: 'Loading', name_hi: 'लोडिंग' },
    ],
  },
];

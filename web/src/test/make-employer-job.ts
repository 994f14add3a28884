import type { EmployerJob } from '@kaamkaj/domain';
import { EMPLOYER_ID } from './make-employer';

let next = 0;

/** A posted job; `overrides` change any field. */
export function makeJob(overrides: Partial<EmployerJob> = {}): EmployerJob {
  next += 1;
  return {
    _id: `0196a1ff-3ae5-7030-abae-8a1020740${String(next).padStart(3, '0')}`,
    job_title: 'Delivery Boy',
    company_name: 'Sharma Logistics',
    company_logo: null,
    district: 'up-lucknow',
    job_location: 'Aminabad',
    salary_from: 15000,
    salary_to: 20000,
    category: 'delivery',
    skills: ['bike-riding', 'other'],
    other_skills: 'Route planning',
    openings: 3,
    experience: 1,
    job_timings: 0,
    job_type: 1,
    gender: 0,
    qualification: null,
    description: 'Deliver parcels in the city on your own bike.',
    animated_description: null,
    audio_description: null,
    status: 0,
    deactivation_reason: null,
    can_contact_emp: true,
    animated_jd_required: false,
    audio_jd_required: false,
    applicants: 4,
    hired: 0,
    joined: 0,
    views: 10,
    created_by: EMPLOYER_ID,
    created_at: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

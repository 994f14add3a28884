import type {
  ApplicantCard,
  ApplicantProfile,
  ApplicationStatus,
  EmployerJob,
} from '@kaamkaj/domain';
import { makeJob } from '../../../test/make-employer-job';

export const JOB_ID = '0196a1ff-3ae5-7030-abae-8a1020740aaa';

let next = 0;
const seekerId = () => {
  next += 1;
  return `0196b2ee-3ae5-7030-abae-8a1020741${String(next).padStart(3, '0')}`;
};

/** The employer's job as GET /job/users brings it along. */
export function makeEmployerJob(overrides: Partial<EmployerJob> = {}): EmployerJob {
  return makeJob({ _id: JOB_ID, skills: ['bike-riding'], other_skills: null, ...overrides });
}

/** One applicant card; a Shortlisted one gets the masked contact, as the server sends it. */
export function makeApplicant(overrides: Partial<ApplicantCard> = {}): ApplicantCard {
  const status: ApplicationStatus = overrides.status ?? 'Applied';
  return {
    _id: seekerId(),
    name: 'Ravi Kumar',
    account_deleted: false,
    profile_pic: null,
    address_current: 'up-lucknow',
    status,
    joining: null,
    job_location: 'Aminabad',
    job_title: 'Delivery Boy',
    contact: status === 'Shortlisted' ? 'xxx-xxx-xxxx' : null,
    call_clicks: 0,
    applied_at: '2025-03-06T10:00:00.000Z',
    interview: null,
    ...overrides,
  };
}

/** A full applicant profile; the contact only while Shortlisted. */
export function makeProfile(overrides: Partial<ApplicantProfile> = {}): ApplicantProfile {
  const status: ApplicationStatus = overrides.status ?? 'Applied';
  return {
    _id: seekerId(),
    name: 'Ravi Kumar',
    profile_pic: null,
    contact: status === 'Shortlisted' ? '9876543210' : null,
    gender: 1,
    dob: '1999-03-12',
    about_me: ['hard_working', 'honest'],
    language_known: ['hindi', 'other'],
    language_other: 'Bhojpuri',
    educational_info: [{ institution_name: 'Govt Inter College, Lucknow' }],
    experience: 2,
    qualification: 2,
    technical_cert: [{ cert: 'iti', branch: 'electrician' }],
    speak_english: 1,
    address_current: 'up-lucknow',
    address_home: 'br-patna',
    address_work: null,
    job_intrested: [{ job_category: 'delivery', skills: ['bike-riding', 'loading'] }],
    skills: ['bike-riding', 'loading'],
    video_resume: 'https://files.example/video/ravi.webm',
    salary_from: 12000,
    salary_to: 18000,
    completion: 90,
    status,
    joining: null,
    job: { _id: JOB_ID, job_title: 'Delivery Boy', status: 0 },
    interview: null,
    ...overrides,
  };
}

export const CATEGORIES = [
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

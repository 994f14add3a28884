import type { ApplicationStatus, Joining } from '@kaamkaj/domain';

type Interests = { job_category: string; skills: string[] }[];

/** A demo applicant of Sharma Logistics (issue 6): who they are and where their application is. */
export type DemoApplicant = {
  name: string;
  contact: string;
  lang: 'hi' | 'en';
  gender: number;
  ageBand: number;
  dob: string;
  qualification: number;
  experience: number;
  speakEnglish: number;
  district: string;
  interests: Interests;
  salary: [number, number];
  job: 'delivery' | 'driver';
  status: ApplicationStatus;
  /** A Hired one's Joined / Not Joined (issue 14 item 16). */
  joining?: Joining;
  appliedHoursAgo: number;
};

/**
 * Nine seekers of Lucknow, Kanpur and Jaipur with complete profiles (no photo or video resume),
 * applied to Sharma Logistics' two Open jobs: four Applied, two Shortlisted, one Selected with an
 * interview tomorrow, one Rejected, one Hired who joined. Two write their names in Devanagari.
 */
export const DEMO_APPLICANTS: readonly DemoApplicant[] = [
  {
    name: 'Suresh Yadav',
    contact: '9876500001',
    lang: 'hi',
    gender: 1,
    ageBand: 1,
    dob: '1996-03-12',
    qualification: 2,
    experience: 4,
    speakEnglish: 1,
    district: 'up-lucknow',
    interests: [{ job_category: 'driver', skills: ['hmv-licence', 'truck', 'route-knowledge'] }],
    salary: [20000, 25000],
    job: 'driver',
    status: 'Selected',
    appliedHoursAgo: 100,
  },
  {
    name: 'Deepak Mishra',
    contact: '9876500002',
    lang: 'hi',
    gender: 1,
    ageBand: 2,
    dob: '1991-07-04',
    qualification: 1,
    experience: 5,
    speakEnglish: 0,
    district: 'up-kanpur-nagar',
    interests: [{ job_category: 'driver', skills: ['hmv-licence', 'bus'] }],
    salary: [18000, 24000],
    job: 'driver',
    status: 'Shortlisted',
    appliedHoursAgo: 90,
  },
  {
    name: 'Mohammed Salim',
    contact: '9876500003',
    lang: 'en',
    gender: 1,
    ageBand: 0,
    dob: '2002-01-20',
    qualification: 2,
    experience: 1,
    speakEnglish: 2,
    district: 'up-lucknow',
    interests: [{ job_category: 'delivery', skills: ['own-bike', 'driving-licence'] }],
    salary: [12000, 16000],
    job: 'delivery',
    status: 'Shortlisted',
    appliedHoursAgo: 40,
  },
  {
    name: 'Neha Gupta',
    contact: '9876500004',
    lang: 'en',
    gender: 0,
    ageBand: 1,
    dob: '1998-11-02',
    qualification: 3,
    experience: 2,
    speakEnglish: 2,
    district: 'rj-jaipur',
    interests: [{ job_category: 'delivery', skills: ['parcel-delivery', 'smartphone-apps'] }],
    salary: [14000, 18000],
    job: 'delivery',
    status: 'Rejected',
    appliedHoursAgo: 36,
  },
  {
    name: 'राजेश कुमार',
    contact: '9876500005',
    lang: 'hi',
    gender: 1,
    ageBand: 3,
    dob: '1985-05-18',
    qualification: 1,
    experience: 7,
    speakEnglish: 0,
    district: 'up-kanpur-nagar',
    interests: [
      { job_category: 'driver', skills: ['hmv-licence', 'truck'] },
      { job_category: 'electrician', skills: ['house-wiring'] },
    ],
    salary: [22000, 28000],
    job: 'driver',
    status: 'Applied',
    appliedHoursAgo: 30,
  },
  {
    name: 'Arjun Singh',
    contact: '9876500006',
    lang: 'en',
    gender: 1,
    ageBand: 1,
    dob: '1997-09-25',
    qualification: 2,
    experience: 3,
    speakEnglish: 1,
    district: 'rj-jaipur',
    interests: [
      { job_category: 'delivery', skills: ['own-bike', 'cash-on-delivery'] },
      { job_category: 'security-guard', skills: ['night-duty', 'gate-register'] },
    ],
    salary: [13000, 17000],
    job: 'delivery',
    status: 'Applied',
    appliedHoursAgo: 20,
  },
  {
    name: 'सुनीता देवी',
    contact: '9876500007',
    lang: 'hi',
    gender: 0,
    ageBand: 2,
    dob: '1992-02-14',
    qualification: 1,
    experience: 2,
    speakEnglish: 0,
    district: 'up-lucknow',
    interests: [
      { job_category: 'security-guard', skills: ['gate-register', 'cctv-monitoring'] },
      { job_category: 'delivery', skills: ['grocery-delivery'] },
    ],
    salary: [10000, 13000],
    job: 'delivery',
    status: 'Applied',
    appliedHoursAgo: 8,
  },
  {
    name: 'Vikas Chauhan',
    contact: '9876500008',
    lang: 'en',
    gender: 1,
    ageBand: 1,
    dob: '1995-12-30',
    qualification: 3,
    experience: 3,
    speakEnglish: 2,
    district: 'rj-jaipur',
    interests: [
      { job_category: 'electrician', skills: ['industrial-wiring', 'panel-db'] },
      { job_category: 'driver', skills: ['lmv-licence'] },
    ],
    salary: [16000, 22000],
    job: 'driver',
    status: 'Applied',
    appliedHoursAgo: 3,
  },
  {
    name: 'Manoj Tiwari',
    contact: '9876500009',
    lang: 'hi',
    gender: 1,
    ageBand: 2,
    dob: '1989-05-21',
    qualification: 1,
    experience: 5,
    speakEnglish: 0,
    district: 'up-lucknow',
    interests: [{ job_category: 'driver', skills: ['hmv-licence', 'truck'] }],
    salary: [20000, 26000],
    job: 'driver',
    status: 'Hired',
    joining: 'Joined',
    appliedHoursAgo: 240,
  },
];

import type { EmployerRecord } from '@kaamkaj/domain';

export const EMPLOYER_ID = '01a1ff19-3ae5-7030-abae-8a102074de21';

/** An employer whose company is saved and not yet verified; `overrides` change the rest. */
export function makeEmployer(overrides: Partial<EmployerRecord> = {}): EmployerRecord {
  return {
    _id: EMPLOYER_ID,
    role: 2,
    is_superadmin: false,
    contact: '9876543210',
    contact_verified: true,
    email: 'hr@sharmalogistics.in',
    email_verified: true,
    name: 'Ravi Sharma',
    lang: 'en',
    opt_in: true,
    profile_status: 2,
    is_premium: false,
    created_at: '2025-01-01T00:00:00.000Z',
    jobs: [],
    hiring_for: 'my_company',
    organization_type: 'company',
    company_name: 'Sharma Logistics',
    address: 'Plot 12, Transport Nagar',
    pincode: '226012',
    about_company: null,
    industry: 'logistics',
    district: 'up-lucknow',
    contact_person_name: null,
    contact_person_number: null,
    profile_pic: null,
    profile_pic_url: null,
    verification_status: 'Not Initiated',
    verification_feedback: null,
    verification: null,
    email_change: null,
    ...overrides,
  };
}

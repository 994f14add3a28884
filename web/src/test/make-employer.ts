import type { EmployerRecord } from '@kaamkaj/domain';

export const EMPLOYER_ID = '01a1ff19-3ae5-7030-abae-8a102074de31';

/** A new employer (signed in by e-mail, no company yet); `overrides` fill fields in. */
export function makeEmployer(overrides: Partial<EmployerRecord> = {}): EmployerRecord {
  return {
    _id: EMPLOYER_ID,
    role: 2,
    is_superadmin: false,
    contact: null,
    contact_verified: false,
    email: 'hr@sharmalogistics.in',
    email_verified: true,
    name: null,
    lang: null,
    opt_in: true,
    profile_status: 0,
    is_premium: false,
    premium_until: null,
    created_at: '2025-01-01T00:00:00.000Z',
    jobs: [],
    hiring_for: null,
    organization_type: null,
    company_name: null,
    address: null,
    pincode: null,
    about_company: null,
    industry: null,
    district: null,
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

/** The employer once /companydetail is saved. */
export function makeCompany(overrides: Partial<EmployerRecord> = {}): EmployerRecord {
  return makeEmployer({
    name: 'Ravi Sharma',
    contact: '9876543210',
    profile_status: 2,
    hiring_for: 'my_company',
    organization_type: 'company',
    company_name: 'Sharma Logistics',
    address: '12, Transport Nagar',
    pincode: '226012',
    about_company: 'Trucks and warehouses across Uttar Pradesh.',
    industry: 'logistics',
    district: 'up-lucknow',
    contact_person_name: 'Sunita',
    contact_person_number: '9123456780',
    ...overrides,
  });
}

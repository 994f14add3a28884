import { describe, expect, it } from 'vitest';
import { DecisionBody } from '../admin/admin.schemas';
import {
  CompanyDetailBody,
  EmailChangeBody,
  EmployerProfileBody,
  VerificationBody,
} from './company.schemas';
import { isFreeMail, isValidDocNumber, verificationKindsOf } from './verification';

const ID = '01234567-89ab-7def-8123-456789abcdef';
const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).reduce<Record<string, string>>((all, i) => {
    all[i.path.join('.')] ??= i.message;
    return all;
  }, {});

const company = {
  _id: ID,
  name: 'Anita Sharma',
  email: 'HR@SharmaLogistics.in',
  contact: '9123456780',
  hiring_for: 'my_company',
  organization_type: 'company',
  company_name: 'Sharma Logistics',
  address: '12, Transport Nagar, Sector-5',
  pincode: '226012',
  industry: 'logistics',
  district: 'up-lucknow',
};

describe('CompanyDetailBody (spec 001 §5 employer basic details)', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const parsed = CompanyDetailBody.parse(company);
    expect(parsed.email).toBe('hr@sharmalogistics.in');
    expect(parsed.company_name).toBe('Sharma Logistics');
  });

  it.each([
    ['name', '', 'employerNameRequired'],
    ['name', 'Anita@Sharma', 'employerNameLetters'],
    ['name', 'Al', 'employerNameMin'],
    ['name', 'A'.repeat(31), 'employerNameMax'],
    ['email', 'not-an-email', 'emailInvalid'],
    ['contact', '12345', 'mobileInvalid'],
    ['company_name', 'Abc', 'companyNameMin'],
    ['company_name', 'A'.repeat(51), 'companyNameMax50'],
    ['company_name', '@Sharma Logistics', 'companyNamePattern'],
    ['address', '#12 Nagar', 'addressPattern'],
    ['address', 'A'.repeat(101), 'addressMax'],
    ['pincode', '22601', 'pincodeInvalid'],
    ['pincode', '026012', 'pincodeInvalid'],
    ['industry', 'mining-on-mars', 'invalidChoice'],
    ['district', 'nowhere', 'districtInvalid'],
    ['organization_type', 'client', 'orgTypeRequired'],
    ['about_company', 'x'.repeat(501), 'aboutCompanyMax'],
    ['contact_person_name', 'Ravi 2', 'alphabetsOnly'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(issues(CompanyDetailBody.safeParse({ ...company, [field]: value }))[field]).toBe(
      message,
    );
  });

  it('refuses fields it does not know', () => {
    expect(issues(CompanyDetailBody.safeParse({ ...company, is_premium: true }))).toEqual({
      '': 'unknownField',
    });
  });
});

describe('EmployerProfileBody (spec 001 §6 read-only fields)', () => {
  it.each(['name', 'email', 'contact'])('refuses %s', (field) => {
    expect(issues(EmployerProfileBody.safeParse({ _id: ID, [field]: 'x' }))[field]).toBe(
      'readOnly',
    );
  });
  it('accepts organisation fields', () => {
    expect(EmployerProfileBody.safeParse({ _id: ID, pincode: '110001' }).success).toBe(true);
  });
});

describe('EmailChangeBody (spec 001 §5 update e-mail)', () => {
  it.each([
    ['', 'newEmailRequired'],
    ['abc', 'newEmailInvalid'],
  ])('%j gives %s', (value, message) => {
    const r = EmailChangeBody.safeParse({
      _id: ID,
      update_email_request: 'Open',
      new_email: value,
    });
    expect(issues(r).new_email).toBe(message);
  });
});

describe('document numbers (spec 001 §5 verification)', () => {
  it.each([
    ['gst', '22AAAAA0000A1Z5', true],
    ['gst', '22aaaaa0000a1z5', true],
    ['gst', '22AAAAA0000A1X5', false],
    ['pan', 'ABCDE1234F', true],
    ['pan', 'ABCD1234F', false],
    ['individualPan', 'ABCPE1234F', true],
    ['individualPan', 'ABCCE1234F', false],
    ['crn', '123456', true],
    ['crn', '12345', false],
    ['cin', 'L17110MH1973PLC019786', true],
    ['cin', 'X17110MH1973PLC019786', false],
    ['aadhar_card', '2345 6789 0123', true],
    ['aadhar_card', '012345678901', false],
    ['shop_est_act', 'MH/12345/2020', true],
    ['shop_est_act', '/12', false],
    ['food_license', '10012345678901', true],
    ['food_license', '1001234567890', false],
  ] as const)('%s %s is %s', (type, value, ok) => {
    expect(isValidDocNumber(type, value)).toBe(ok);
  });

  it('knows free-mail domains', () => {
    expect(isFreeMail('owner@Gmail.com')).toBe(true);
    expect(isFreeMail('hr@sharmalogistics.in')).toBe(false);
  });

  it('offers each organisation type its own kinds', () => {
    expect(verificationKindsOf('consultancy')).toContain('individualPan');
    expect(verificationKindsOf('company')).not.toContain('individualPan');
    expect(verificationKindsOf('company')).toContain('food_license');
  });
});

describe('VerificationBody', () => {
  const body = (documents: unknown, organization_type = 'company') => ({
    organization_type,
    company_name: 'Sharma Logistics',
    documents,
  });

  it('turns a GST proof into one normalised request', () => {
    expect(
      VerificationBody.parse(body({ gst: { doc_no: '22aaaaa0000a1z5', files: [ID] } })),
    ).toEqual({
      organization_type: 'company',
      company_name: 'Sharma Logistics',
      kind: 'gst',
      doc_no: '22AAAAA0000A1Z5',
      files: [ID],
    });
  });

  it.each([
    [{}, 'documents', 'verificationTypeRequired'],
    [
      { gst: { doc_no: '1', files: [ID] }, pan: { doc_no: '1' } },
      'documents',
      'verificationTypeRequired',
    ],
    [
      { individualPan: { doc_no: 'ABCPE1234F', files: [ID] } },
      'documents',
      'verificationTypeInvalid',
    ],
    [{ gst: { doc_no: ' ', files: [ID] } }, 'documents.gst.doc_no', 'docNumberRequired'],
    [{ gst: { doc_no: '22AAAAA', files: [ID] } }, 'documents.gst.doc_no', 'docNumberInvalid'],
    [{ gst: { doc_no: '22AAAAA0000A1Z5' } }, 'documents.gst.files', 'docFileRequired'],
    [{ email_id: { doc_no: 'me@gmail.com' } }, 'documents.email_id.doc_no', 'freeMail'],
    [{ email_id: { doc_no: 'me@' } }, 'documents.email_id.doc_no', 'emailInvalid'],
  ])('%j gives %s: %s', (documents, path, message) => {
    expect(issues(VerificationBody.safeParse(body(documents)))[path]).toBe(message);
  });

  it('takes a business e-mail without files', () => {
    const r = VerificationBody.parse(body({ email_id: { doc_no: 'HR@SharmaLogistics.in' } }));
    expect(r).toMatchObject({ kind: 'email', doc_no: 'hr@sharmalogistics.in', files: [] });
  });
});

describe('DecisionBody (admin)', () => {
  it('needs a reason to decline', () => {
    expect(issues(DecisionBody.safeParse({ decision: 'decline' })).reason).toBe('reasonRequired');
    expect(DecisionBody.safeParse({ decision: 'approve' }).success).toBe(true);
  });
});

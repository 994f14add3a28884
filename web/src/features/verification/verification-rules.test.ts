import { isValidDocNumber } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { checkVerification } from './verification-check';
import {
  DOC_EXAMPLES,
  documentProblem,
  kindOptions,
  type VerificationValues,
  verificationBody,
} from './verification-rules';

const pdf = new File(['%PDF'], 'gst.pdf', { type: 'application/pdf' });
const values = (over: Partial<VerificationValues> = {}): VerificationValues => ({
  organization_type: 'company',
  company_name: 'Sharma Logistics',
  kind: 'gst',
  doc_no: '22AAAAA0000A1Z5',
  email: '',
  file: pdf,
  ...over,
});
const errorsOf = (v: VerificationValues) =>
  Object.fromEntries(checkVerification(v).map((i) => [i.path.join('.'), i.message]));

describe('verification types per organisation (spec 001 §5)', () => {
  it('offers a company e-mail, GST, PAN, CRN, CIN, Aadhar, Establishment and Food License', () => {
    expect(kindOptions('company', 'en')).toEqual([
      { value: 'email', label: 'Business Email' },
      { value: 'gst', label: 'GST' },
      { value: 'pan', label: 'PAN' },
      { value: 'crn', label: 'CRN' },
      { value: 'cin', label: 'CIN' },
      { value: 'aadhar_card', label: 'Aadhar' },
      { value: 'shop_est_act', label: 'Establishment' },
      { value: 'food_license', label: 'Food License' },
    ]);
  });

  it('offers a consultancy e-mail, GST, PAN, CRN and an individual PAN, labelled in Hindi', () => {
    expect(kindOptions('consultancy', 'hi').map((o) => o.value)).toEqual([
      'email',
      'gst',
      'pan',
      'crn',
      'individualPan',
    ]);
    expect(kindOptions('consultancy', 'hi')[4]?.label).toBe('व्यक्तिगत पैन');
    expect(kindOptions(undefined, 'en')).toEqual([]);
  });

  it('gives a format hint that the domain pattern accepts, for every document type', () => {
    for (const [type, example] of Object.entries(DOC_EXAMPLES)) {
      expect(isValidDocNumber(type as keyof typeof DOC_EXAMPLES, example), type).toBe(true);
    }
  });
});

describe('the verification body (spec 001 §3)', () => {
  it('puts a document under its key with the uploaded file id', () => {
    expect(verificationBody(values(), 'f-1')).toEqual({
      organization_type: 'company',
      company_name: 'Sharma Logistics',
      documents: { gst: { doc_no: '22AAAAA0000A1Z5', files: ['f-1'] } },
    });
  });

  it('puts a business e-mail under email_id with no file', () => {
    const body = verificationBody(values({ kind: 'email', email: ' hr@sharma.in ' }));
    expect(body.documents).toEqual({ email_id: { doc_no: 'hr@sharma.in' } });
  });
});

describe('the form checks (domain VerificationBody)', () => {
  it('accepts a valid GST number with a file', () => {
    expect(checkVerification(values())).toEqual([]);
  });

  it('refuses a document number of the wrong format, and a missing file', () => {
    expect(errorsOf(values({ doc_no: 'ABC123', file: null }))).toEqual({
      'documents.gst.doc_no': 'docNumberInvalid',
      'documents.gst.files': 'docFileRequired',
    });
    expect(errorsOf(values({ kind: 'aadhar_card', doc_no: '012345678901' }))).toEqual({
      'documents.aadhar_card.doc_no': 'docNumberInvalid',
    });
    expect(errorsOf(values({ doc_no: '' }))).toEqual({
      'documents.gst.doc_no': 'docNumberRequired',
    });
  });

  it('refuses a free e-mail address, also on the phone', () => {
    expect(errorsOf(values({ kind: 'email', email: 'ravi@gmail.com' }))).toEqual({
      'documents.email_id.doc_no': 'freeMail',
    });
  });

  it('reports the name and the document at once', () => {
    expect(errorsOf(values({ company_name: 'Abc', doc_no: '123' }))).toEqual({
      company_name: 'companyNameMin',
      'documents.gst.doc_no': 'docNumberInvalid',
    });
  });

  it('asks for a type, and refuses one the organisation may not use', () => {
    expect(errorsOf(values({ kind: undefined }))).toEqual({
      documents: 'verificationTypeRequired',
    });
    expect(errorsOf(values({ kind: 'individualPan', doc_no: 'ABCPE1234F' }))).toEqual({
      documents: 'verificationTypeInvalid',
    });
  });
});

describe('document files (spec 001 §5)', () => {
  it('takes an image or a PDF under 5 MB only', () => {
    expect(documentProblem(pdf)).toBeNull();
    expect(documentProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(documentProblem({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe(
      'fileType',
    );
    expect(documentProblem({ name: 'a.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 })).toBe(
      'fileSize',
    );
  });
});

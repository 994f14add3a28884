import { z } from 'zod';
import { Id, Mobile, otpField, requiredText, unknownField, whenValid } from '../common/fields';
import { EMAIL_PATTERN } from '../common/patterns';
import { codeOf, DistrictId } from '../profile/profile.fields';
import { HIRING_FOR, INDUSTRY } from '../reference/codes-jobs';
import {
  DOCUMENT_NUMBER_PATTERNS,
  type DocumentType,
  isFreeMail,
  isValidDocNumber,
  normaliseDocNumber,
  type VerificationKind,
  verificationKindsOf,
} from './verification';

// spec 001 §5 "Employer basic details": a person's name, no special characters, 3 to 30.
export const EmployerName = requiredText('employerNameRequired')
  .max(30, { error: 'employerNameMax' })
  .regex(/^[\p{L}\p{M} .]+$/u, { error: 'employerNameLetters' })
  .refine((v) => v.replace(/[^\p{L}]/gu, '').length >= 3, { error: 'employerNameMin' })
  .transform((v) => v.replace(/\s+/g, ' '));

// E-mail required, valid, stored lower-cased.
export const EmailAddress = requiredText('emailRequired')
  .max(254, { error: 'emailInvalid' })
  .transform((v) => v.toLowerCase())
  .refine((v) => EMAIL_PATTERN.test(v), { error: 'emailInvalid' });

// Company or client name: no leading special character; letters, digits and & . , ' ( ) - /.
const COMPANY_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &.,'()/-]*$/u;
export function companyNameField(max: 50 | 100) {
  return requiredText('companyNameRequired')
    .min(5, { error: 'companyNameMin' })
    .max(max, { error: max === 50 ? 'companyNameMax50' : 'companyNameMax100' })
    .regex(COMPANY_NAME, { error: 'companyNamePattern' })
    .transform((v) => v.replace(/\s+/g, ' '));
}

// spec 001 §5 company address: max 100, alphanumeric plus '.', ',' and '-', no leading special.
export const CompanyAddress = requiredText('addressRequired')
  .max(100, { error: 'addressMax' })
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,/#-]*$/u, { error: 'addressPattern' });

export const Pincode = requiredText('pincodeRequired').regex(/^[1-9]\d{5}$/, {
  error: 'pincodeInvalid',
});

export const AboutCompany = z.string().trim().max(500, { error: 'aboutCompanyMax' });

// Contact person: letters only, at most 30 (spec 001 §5).
export const ContactPersonName = z
  .string()
  .trim()
  .max(30, { error: 'contactPersonMax' })
  .regex(/^[\p{L}\p{M} ]*$/u, { error: 'alphabetsOnly' });

export const OrganizationType = z.enum(['company', 'consultancy'], { error: 'orgTypeRequired' });
export type OrganizationType = z.infer<typeof OrganizationType>;

/** Company details a new employer saves on /companydetail (spec 001 §2, §5); profile_status 2. */
export const CompanyDetailBody = z
  .object(
    {
      _id: Id,
      name: EmployerName,
      email: EmailAddress,
      contact: Mobile,
      hiring_for: codeOf(HIRING_FOR),
      organization_type: OrganizationType,
      company_name: companyNameField(50),
      address: CompanyAddress,
      pincode: Pincode,
      about_company: AboutCompany.optional(),
      industry: codeOf(INDUSTRY),
      district: DistrictId,
      contact_person_name: ContactPersonName.optional(),
      contact_person_number: z.union([Mobile, z.literal('')]).optional(),
      profile_status: z.literal(2, { error: 'invalidChoice' }).optional(),
    },
    unknownField,
  )
  .strict();
export type CompanyDetailBody = z.infer<typeof CompanyDetailBody>;

// spec 001 §6: name, e-mail and mobile never change here; the company name once present.
export const EMPLOYER_READ_ONLY_FIELDS = ['name', 'email', 'contact'] as const;

const readOnly = z.unknown().refine(() => false, { error: 'readOnly' });

/** Edits on /recruiterEdit (spec 001 §2): the organisation form and the photo. */
export const EmployerProfileBody = z
  .object(
    {
      _id: Id,
      hiring_for: codeOf(HIRING_FOR).optional(),
      organization_type: OrganizationType.optional(),
      company_name: companyNameField(50).optional(),
      address: CompanyAddress.optional(),
      pincode: Pincode.optional(),
      about_company: AboutCompany.optional(),
      industry: codeOf(INDUSTRY).optional(),
      district: DistrictId.optional(),
      contact_person_name: ContactPersonName.optional(),
      contact_person_number: z.union([Mobile, z.literal('')]).optional(),
      profile_pic: Id.nullable().optional(),
      opt_in: z.boolean({ error: 'booleanInvalid' }).optional(),
      lang: z.enum(['hi', 'en'], { error: 'invalidChoice' }).optional(),
      ...Object.fromEntries(EMPLOYER_READ_ONLY_FIELDS.map((f) => [f, readOnly.optional()])),
    },
    unknownField,
  )
  .strict();
export type EmployerProfileBody = z.infer<typeof EmployerProfileBody>;

/** spec 001 §4 "E-mail change": stored as an Open request; an admin approves it. */
export const EmailChangeBody = z
  .object(
    {
      _id: Id,
      update_email_request: z.literal('Open', { error: 'invalidChoice' }),
      new_email: requiredText('newEmailRequired')
        .max(254, { error: 'newEmailInvalid' })
        .transform((v) => v.toLowerCase())
        .refine((v) => EMAIL_PATTERN.test(v), { error: 'newEmailInvalid' }),
    },
    unknownField,
  )
  .strict();
export type EmailChangeBody = z.infer<typeof EmailChangeBody>;

/**
 * issue 15 item 6: the contact an employer adds to the account (the mobile of one who signed in
 * by e-mail, the e-mail of one who signed in by mobile) is proven by a code sent to it before it
 * is stored. One of the two, named as on the company details form.
 */
const ContactFields = {
  contact: Mobile.optional(),
  email: EmailAddress.optional(),
};
const oneContact = (body: { contact?: string | undefined; email?: string | undefined }) =>
  (body.contact === undefined) !== (body.email === undefined);
const ONE_CONTACT = {
  path: ['contact'],
  error: 'contactDetailsRequired',
  when: whenValid('contact', 'email'),
};

/** POST /user/v2/contact/code: send a code to the mobile or e-mail to be added. */
export const ContactCodeBody = z
  .object(ContactFields, unknownField)
  .strict()
  .refine(oneContact, ONE_CONTACT);
export type ContactCodeBody = z.infer<typeof ContactCodeBody>;

/** POST /user/v2/contact/verify: the code sent to it; right -> stored as proven. */
export function contactVerifyBody(otpLength: number) {
  return z
    .object({ ...ContactFields, otp: otpField(otpLength) }, unknownField)
    .strict()
    .refine(oneContact, ONE_CONTACT);
}
export type ContactVerifyBody = z.infer<ReturnType<typeof contactVerifyBody>>;

const DocumentEntry = z.object(
  {
    doc_no: z.string({ error: 'docNumberRequired' }),
    files: z.array(Id).max(3).optional(),
  },
  unknownField,
);

/**
 * spec 001 §3 "Verification": one proof under its key — {gst: {doc_no, files: [fileId]}} — or a
 * business e-mail under email_id: {doc_no: email}. Documents are uploaded first as private files.
 */
export const VerificationBody = z
  .object(
    {
      organization_type: OrganizationType,
      company_name: companyNameField(100),
      documents: z.record(z.string(), DocumentEntry, { error: 'verificationTypeRequired' }),
    },
    unknownField,
  )
  .strict()
  .superRefine((body, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const keys = Object.keys(body.documents);
    if (keys.length !== 1) return add(['documents'], 'verificationTypeRequired');
    const key = keys[0] as string;
    const kind = verificationKindOfKey(key);
    if (!kind || !verificationKindsOf(body.organization_type).includes(kind)) {
      return add(['documents'], 'verificationTypeInvalid');
    }
    const entry = body.documents[key] as z.infer<typeof DocumentEntry>;
    const docNo = entry.doc_no.trim();
    if (!docNo) return add(['documents', key, 'doc_no'], 'docNumberRequired');
    if (kind === 'email') {
      const email = docNo.toLowerCase();
      if (!EMAIL_PATTERN.test(email)) return add(['documents', key, 'doc_no'], 'emailInvalid');
      if (isFreeMail(email)) return add(['documents', key, 'doc_no'], 'freeMail');
      return;
    }
    if (!isValidDocNumber(kind, docNo)) add(['documents', key, 'doc_no'], 'docNumberInvalid');
    if (!entry.files?.length) add(['documents', key, 'files'], 'docFileRequired');
  })
  .transform((body) => {
    const key = Object.keys(body.documents)[0] as string;
    const kind = verificationKindOfKey(key) as VerificationKind;
    const entry = body.documents[key] as z.infer<typeof DocumentEntry>;
    return {
      organization_type: body.organization_type,
      company_name: body.company_name,
      kind,
      doc_no:
        kind === 'email' ? entry.doc_no.trim().toLowerCase() : normaliseDocNumber(entry.doc_no),
      files: kind === 'email' ? [] : (entry.files ?? []),
    };
  });
export type VerificationBody = z.input<typeof VerificationBody>;
export type VerificationRequest = z.output<typeof VerificationBody>;

function verificationKindOfKey(key: string): VerificationKind | undefined {
  if (key === 'email_id') return 'email';
  return Object.hasOwn(DOCUMENT_NUMBER_PATTERNS, key) ? (key as DocumentType) : undefined;
}

/** The code sent to a business e-mail (spec 001 §2 "give an e-mail"). */
export const VerificationEmailConfirmBody = z.object({ otp: requiredText('otpRequired') });

import {
  CompanyDetailBody,
  EmailChangeBody,
  EmployerProfileBody,
  messageText,
  PROFILE_STATUS,
  ProfileUpdateBody,
} from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { companies, emailChangeRequests, users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { parseWith } from '../../platform/validation';
import { filesService } from '../files/files.service';
import { isUnprovenClaim } from '../users/contact-claim';
import { employerRecord, findCompany } from './company.record';
import { contactTaken, contactUnproven, holderOf } from './contact-proof.service';

type UserRow = typeof users.$inferSelect;
type CompanySet = Partial<typeof companies.$inferInsert>;

// spec 001 §4: the organisation type may change only before verification starts or after a
// decline; once In Progress or Approved the proof is tied to it.
export const ORG_TYPE_CHANGEABLE = ['Not Initiated', 'Declined'];

const READ_ONLY = messageText('readOnly');
const readOnly = (field: string) =>
  new AppError(400, 'READ_ONLY_FIELD', READ_ONLY, { [field]: READ_ONLY });
const fieldError = (code: string, field: string, key: string) =>
  badRequest(code, messageText(key), { [field]: messageText(key) });

const SETTINGS_KEYS = new Set(['_id', 'lang', 'opt_in']);
const EMPLOYER_KEYS = new Set([
  ...Object.keys(CompanyDetailBody.shape),
  ...Object.keys(EmployerProfileBody.shape),
  ...Object.keys(EmailChangeBody.shape),
]);
const SEEKER_ONLY_KEYS = Object.keys(ProfileUpdateBody.shape).filter((k) => !EMPLOYER_KEYS.has(k));

export type EmployerBodyShape = 'details' | 'email' | 'profile';

/**
 * PUT /user/v2/profile carries three employer bodies (spec 001 §7): the e-mail change request,
 * the first company details (until profile_status 2) and later profile edits.
 */
export function employerBodyShape(
  body: Record<string, unknown>,
  profileStatus: number,
): EmployerBodyShape {
  if ('update_email_request' in body || 'new_email' in body) return 'email';
  const settingsOnly = Object.keys(body).every((k) => SETTINGS_KEYS.has(k));
  if (profileStatus < PROFILE_STATUS.COMPLETE && !settingsOnly) return 'details';
  return 'profile';
}

/** The employer's side of the profile route and the e-mail change (spec 001 §2, §4, §6). */
export function companyService(ctx: AppContext) {
  const fileService = filesService(ctx);
  const record = (tx: Tx, id: string) => employerRecord(tx, ctx.storage, id);

  async function loadUser(tx: Tx, userId: string): Promise<UserRow> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    return user;
  }

  /**
   * spec 001 §5 "Employer basic details": e-mail and mobile are read only when on file. One not
   * on file is added only once proven by its code (POST /user/v2/contact/verify, issue 15 item
   * 6): this form never stores a contact, so an unproven one never takes a number from its owner.
   */
  async function checkIdentity(tx: Tx, user: UserRow, body: CompanyDetailBody) {
    if (user.email && user.email !== body.email) throw readOnly('email');
    if (user.contact && user.contact !== body.contact) throw readOnly('contact');
    for (const field of ['email', 'contact'] as const) {
      if (user[field]) continue;
      const holder = await holderOf(tx, field, body[field], user.id);
      if (holder && !isUnprovenClaim(holder, field)) throw contactTaken(field);
      throw contactUnproven(field);
    }
  }

  // spec 001 §2 /companydetail, §4 "Employer onboarding": saved with profile_status 2.
  async function saveCompanyDetails(userId: string, body: CompanyDetailBody) {
    return ctx.db.transaction(async (tx) => {
      const user = await loadUser(tx, userId);
      if (user.profileStatus >= PROFILE_STATUS.COMPLETE) {
        throw badRequest('COMPANY_DETAILS_SAVED', 'Company details are already saved');
      }
      await checkIdentity(tx, user, body);
      const values = {
        hiringFor: body.hiring_for,
        organizationType: body.organization_type,
        companyName: body.company_name,
        address: body.address,
        pincode: body.pincode,
        aboutCompany: body.about_company || null,
        industry: body.industry,
        district: body.district,
        contactPersonName: body.contact_person_name || null,
        contactPersonNumber: body.contact_person_number || null,
        updatedAt: new Date(),
      };
      await tx
        .insert(companies)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: companies.userId, set: values });
      await tx
        .update(users)
        .set({
          name: body.name,
          profileStatus: PROFILE_STATUS.COMPLETE,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      return record(tx, userId);
    });
  }

  // spec 001 §2 /recruiterEdit, §6: name, e-mail, mobile (schema) and company name are fixed.
  async function updateProfile(userId: string, body: EmployerProfileBody) {
    return ctx.db.transaction(async (tx) => {
      const { _id, lang, opt_in, profile_pic, company_name, ...org } = body;
      const company = await findCompany(tx, userId);
      const touchesCompany =
        profile_pic !== undefined ||
        company_name !== undefined ||
        Object.values(org).some((v) => v !== undefined);
      if (touchesCompany && !company) {
        throw badRequest('COMPANY_DETAILS_MISSING', 'Please save your company details first');
      }
      const set: CompanySet = {};
      if (company && company_name !== undefined && company_name !== company.companyName) {
        throw readOnly('company_name');
      }
      if (
        company &&
        org.organization_type !== undefined &&
        org.organization_type !== company.organizationType
      ) {
        if (!ORG_TYPE_CHANGEABLE.includes(company.verificationStatus)) {
          const text = 'Organisation type cannot be changed once verification has started';
          throw new AppError(400, 'ORG_TYPE_LOCKED', text, { organization_type: text });
        }
        set.organizationType = org.organization_type;
      }
      if (org.hiring_for !== undefined) set.hiringFor = org.hiring_for;
      if (org.address !== undefined) set.address = org.address;
      if (org.pincode !== undefined) set.pincode = org.pincode;
      if (org.about_company !== undefined) set.aboutCompany = org.about_company || null;
      if (org.industry !== undefined) set.industry = org.industry;
      if (org.district !== undefined) set.district = org.district;
      if (org.contact_person_name !== undefined)
        set.contactPersonName = org.contact_person_name || null;
      if (org.contact_person_number !== undefined)
        set.contactPersonNumber = org.contact_person_number || null;
      if (profile_pic !== undefined) {
        set.profilePicFile = profile_pic
          ? (await fileService.requireReady(tx, userId, profile_pic, 'profile_pic', 'profile_pic'))
              .id
          : null;
      }
      if (company && Object.keys(set).length > 0) {
        await tx
          .update(companies)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(companies.userId, userId));
      }
      const userSet: Partial<typeof users.$inferInsert> = {};
      if (lang !== undefined) userSet.lang = lang;
      if (opt_in !== undefined) Object.assign(userSet, { optIn: opt_in, optInAt: new Date() });
      if (Object.keys(userSet).length > 0) {
        await tx
          .update(users)
          .set({ ...userSet, updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
      return record(tx, userId);
    });
  }

  // spec 001 §3 "Email change", §4: an Open request; users.email changes on an admin's approval.
  async function requestEmailChange(userId: string, body: EmailChangeBody) {
    const open = () => fieldError('EMAIL_REQUEST_OPEN', 'new_email', 'emailRequestOpen');
    try {
      return await ctx.db.transaction(async (tx) => {
        const user = await loadUser(tx, userId);
        if (user.email === body.new_email) {
          throw fieldError('VALIDATION_FAILED', 'new_email', 'emailSame');
        }
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, body.new_email));
        if (taken) throw fieldError('VALIDATION_FAILED', 'new_email', 'emailTaken');
        const [pending] = await tx
          .select({ id: emailChangeRequests.id })
          .from(emailChangeRequests)
          .where(
            and(eq(emailChangeRequests.userId, userId), eq(emailChangeRequests.status, 'Open')),
          );
        if (pending) throw open();
        await tx
          .insert(emailChangeRequests)
          .values({ id: newId(), userId, newEmail: body.new_email, status: 'Open' });
        return record(tx, userId);
      });
    } catch (err) {
      // Two requests at once: the partial unique index keeps one open.
      if (isUniqueViolation(err)) throw open();
      throw err;
    }
  }

  /** One employer body of PUT /user/v2/profile: its message and the fresh EmployerRecord. */
  async function saveEmployerBody(user: { id: string }, raw: Record<string, unknown>) {
    const seekerField = SEEKER_ONLY_KEYS.find((k) => k in raw);
    if (seekerField) throw forbidden('Only job seekers have this profile section');
    const [row] = await ctx.db
      .select({ profileStatus: users.profileStatus })
      .from(users)
      .where(eq(users.id, user.id));
    const shape = employerBodyShape(raw, row?.profileStatus ?? 0);
    if (shape === 'email') {
      const data = await requestEmailChange(user.id, parseWith(EmailChangeBody, raw));
      return { message: 'Email change request submitted', data };
    }
    if (shape === 'details') {
      const data = await saveCompanyDetails(user.id, parseWith(CompanyDetailBody, raw));
      return { message: 'Your profile created successfully.', data };
    }
    const data = await updateProfile(user.id, parseWith(EmployerProfileBody, raw));
    return { message: 'Profile updated successfully', data };
  }

  return { saveEmployerBody, saveCompanyDetails, updateProfile, requestEmailChange };
}

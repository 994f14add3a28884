import type { EmployerRecord, VerificationKind, VerificationStatus } from '@kaamkaj/domain';
import { desc, eq } from 'drizzle-orm';
import type { Storage } from '../../platform/adapters/storage';
import type { Executor } from '../../platform/db/client';
import {
  companies,
  emailChangeRequests,
  files,
  users,
  verificationRequests,
} from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { toUserRecord } from '../users/user.record';

export type CompanyRow = typeof companies.$inferSelect;
export type VerificationRow = typeof verificationRequests.$inferSelect;
type EmailRequestRow = typeof emailChangeRequests.$inferSelect;

export async function findCompany(db: Executor, userId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.userId, userId));
  return row;
}

/** The newest proof is the live one (spec 001 §3 "Verification"). */
export async function latestVerification(
  db: Executor,
  companyId: string,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.companyId, companyId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return row;
}

async function latestEmailRequest(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, userId))
    .orderBy(desc(emailChangeRequests.createdAt), desc(emailChangeRequests.id))
    .limit(1);
  return row;
}

async function publicFileUrl(db: Executor, storage: Storage, fileId: string | null) {
  if (!fileId) return null;
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row?.isPublic ? storage.publicUrl(row.objectKey) : null;
}

export function verificationView(row: VerificationRow | undefined): EmployerRecord['verification'] {
  if (!row) return null;
  return {
    kind: row.kind as VerificationKind,
    doc_no: row.docNo,
    state: row.state as NonNullable<EmployerRecord['verification']>['state'],
    created_at: row.createdAt.toISOString(),
  };
}

function emailChangeView(row: EmailRequestRow | undefined): EmployerRecord['email_change'] {
  if (!row) return null;
  return {
    status: row.status as NonNullable<EmployerRecord['email_change']>['status'],
    new_email: row.newEmail,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** The company fields of spec 001 §3 "Employer", flat; null before /companydetail is saved. */
export function companyFields(c: CompanyRow | undefined) {
  return {
    hiring_for: (c?.hiringFor ?? null) as EmployerRecord['hiring_for'],
    organization_type: (c?.organizationType ?? null) as EmployerRecord['organization_type'],
    company_name: c?.companyName ?? null,
    address: c?.address ?? null,
    pincode: c?.pincode ?? null,
    about_company: c?.aboutCompany ?? null,
    industry: c?.industry ?? null,
    district: c?.district ?? null,
    contact_person_name: c?.contactPersonName ?? null,
    contact_person_number: c?.contactPersonNumber ?? null,
    verification_status: (c?.verificationStatus ?? 'Not Initiated') as VerificationStatus,
    verification_feedback: c?.verificationFeedback ?? null,
  };
}

/** GET /api/user/ for an employer (spec 001 §3 "Employer"): the user plus the company. */
export async function employerRecord(
  db: Executor,
  storage: Storage,
  userId: string,
): Promise<EmployerRecord> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const company = await findCompany(db, userId);
  const picFile = company?.profilePicFile ?? null;
  return {
    ...toUserRecord(user),
    ...companyFields(company),
    profile_pic: picFile,
    profile_pic_url: await publicFileUrl(db, storage, picFile),
    verification: verificationView(company ? await latestVerification(db, userId) : undefined),
    email_change: emailChangeView(await latestEmailRequest(db, userId)),
  };
}

import { randomInt } from 'node:crypto';
import {
  messageText,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  PROFILE_STATUS,
  ROLE,
  VERIFICATION_FILE_TYPES,
  type VerificationRequest,
  verificationPayloadKey,
} from '@kaamkaj/domain';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor, Tx } from '../../platform/db/client';
import { companies, users, verificationRequests } from '../../platform/db/schema';
import { badRequest, forbidden, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { deriveKey, equalHex, hmacHex } from '../../platform/secrets';
import { filesService } from '../files/files.service';
import { type CompanyRow, employerRecord, findCompany, latestVerification } from './company.record';

const HOUR_MS = 3600 * 1000;

/** spec 001 §2 /companyverification, §4 "Verification states": a document or a business e-mail. */
export function verificationService(ctx: AppContext) {
  const fileService = filesService(ctx);
  const key = deriveKey(ctx.config.APP_SECRET, 'company-email-code');
  const hashOf = (requestId: string, code: string) => hmacHex(key, `${requestId}:${code}`);

  /** Only an employer with saved company details, whose company is not verified or in review. */
  async function openCompany(tx: Executor, userId: string): Promise<CompanyRow> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (user?.role !== ROLE.EMPLOYER) throw forbidden('Only employers can verify a company');
    const company = await findCompany(tx, userId);
    if (!company || user.profileStatus < PROFILE_STATUS.COMPLETE) {
      throw forbidden('Please save your company details first');
    }
    if (company.verificationStatus === 'Approved') {
      throw badRequest('ALREADY_APPROVED', 'Your company is already verified');
    }
    if (company.verificationStatus === 'In Progress') {
      throw badRequest(
        'VERIFICATION_IN_PROGRESS',
        'Your documents are being checked. We will let you know soon.',
      );
    }
    return company;
  }

  // spec 001 §5: the caller's own private uploads, image or pdf only.
  async function checkFiles(tx: Tx, userId: string, body: VerificationRequest) {
    const field = `documents.${verificationPayloadKey(body.kind)}.files`;
    const ids = [...new Set(body.files)];
    for (const id of ids) {
      const row = await fileService.requireReady(tx, userId, id, 'document', field);
      if (!(VERIFICATION_FILE_TYPES as readonly string[]).includes(row.contentType)) {
        throw badRequest('FILE_TYPE', messageText('fileType'), {
          [field]: messageText('fileType'),
        });
      }
    }
    return ids;
  }

  /** Moves the company to In Progress: the proof waits for an administrator (spec 001 §4). */
  async function markInProgress(tx: Tx, userId: string, organizationType: string) {
    await tx
      .update(companies)
      .set({
        verificationStatus: 'In Progress',
        verificationFeedback: null,
        organizationType,
        updatedAt: new Date(),
      })
      .where(eq(companies.userId, userId));
  }

  async function submitDocument(userId: string, body: VerificationRequest) {
    return ctx.db.transaction(async (tx) => {
      await openCompany(tx, userId);
      const fileIds = await checkFiles(tx, userId, body);
      await tx.insert(verificationRequests).values({
        id: newId(),
        companyId: userId,
        organizationType: body.organization_type,
        companyName: body.company_name,
        kind: body.kind,
        docNo: body.doc_no,
        fileIds,
        state: 'submitted',
      });
      await markInProgress(tx, userId, body.organization_type);
      return employerRecord(tx, ctx.storage, userId);
    });
  }

  // DESIGN.md §6 caps, applied to the codes this e-mail form sends: one a minute, 5 an hour.
  async function checkEmailCaps(tx: Tx, userId: string) {
    const [recent] = await tx
      .select({ n: count(), latest: sql<string>`max(${verificationRequests.createdAt})` })
      .from(verificationRequests)
      .where(
        and(
          eq(verificationRequests.companyId, userId),
          eq(verificationRequests.kind, 'email'),
          gt(verificationRequests.createdAt, new Date(Date.now() - HOUR_MS)),
        ),
      );
    const ageSeconds = recent?.latest
      ? (Date.now() - new Date(recent.latest).getTime()) / 1000
      : Number.POSITIVE_INFINITY;
    if (ageSeconds < OTP_RESEND_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_SECONDS - ageSeconds);
      throw tooMany(
        'OTP_RESEND_TOO_EARLY',
        `Please wait ${wait} seconds before asking for a new OTP`,
        wait,
      );
    }
    if ((recent?.n ?? 0) >= OTP_MAX_PER_HOUR) {
      throw tooMany(
        'OTP_HOURLY_LIMIT',
        'You have asked for too many OTPs. Please try again after an hour.',
        3600,
      );
    }
  }

  /** spec 001 §3: e-mail verification sends a code to the business address (email_id). */
  async function submitEmail(userId: string, body: VerificationRequest) {
    const id = newId();
    const code = String(randomInt(0, 10 ** ctx.config.OTP_LENGTH)).padStart(
      ctx.config.OTP_LENGTH,
      '0',
    );
    await ctx.db.transaction(async (tx) => {
      await openCompany(tx, userId);
      await checkEmailCaps(tx, userId);
      await tx.insert(verificationRequests).values({
        id,
        companyId: userId,
        organizationType: body.organization_type,
        companyName: body.company_name,
        kind: 'email',
        docNo: body.doc_no,
        state: 'awaiting_email',
        codeHash: hashOf(id, code),
        codeExpiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      });
    });
    try {
      await ctx.email.send({
        to: body.doc_no,
        subject: 'Verify your company e-mail on Kaamkaj',
        text: `${code} is your Kaamkaj code to verify this e-mail for ${body.company_name}. It is valid for 5 minutes.`,
        otp: code,
      });
    } catch (err) {
      // A code that never left is not a pending proof.
      await ctx.db.delete(verificationRequests).where(eq(verificationRequests.id, id));
      throw err;
    }
    return { awaiting_email: true as const };
  }

  async function submit(userId: string, body: VerificationRequest) {
    if (body.kind === 'email') {
      return {
        message: `We have sent a code to ${body.doc_no}`,
        data: await submitEmail(userId, body),
      };
    }
    return {
      message: 'Document submitted for verification',
      data: await submitDocument(userId, body),
    };
  }

  /** The code sent to the business e-mail; right -> In Progress (spec 001 §4). */
  async function confirmEmail(userId: string, code: string) {
    await openCompany(ctx.db, userId);
    const live = await latestVerification(ctx.db, userId);
    if (live?.state !== 'awaiting_email' || !live.codeHash || !live.codeExpiresAt) {
      throw badRequest('OTP_NOT_FOUND', 'Please ask for a new OTP');
    }
    if (live.codeExpiresAt.getTime() <= Date.now()) {
      throw badRequest('OTP_EXPIRED', 'This OTP has expired. Please ask for a new one.');
    }
    // DESIGN.md §6: every try is counted before the comparison, atomically, 5 at most.
    const [counted] = await ctx.db
      .update(verificationRequests)
      .set({ codeAttempts: sql`${verificationRequests.codeAttempts} + 1` })
      .where(
        and(
          eq(verificationRequests.id, live.id),
          lt(verificationRequests.codeAttempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: verificationRequests.id });
    if (!counted) {
      throw badRequest(
        'OTP_TOO_MANY_ATTEMPTS',
        'Too many wrong attempts. Please ask for a new OTP.',
      );
    }
    if (!equalHex(hashOf(live.id, code), live.codeHash)) {
      throw badRequest('INVALID_OTP', 'Sorry! Invalid OTP');
    }
    return ctx.db.transaction(async (tx) => {
      const [used] = await tx
        .update(verificationRequests)
        .set({ state: 'submitted', codeHash: null })
        .where(
          and(
            eq(verificationRequests.id, live.id),
            eq(verificationRequests.state, 'awaiting_email'),
          ),
        )
        .returning({ id: verificationRequests.id });
      if (!used) throw badRequest('OTP_NOT_FOUND', 'Please ask for a new OTP');
      await markInProgress(tx, userId, live.organizationType);
      return employerRecord(tx, ctx.storage, userId);
    });
  }

  return { submit, confirmEmail };
}

import {
  messageText,
  OTP_MAX_PER_DAY,
  PROFILE_STATUS,
  ROLE,
  VERIFICATION_FILE_TYPES,
  type VerificationRequest,
  verificationPayloadKey,
} from '@kaamkaj/domain';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor, Tx } from '../../platform/db/client';
import { companies, users, verificationRequests } from '../../platform/db/schema';
import { badRequest, forbidden, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { otpService } from '../auth/otp.service';
import { filesService } from '../files/files.service';
import { type CompanyRow, employerRecord, findCompany, latestVerification } from './company.record';

const DAY_MS = 24 * 3600 * 1000;

/** Who asks: the client's address (per-IP caps) and the screen's language (the e-mail's). */
export type Caller = { ip: string; lang: 'hi' | 'en' };

/** spec 001 §2 /companyverification, §4 "Verification states": a document or a business e-mail. */
export function verificationService(ctx: AppContext) {
  const fileService = filesService(ctx);
  const otp = otpService(ctx);

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

  /**
   * issue 15 item 4: besides the caps per address (the OTP service's), one account asks for at
   * most OTP_MAX_PER_DAY company e-mail codes a day, whichever addresses they go to.
   */
  async function checkAccountCap(userId: string) {
    const [sent] = await ctx.db
      .select({ n: count(), oldest: min(verificationRequests.createdAt) })
      .from(verificationRequests)
      .where(
        and(
          eq(verificationRequests.companyId, userId),
          eq(verificationRequests.kind, 'email'),
          gt(verificationRequests.createdAt, new Date(Date.now() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= OTP_MAX_PER_DAY) {
      const oldest = sent?.oldest ? new Date(sent.oldest).getTime() : Date.now();
      throw tooMany(
        'OTP_DAILY_LIMIT',
        'You have reached the OTP limit for today. Please try again tomorrow.',
        Math.max(60, Math.ceil((oldest + DAY_MS - Date.now()) / 1000)),
      );
    }
  }

  /**
   * spec 001 §3: e-mail verification sends a code to the business address (email_id), through
   * the one-time code service: its caps per address and per IP, its tries and its lock (issue 15
   * item 4). The request waits as awaiting_email; the code is the OTP service's.
   */
  async function submitEmail(userId: string, body: VerificationRequest, caller: Caller) {
    await openCompany(ctx.db, userId);
    await checkAccountCap(userId);
    await otp.request({
      destination: body.doc_no,
      channel: 'email',
      role: ROLE.EMPLOYER,
      optIn: false,
      ip: caller.ip,
      lang: caller.lang,
      scope: { purpose: 'company-email', userId },
      compose: (code, hindi) =>
        hindi
          ? {
              subject: 'काम-काज पर अपनी कंपनी का ई-मेल सत्यापित करें',
              text: `${code} ${body.company_name} के लिए इस ई-मेल को सत्यापित करने का आपका काम-काज कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
            }
          : {
              subject: 'Verify your company e-mail on Kaamkaj',
              text: `${code} is your Kaamkaj code to verify this e-mail for ${body.company_name}. It is valid for 5 minutes. Do not share it with anyone.`,
            },
    });
    await ctx.db.insert(verificationRequests).values({
      id: newId(),
      companyId: userId,
      organizationType: body.organization_type,
      companyName: body.company_name,
      kind: 'email',
      docNo: body.doc_no,
      state: 'awaiting_email',
    });
    return { awaiting_email: true as const };
  }

  async function submit(userId: string, body: VerificationRequest, caller: Caller) {
    if (body.kind === 'email') {
      return {
        message: `We have sent a code to ${body.doc_no}`,
        data: await submitEmail(userId, body, caller),
      };
    }
    return {
      message: 'Document submitted for verification',
      data: await submitDocument(userId, body),
    };
  }

  /** The code sent to the business e-mail; right -> In Progress (spec 001 §4). */
  async function confirmEmail(userId: string, code: string, caller: Caller) {
    await openCompany(ctx.db, userId);
    const live = await latestVerification(ctx.db, userId);
    if (live?.state !== 'awaiting_email') {
      throw badRequest('OTP_NOT_FOUND', 'Please ask for a new OTP');
    }
    // the OTP service's rules: 5 tries a code, 5 minutes, the lock of the address, per-IP caps
    await otp.verify(live.docNo, ROLE.EMPLOYER, code, caller.ip, {
      purpose: 'company-email',
      userId,
    });
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

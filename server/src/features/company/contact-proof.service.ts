import { type ContactCodeBody, messageText, ROLE } from '@kaamkaj/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { otpService } from '../auth/otp.service';
import { type ContactField, isUnprovenClaim, releaseClaim } from '../users/contact-claim';
import { employerRecord } from './company.record';

type UserRow = typeof users.$inferSelect;
export type ContactCaller = { ip: string; lang: 'hi' | 'en'; host?: string };

const MOBILE_TAKEN = 'This mobile number is already registered';
const READ_ONLY = messageText('readOnly');

/** The field of a contact body and its value. */
export function contactOf(body: ContactCodeBody): { field: ContactField; value: string } {
  return body.contact !== undefined
    ? { field: 'contact', value: body.contact }
    : { field: 'email', value: body.email ?? '' };
}

/** Another account holds it for good: 400 on the form (409 when it is a claim, `status`). */
export function contactTaken(field: ContactField, status = 400): AppError {
  const text = field === 'contact' ? MOBILE_TAKEN : messageText('emailTaken');
  return new AppError(status, 'CONTACT_TAKEN', text, { [field]: text });
}

/** The account holding `value` in `field`, other than `userId`'s. */
export async function holderOf(db: Executor, field: ContactField, value: string, userId: string) {
  const column = field === 'contact' ? users.contact : users.email;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * issue 15 item 6: the contact an employer adds (the mobile of one who signed in by e-mail, the
 * e-mail of one who signed in by mobile) is proven by a code sent to it before it is stored, with
 * the caps of every one-time code. Only then is it theirs and in the unique index.
 */
export function contactProofService(ctx: AppContext) {
  const otp = otpService(ctx);

  async function loadUser(userId: string): Promise<UserRow> {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    return user;
  }

  /**
   * spec 001 §5, §6: a proven mobile or e-mail never changes here. Free to add: one not on
   * file, or one on file that was never proven (typed before codes were asked for).
   */
  async function checkOpen(user: UserRow, field: ContactField, value: string) {
    const proven = field === 'contact' ? user.contactVerified : user.emailVerified;
    if (user[field] && proven) {
      throw new AppError(400, 'READ_ONLY_FIELD', READ_ONLY, { [field]: READ_ONLY });
    }
    const holder = await holderOf(ctx.db, field, value, user.id);
    return holder && !isUnprovenClaim(holder, field) ? holder : undefined;
  }

  /** POST /user/v2/contact/code: a code by SMS to the mobile, or by e-mail to the address. */
  async function sendCode(userId: string, body: ContactCodeBody, caller: ContactCaller) {
    const { field, value } = contactOf(body);
    const user = await loadUser(userId);
    if (await checkOpen(user, field, value)) throw contactTaken(field);
    const lang = user.lang === 'en' || user.lang === 'hi' ? user.lang : caller.lang;
    await otp.request({
      destination: value,
      channel: field === 'contact' ? 'sms' : 'email',
      role: ROLE.EMPLOYER,
      optIn: false,
      ip: caller.ip,
      lang,
      ...(caller.host ? { host: caller.host } : {}),
      scope: { purpose: 'contact', userId },
      compose: (code, hindi) =>
        hindi
          ? {
              subject: 'काम-काज पर अपना संपर्क सत्यापित करें',
              text: `${code} आपके काम-काज खाते में यह ${field === 'contact' ? 'मोबाइल नंबर' : 'ई-मेल'} जोड़ने का कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
            }
          : {
              subject: 'Verify your contact on Kaamkaj',
              text: `${code} is your code to add this ${field === 'contact' ? 'mobile number' : 'e-mail'} to your Kaamkaj account. It is valid for 5 minutes. Do not share it with anyone.`,
            },
    });
    return field;
  }

  /**
   * POST /user/v2/contact/verify: the right code stores the contact as proven (the contact proven
   * already by the caller answers as done, whatever the code: nothing is changed). An unproven
   * claim of another employer on it gives way; a proven one, or a claim made at the same
   * moment, is a conflict (409), never a 500.
   */
  async function verify(
    userId: string,
    body: ContactCodeBody & { otp: string },
    caller: ContactCaller,
  ) {
    const { field, value } = contactOf(body);
    const user = await loadUser(userId);
    // proven already by this account: the same code sent again, its first answer lost
    const proven = field === 'contact' ? user.contactVerified : user.emailVerified;
    if (proven && user[field] === value) {
      return { field, data: await employerRecord(ctx.db, ctx.storage, userId) };
    }
    // checked before the code is used up
    if (await checkOpen(user, field, value)) throw contactTaken(field, 409);
    await otp.verify(value, ROLE.EMPLOYER, body.otp, caller.ip, { purpose: 'contact', userId });
    try {
      return await ctx.db.transaction(async (tx) => {
        const holder = await holderOf(tx, field, value, userId);
        if (holder) {
          if (!isUnprovenClaim(holder, field)) throw contactTaken(field, 409);
          await releaseClaim(tx, holder.id, field, value);
        }
        await tx
          .update(users)
          .set(
            field === 'contact'
              ? { contact: value, contactVerified: true, updatedAt: new Date() }
              : { email: value, emailVerified: true, updatedAt: new Date() },
          )
          .where(eq(users.id, userId));
        return { field, data: await employerRecord(tx, ctx.storage, userId) };
      });
    } catch (err) {
      // Two accounts proving the same contact at once: the unique index keeps one.
      if (isUniqueViolation(err)) throw contactTaken(field, 409);
      throw err;
    }
  }

  return { sendCode, verify };
}

/** The form's error for a contact that was typed but not proven (issue 15 item 6). */
export function contactUnproven(field: ContactField): AppError {
  const text =
    field === 'contact'
      ? 'Please verify this mobile number with the code we send to it'
      : 'Please verify this e-mail address with the code we send to it';
  return badRequest('CONTACT_UNVERIFIED', text, { [field]: text });
}

import { CONSENT_VERSION, type LoginResult, ROLE, type Role } from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { saarthiCodes, users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { isUnprovenClaim, releaseClaim } from '../users/contact-claim';
import { alreadyRegistered, type Caller, findByIdentity, type Identity } from './identity';
import { otpService } from './otp.service';
import { saarthiAccounts } from './saarthi-accounts';
import { sessionService } from './session.service';

/**
 * Sign-in by one-time code for seekers (spec 000 §2.4–2.5), employers (spec 001 §2, §3) and
 * Saarthis (spec 001 §5: mobile and employee code, then a code to that mobile, DESIGN.md §4).
 */
export function authService(ctx: AppContext) {
  const otp = otpService(ctx);
  const sessions = sessionService(ctx);
  const { register: saarthiRegister, findAgent } = saarthiAccounts(ctx);

  /**
   * The account of another role holding this identity, unless it is only an employer's unproven
   * claim (issue 15 item 6): that never blocks the owner, who proves it with this code.
   */
  const blockedBy = (user: typeof users.$inferSelect | undefined, id: Identity, role: Role) =>
    user && user.role !== role && !isUnprovenClaim(user, id.field) ? user : undefined;

  async function requestCode(id: Identity, role: Role, optIn: boolean, caller: Caller) {
    const found = await findByIdentity(ctx.db, id);
    const blocker = blockedBy(found, id, role);
    if (blocker) throw alreadyRegistered(blocker.role);
    const existing = found?.role === role ? found : undefined;
    await otp.request({
      destination: id.value,
      channel: id.field === 'contact' ? 'sms' : 'email',
      role,
      optIn,
      ip: caller.ip,
      // the account's language once it has one, else the screen's
      lang:
        existing?.lang === 'en' || existing?.lang === 'hi' ? existing.lang : (caller.lang ?? 'hi'),
      ...(caller.host ? { host: caller.host } : {}),
    });
  }

  async function confirmCode(
    id: Identity,
    role: Role,
    code: string,
    caller: Caller,
    leadSource?: string,
    referral?: string,
  ): Promise<LoginResult> {
    const challenge = await otp.verify(id.value, role, code, caller.ip);
    const now = new Date();
    try {
      return await signIn(id, role, challenge, now, caller, leadSource, referral);
    } catch (err) {
      // Someone else took the number or e-mail in the same moment: a conflict, not a 500.
      if (isUniqueViolation(err)) {
        const text =
          id.field === 'contact'
            ? 'This mobile number is already registered'
            : 'This e-mail is already in use';
        throw new AppError(409, 'CONTACT_TAKEN', text);
      }
      throw err;
    }
  }

  async function signIn(
    id: Identity,
    role: Role,
    challenge: { optIn: boolean },
    now: Date,
    caller: Caller,
    leadSource?: string,
    referral?: string,
  ): Promise<LoginResult> {
    return ctx.db.transaction(async (tx) => {
      let user = await findByIdentity(tx, id);
      if (user && user.role !== role) {
        if (!isUnprovenClaim(user, id.field)) throw alreadyRegistered(user.role);
        // issue 15 item 6: the owner proved it; the employer who only typed it gives it up
        await releaseClaim(tx, user.id, id.field, id.value);
        user = undefined;
      }
      const isNew = !user;
      if (!user) {
        // spec 000 §2.5: the user is created on the first confirmed code.
        [user] = await tx
          .insert(users)
          .values({
            id: newId(),
            role,
            [id.field]: id.value,
            ...(id.field === 'contact' ? { contactVerified: true } : { emailVerified: true }),
            optIn: challenge.optIn,
            optInAt: now,
            ...(caller.screenLang ? { lang: caller.screenLang } : {}),
            consentVersion: CONSENT_VERSION,
            consentAt: now,
            leadSource: leadSource ?? null,
            referralCode: referral ? await activeCode(tx, referral) : null,
          })
          .returning();
      } else {
        [user] = await tx
          .update(users)
          .set({
            ...(id.field === 'contact' ? { contactVerified: true } : { emailVerified: true }),
            // A ticked box opts in; an unticked one (the default) leaves the account's choice:
            // opting out is a choice of its own, in settings.
            ...(challenge.optIn ? { optIn: true, optInAt: now } : {}),
            ...(caller.screenLang ? { lang: caller.screenLang } : {}),
            consentVersion: CONSENT_VERSION,
            consentAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, user.id))
          .returning();
      }
      if (!user) throw new Error('user row missing after upsert');
      const { token, refreshToken } = await sessions.start(tx, user, caller.userAgent);
      return {
        success: true,
        message: isNew ? 'Successfully Registered' : 'Signed in successfully',
        data: { _id: user.id, role: user.role, token, profile_status: user.profileStatus },
        refresh_token: refreshToken,
      };
    });
  }

  /** A Saarthi code a new seeker came through, kept when it is a live code (else ignored). */
  async function activeCode(db: Executor, code: string): Promise<string | null> {
    const [row] = await db
      .select({ code: saarthiCodes.code })
      .from(saarthiCodes)
      .where(and(eq(saarthiCodes.code, code), eq(saarthiCodes.active, true)));
    return row?.code ?? null;
  }

  return {
    saarthiRegister,
    saarthiLogin: async (contact: string, empCode: string, caller: Caller) => {
      const user = await findAgent(contact, empCode);
      await otp.request({
        destination: contact,
        channel: 'sms',
        role: ROLE.SAARTHI,
        optIn: false,
        ip: caller.ip,
        lang: user.lang === 'en' ? 'en' : 'hi',
        ...(caller.host ? { host: caller.host } : {}),
      });
    },
    saarthiConfirm: async (contact: string, empCode: string, code: string, caller: Caller) => {
      await findAgent(contact, empCode);
      return confirmCode({ field: 'contact', value: contact }, ROLE.SAARTHI, code, caller);
    },
    seekerLogin: (contact: string, optIn: boolean, caller: Caller) =>
      requestCode({ field: 'contact', value: contact }, ROLE.SEEKER, optIn, caller),
    seekerConfirm: (contact: string, code: string, caller: Caller, ref?: string) =>
      confirmCode({ field: 'contact', value: contact }, ROLE.SEEKER, code, caller, undefined, ref),
    employerLogin: (id: Identity, optIn: boolean, caller: Caller) =>
      requestCode(id, ROLE.EMPLOYER, optIn, caller),
    employerConfirm: (id: Identity, code: string, caller: Caller, leadSource?: string) =>
      confirmCode(id, ROLE.EMPLOYER, code, caller, leadSource),
    sessions,
  };
}

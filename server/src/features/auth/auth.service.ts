import { randomInt } from 'node:crypto';
import {
  CONSENT_VERSION,
  type LoginResult,
  PATHS,
  PROFILE_STATUS,
  ROLE,
  ROLE_NAME,
  type Role,
  SAARTHI_CODE_PREFIX,
  type SaarthiRegisterBody,
} from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { saarthiAgents, saarthiCodes, users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique';
import { AppError, badRequest, forbidden, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { isUnprovenClaim, releaseClaim } from '../users/contact-claim';
import { otpService } from './otp.service';
import { sessionService } from './session.service';

type Identity = { field: 'contact' | 'email'; value: string };
type Caller = {
  ip: string;
  userAgent?: string;
  lang?: 'hi' | 'en';
  host?: string;
  screenLang?: 'hi' | 'en' | null;
};

// spec 000 §8 / spec 001 §8: "already registered as employer" / "... as job seeker". The
// number's role travels as `errors.role` too (issue 13): a Hindi reader's text does not name it,
// and a Saarthi's number must be named as such on the seeker and the employer logins.
const alreadyRegistered = (role: number) =>
  badRequest(
    'ALREADY_REGISTERED',
    `already registered as ${ROLE_NAME[role as Role] ?? 'another user'}`,
    { role: String(role) },
  );

/**
 * Sign-in by one-time code for seekers (spec 000 §2.4–2.5), employers (spec 001 §2, §3) and
 * Saarthis (spec 001 §5: mobile and employee code, then a code to that mobile, DESIGN.md §4).
 */
export function authService(ctx: AppContext) {
  const otp = otpService(ctx);
  const sessions = sessionService(ctx);

  async function findByIdentity(db: Executor, id: Identity) {
    const column = id.field === 'contact' ? users.contact : users.email;
    const [user] = await db.select().from(users).where(eq(column, id.value)).limit(1);
    return user;
  }

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

  /** The Saarthi of this mobile number with their agent row, checked before any code is sent. */
  async function findAgent(contact: string, empCode: string) {
    const user = await findByIdentity(ctx.db, { field: 'contact', value: contact });
    if (user && user.role !== ROLE.SAARTHI) throw alreadyRegistered(user.role);
    const [agent] = user
      ? await ctx.db.select().from(saarthiAgents).where(eq(saarthiAgents.userId, user.id))
      : [];
    if (!user || !agent) {
      throw badRequest(
        'SAARTHI_NOT_FOUND',
        'This mobile number is not registered as a Saarthi. Please sign up first',
      );
    }
    if (agent.code !== empCode) {
      throw badRequest('INVALID_EMP_CODE', 'This Saarthi code does not match the mobile number', {
        emp_code: 'This Saarthi code does not match the mobile number',
      });
    }
    if (!agent.active) {
      throw forbidden('Your Saarthi account is deactivated. Please contact Kaamkaj support');
    }
    return user;
  }

  /**
   * POST /register/saarthi (spec 001 §7): a new agent with a unique code (SAR and six digits),
   * told on screen and by SMS; signing in then proves the number with a one-time code.
   * `site`: the site's address, for the sign-in link in the SMS.
   */
  async function saarthiRegister(body: SaarthiRegisterBody, caller: Caller, site: string) {
    const hit = await ctx.limiter.hit(`saarthi-register:${caller.ip}`, 10, 3600);
    if (!hit.allowed) {
      throw tooMany(
        'IP_LIMIT',
        'Too many sign-ups from your network. Please try again later.',
        hit.retryAfter,
      );
    }
    const existing = await findByIdentity(ctx.db, { field: 'contact', value: body.contact });
    if (existing) {
      throw existing.role === ROLE.SAARTHI
        ? badRequest('ALREADY_REGISTERED', 'You have Already registered')
        : alreadyRegistered(existing.role);
    }
    if (body.email && (await findByIdentity(ctx.db, { field: 'email', value: body.email }))) {
      throw badRequest('EMAIL_TAKEN', 'This e-mail is already in use', {
        email: 'This e-mail is already in use',
      });
    }
    const code = await ctx.db
      .transaction(async (tx) => {
        const id = newId();
        await tx.insert(users).values({
          id,
          role: ROLE.SAARTHI,
          name: body.name,
          contact: body.contact,
          email: body.email ?? null,
          lang: body.lang ?? 'hi',
          profileStatus: PROFILE_STATUS.COMPLETE,
          consentVersion: CONSENT_VERSION, // the sign-up form's terms box (tnc: true)
          consentAt: new Date(),
        });
        for (let attempt = 0; attempt < 8; attempt += 1) {
          const candidate = `${SAARTHI_CODE_PREFIX}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
          const [made] = await tx
            .insert(saarthiCodes)
            .values({ code: candidate, agentId: id })
            .onConflictDoNothing()
            .returning({ code: saarthiCodes.code });
          if (made) {
            await tx
              .insert(saarthiAgents)
              .values({ userId: id, code: made.code, homeDistrict: body.address_home });
            return made.code;
          }
        }
        throw new Error('no free Saarthi code after 8 tries');
      })
      .catch((err: unknown) => {
        // the number (or e-mail) signed up elsewhere in the same moment: a conflict, not a 500
        if (isUniqueViolation(err, 'users_email_key')) {
          throw new AppError(409, 'EMAIL_TAKEN', 'This e-mail is already in use');
        }
        if (isUniqueViolation(err)) {
          throw new AppError(409, 'CONTACT_TAKEN', 'This mobile number is already registered');
        }
        throw err;
      });
    const hindi = (body.lang ?? 'hi') === 'hi';
    const signIn = `${site}${PATHS.saarthi}`;
    await ctx.sms
      .send({
        to: body.contact,
        text: hindi
          ? `कामकाज: आपका सारथी कोड ${code} है। अपने मोबाइल नंबर और इस कोड से ${signIn} पर साइन इन करें।`
          : `Kaamkaj: your Saarthi code is ${code}. Sign in at ${signIn} with your mobile number and this code.`,
      })
      .catch(() => {}); // the code is on the screen too; a failed SMS loses nothing
    return code;
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

import { randomInt } from 'node:crypto';
import {
  CONSENT_VERSION,
  PATHS,
  PROFILE_STATUS,
  ROLE,
  SAARTHI_CODE_PREFIX,
  type SaarthiRegisterBody,
} from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { saarthiAgents, saarthiCodes, users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique';
import { AppError, badRequest, forbidden, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { alreadyRegistered, type Caller, findByIdentity } from './identity';

/** The Saarthis' accounts (spec 001 §5, §7): sign-up with a code of their own, and the agent
 * behind a sign-in (auth.service.ts). */
export function saarthiAccounts(ctx: AppContext) {
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

  return { register: saarthiRegister, findAgent };
}

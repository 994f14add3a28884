import { type LoginResult, ROLE, ROLE_NAME, type Role } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { otpService } from './otp.service';
import { sessionService } from './session.service';

type Identity = { field: 'contact' | 'email'; value: string };
type Caller = { ip: string; userAgent?: string };

// spec 000 §8 / spec 001 §8: "already registered as employer" / "... as job seeker".
const alreadyRegistered = (role: number) =>
  badRequest(
    'ALREADY_REGISTERED',
    `already registered as ${ROLE_NAME[role as Role] ?? 'another user'}`,
  );

/** Sign-in by one-time code for seekers (spec 000 §2.4–2.5) and employers (spec 001 §2, §3). */
export function authService(ctx: AppContext) {
  const otp = otpService(ctx);
  const sessions = sessionService(ctx);

  async function findByIdentity(db: Executor, id: Identity) {
    const column = id.field === 'contact' ? users.contact : users.email;
    const [user] = await db.select().from(users).where(eq(column, id.value)).limit(1);
    return user;
  }

  async function requestCode(id: Identity, role: Role, optIn: boolean, caller: Caller) {
    const existing = await findByIdentity(ctx.db, id);
    if (existing && existing.role !== role) throw alreadyRegistered(existing.role);
    await otp.request({
      destination: id.value,
      channel: id.field === 'contact' ? 'sms' : 'email',
      role,
      optIn,
      ip: caller.ip,
    });
  }

  async function confirmCode(
    id: Identity,
    role: Role,
    code: string,
    caller: Caller,
    leadSource?: string,
  ): Promise<LoginResult> {
    const challenge = await otp.verify(id.value, role, code, caller.ip);
    return ctx.db.transaction(async (tx) => {
      let user = await findByIdentity(tx, id);
      if (user && user.role !== role) throw alreadyRegistered(user.role);
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
            leadSource: leadSource ?? null,
          })
          .returning();
      } else {
        [user] = await tx
          .update(users)
          .set({
            ...(id.field === 'contact' ? { contactVerified: true } : { emailVerified: true }),
            optIn: challenge.optIn,
            updatedAt: new Date(),
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

  return {
    seekerLogin: (contact: string, optIn: boolean, caller: Caller) =>
      requestCode({ field: 'contact', value: contact }, ROLE.SEEKER, optIn, caller),
    seekerConfirm: (contact: string, code: string, caller: Caller) =>
      confirmCode({ field: 'contact', value: contact }, ROLE.SEEKER, code, caller),
    employerLogin: (id: Identity, optIn: boolean, caller: Caller) =>
      requestCode(id, ROLE.EMPLOYER, optIn, caller),
    employerConfirm: (id: Identity, code: string, caller: Caller, leadSource?: string) =>
      confirmCode(id, ROLE.EMPLOYER, code, caller, leadSource),
    sessions,
  };
}

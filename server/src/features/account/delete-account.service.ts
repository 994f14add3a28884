import { eq } from 'drizzle-orm';
import { type AuthUser, sessionIdsOf } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { feedCache } from '../../platform/feed-cache';
import { jobsChanged } from '../../platform/feed-marks';
import { otpService } from '../auth/otp.service';
import { eraseAccount } from './erase-account';

type UserRow = typeof users.$inferSelect;
type Caller = {
  ip: string;
  lang: 'hi' | 'en';
  host?: string;
  log?: { warn: (obj: object, msg: string) => void };
};

export const ADMIN_NOT_DELETABLE =
  'An administrator account cannot be deleted here. Please ask another administrator';
const NO_CONTACT =
  'Your account has no mobile number or e-mail to send the code to. Please contact Kaamkaj support';
const SCOPE = 'account-delete';

/** Where the code goes: the identity the person signs in with (the proven one first). */
function destinationOf(u: UserRow): { destination: string; channel: 'sms' | 'email' } {
  if (u.contact && (u.contactVerified || !u.emailVerified)) {
    return { destination: u.contact, channel: 'sms' };
  }
  if (u.email) return { destination: u.email, channel: 'email' };
  if (u.contact) return { destination: u.contact, channel: 'sms' };
  throw badRequest('NO_CONTACT', NO_CONTACT);
}

/** The destination as the screen may show it: the last digits, or the e-mail's first letter. */
function masked(to: { destination: string; channel: 'sms' | 'email' }) {
  if (to.channel === 'sms') return `******${to.destination.slice(-4)}`;
  const [local = '', domain = ''] = to.destination.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const deleteCodeWords = (code: string, hindi: boolean) =>
  hindi
    ? {
        subject: 'काम-काज खाता हटाने का कोड',
        text: `${code} आपका काम-काज खाता हटाने का कोड है। यह 5 मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इसे किसी को न बताएँ।`,
      }
    : {
        subject: 'Your Kaamkaj account deletion code',
        text: `${code} is your code to delete your Kaamkaj account. It is valid for 5 minutes. If you did not ask for it, do not share it with anyone.`,
      };

/**
 * Deleting an account (DPDP Act 2023 §12, issue 15 item 9), in two steps: a code to the
 * person's own mobile (or sign-in e-mail), then the deletion in one transaction. What goes,
 * what stays and why is in docs/architecture.md "Deleting an account".
 */
export function deleteAccountService(ctx: AppContext) {
  const otp = otpService(ctx);

  async function loadUser(me: AuthUser) {
    const [u] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    if (!u || u.deletedAt) throw notFound('User not found');
    // the last administrator must not be able to lock everyone out of the console
    if (u.isSuperadmin) throw forbidden(ADMIN_NOT_DELETABLE);
    return u;
  }

  /** POST /user/v2/delete-account/code: the sign-in code's caps apply (same destination). */
  async function sendCode(me: AuthUser, caller: Caller) {
    const u = await loadUser(me);
    const to = destinationOf(u);
    await otp.request({
      ...to,
      role: u.role,
      optIn: false,
      ip: caller.ip,
      lang: u.lang === 'en' || u.lang === 'hi' ? u.lang : caller.lang,
      ...(caller.host ? { host: caller.host } : {}),
      scope: { purpose: SCOPE, userId: u.id },
      compose: deleteCodeWords,
    });
    return { channel: to.channel, to: masked(to) };
  }

  /** POST /user/v2/delete-account {code}: checks the code, then deletes in one transaction. */
  async function deleteAccount(me: AuthUser, code: string, caller: Caller) {
    const u = await loadUser(me);
    const to = destinationOf(u);
    try {
      await otp.verify(to.destination, u.role, code, caller.ip, {
        purpose: SCOPE,
        userId: u.id,
      });
    } catch (err) {
      // a wrong or stale code is said under the field too, where the screen shows it
      if (err instanceof AppError && err.statusCode === 400) {
        throw badRequest(err.code, err.message, { code: err.message });
      }
      throw err;
    }
    const { objectKeys, closedJobs, sessionIds } = await ctx.db.transaction(async (tx) => {
      const sessionIds = await sessionIdsOf(tx, me.id);
      return { ...(await eraseAccount(tx, me.id)), sessionIds };
    });
    await jobsChanged(ctx.cache, ctx.config, closedJobs);
    // the access token in hand is refused at once on every instance
    await ctx.liveSessions.revoked(sessionIds);
    // The stored objects go once the rows are gone for good; a failure leaves an orphan object
    // (no row, no link to it), logged for the operator, and does not undo the deletion.
    for (const key of objectKeys) {
      await ctx.storage
        .remove(key)
        .catch((err: unknown) => caller.log?.warn({ err, key }, 'deleted account: object left'));
    }
    await feedCache(ctx.cache, ctx.config).forget([me.id]);
  }

  return { sendCode, deleteAccount };
}

import { randomInt } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_DAY,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  otpWrongPerDay,
} from '@kaamkaj/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { otpChallenges } from '../../platform/db/schema';
import { badRequest, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { deriveKey, equalHex, hmacHex } from '../../platform/secrets';

export type OtpChannel = 'sms' | 'email';
/**
 * What a code proves (issue 15): signing in; a mobile or e-mail an account adds ('contact');
 * the business e-mail of an employer's company ('company-email'); the holder's wish to delete
 * their account ('account-delete', item 9). The caps are the same for all and count every code
 * to a destination, whatever it was for.
 */
export type OtpPurpose = 'login' | 'contact' | 'company-email' | 'account-delete';
/** Which codes a check looks at: sign-in codes, or the codes one account asked for. */
export type OtpScope = { purpose: OtpPurpose; userId?: string };
export type OtpRequest = {
  destination: string;
  channel: OtpChannel;
  role: number;
  optIn: boolean;
  ip: string;
  /** the language of the message (issue 14) */
  lang?: 'hi' | 'en';
  /** the site's host name: the SMS's last line lets Android's WebOTP fill the code */
  host?: string;
  /** a proof for an account (purpose and user), not a sign-in code */
  scope?: OtpScope;
  /** the words of a code that is not a sign-in code: the e-mail's subject and the text */
  compose?: (code: string, hindi: boolean) => { subject: string; text: string };
};
export type VerifiedChallenge = { optIn: boolean };

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * One-time codes, DESIGN.md §6: CSPRNG, keyed hash, single use, 5 minute life, 5 wrong tries,
 * 60 s between sends, 5 an hour and 10 a day per destination, at most otpWrongPerDay wrong
 * guesses per destination a day, and per-IP caps. Sign-in codes, the codes that prove a contact
 * an account adds and the company e-mail codes all go through here (issue 15 item 4, 6).
 */
export function otpService(ctx: AppContext) {
  const key = deriveKey(ctx.config.APP_SECRET, 'otp');
  const length = ctx.config.OTP_LENGTH;
  const hashOf = (challengeId: string, code: string) => hmacHex(key, `${challengeId}:${code}`);

  async function checkIp(kind: 'request' | 'verify', ip: string) {
    const limit =
      kind === 'request' ? ctx.config.OTP_IP_REQUESTS_PER_HOUR : ctx.config.OTP_IP_VERIFY_PER_HOUR;
    const hit = await ctx.limiter.hit(`otp-${kind}:${ip}`, limit, HOUR);
    if (!hit.allowed) {
      throw tooMany(
        'IP_LIMIT',
        'Too many attempts from your network. Please try again after some time.',
        hit.retryAfter,
      );
    }
  }

  /**
   * issue 15 item 4: the wrong guesses at this destination's codes of the last 24 hours. Past
   * otpWrongPerDay no code is checked or sent until the oldest of them is a day old.
   */
  async function checkWrongGuesses(destination: string) {
    const rows = await ctx.db
      .select({ attempts: otpChallenges.attempts, createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.destination, destination),
          gt(otpChallenges.attempts, 0),
          gt(otpChallenges.createdAt, sql`now() - interval '1 day'`),
        ),
      )
      .orderBy(otpChallenges.createdAt);
    const wrong = rows.reduce((sum, row) => sum + row.attempts, 0);
    if (wrong < otpWrongPerDay(length)) return;
    const oldest = rows[0]?.createdAt.getTime() ?? Date.now();
    const wait = Math.max(60, Math.ceil((oldest + DAY * 1000 - Date.now()) / 1000));
    throw tooMany(
      'OTP_LOCKED',
      destination.includes('@')
        ? 'Too many wrong codes for this e-mail address today. Please try again later.'
        : 'Too many wrong OTPs for this number today. Please try again later.',
      wait,
    );
  }

  /** Checks the caps, stores the hash and sends the code. Throws a 429 when a cap is reached. */
  async function request(req: OtpRequest): Promise<void> {
    await checkIp('request', req.ip);
    await checkWrongGuesses(req.destination);
    const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
    const id = newId();
    await ctx.db.transaction(async (tx) => {
      // Serialise requests for one destination so two at once cannot both pass the caps.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${req.destination}, 0))`);
      const recent = await tx
        .select({ createdAt: otpChallenges.createdAt })
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.destination, req.destination),
            gt(otpChallenges.createdAt, sql`now() - interval '1 day'`),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt));
      const now = Date.now();
      const age = (row: { createdAt: Date }) => (now - row.createdAt.getTime()) / 1000;
      const latest = recent[0];
      if (latest && age(latest) < OTP_RESEND_SECONDS) {
        const wait = Math.ceil(OTP_RESEND_SECONDS - age(latest));
        throw tooMany(
          'OTP_RESEND_TOO_EARLY',
          `Please wait ${wait} seconds before asking for a new OTP`,
          wait,
        );
      }
      const lastHour = recent.filter((row) => age(row) < HOUR);
      if (lastHour.length >= OTP_MAX_PER_HOUR) {
        const oldest = lastHour[lastHour.length - 1];
        const wait = oldest ? Math.ceil(HOUR - age(oldest)) : HOUR;
        throw tooMany(
          'OTP_HOURLY_LIMIT',
          'You have asked for too many OTPs. Please try again after an hour.',
          wait,
        );
      }
      if (recent.length >= OTP_MAX_PER_DAY) {
        const oldest = recent[recent.length - 1];
        const wait = oldest ? Math.ceil(DAY - age(oldest)) : DAY;
        throw tooMany(
          'OTP_DAILY_LIMIT',
          'You have reached the OTP limit for today. Please try again tomorrow.',
          wait,
        );
      }
      await tx.insert(otpChallenges).values({
        id,
        destination: req.destination,
        channel: req.channel,
        role: req.role,
        codeHash: hashOf(id, code),
        optIn: req.optIn,
        ip: req.ip.slice(0, 64),
        purpose: req.scope?.purpose ?? 'login',
        userId: req.scope?.userId ?? null,
        expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
      });
    });

    const hindi = req.lang !== 'en';
    const words = req.compose?.(code, hindi);
    const text =
      words?.text ??
      (hindi
        ? `${code} आपका काम-काज OTP है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`
        : `${code} is your Kaamkaj OTP. It is valid for 5 minutes. Do not share it with anyone.`);
    try {
      if (req.channel === 'sms') {
        // WebOTP (origin-bound one-time codes): "@host #code" on the last line
        const sms = req.host ? `${text}\n\n@${req.host} #${code}` : text;
        await ctx.sms.send({ to: req.destination, text: sms, otp: code });
      } else {
        await ctx.email.send({
          to: req.destination,
          subject:
            words?.subject ?? (hindi ? 'आपका काम-काज साइन-इन कोड' : 'Your Kaamkaj sign-in code'),
          text,
          otp: code,
        });
      }
    } catch (err) {
      // A code that never left does not count against the caps.
      await ctx.db.delete(otpChallenges).where(eq(otpChallenges.id, id));
      throw err;
    }
  }

  /**
   * Checks a code against the newest challenge for the destination, role and scope (sign-in by
   * default, or the proofs one account asked for); single use.
   */
  async function verify(
    destination: string,
    role: number,
    code: string,
    ip: string,
    scope: OtpScope = { purpose: 'login' },
  ) {
    await checkIp('verify', ip);
    await checkWrongGuesses(destination);
    const [latest] = await ctx.db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.destination, destination),
          eq(otpChallenges.role, role),
          eq(otpChallenges.purpose, scope.purpose),
          scope.userId ? eq(otpChallenges.userId, scope.userId) : isNull(otpChallenges.userId),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    if (!latest || latest.consumedAt) {
      throw badRequest('OTP_NOT_FOUND', 'Please ask for a new OTP');
    }
    if (latest.expiresAt.getTime() <= Date.now()) {
      throw badRequest('OTP_EXPIRED', 'This OTP has expired. Please ask for a new one.');
    }
    const tooManyTries = () =>
      badRequest('OTP_TOO_MANY_ATTEMPTS', 'Too many wrong attempts. Please ask for a new OTP.');
    if (latest.attempts >= OTP_MAX_ATTEMPTS) throw tooManyTries();

    if (!equalHex(hashOf(latest.id, code), latest.codeHash)) {
      const [counted] = await ctx.db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(and(eq(otpChallenges.id, latest.id), lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ attempts: otpChallenges.attempts });
      if (!counted) throw tooManyTries();
      throw badRequest('INVALID_OTP', 'Sorry! Invalid OTP');
    }
    const [consumed] = await ctx.db
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(otpChallenges.id, latest.id),
          isNull(otpChallenges.consumedAt),
          lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: otpChallenges.id });
    if (!consumed) throw badRequest('OTP_NOT_FOUND', 'Please ask for a new OTP');
    return { optIn: latest.optIn } satisfies VerifiedChallenge;
  }

  return { request, verify };
}

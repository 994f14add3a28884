import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Payload } from 'altcha-lib/types';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from './db/client';
import { captchaSpent } from './db/schema';
import { badRequest } from './errors';
import { deriveKey } from './secrets';

/**
 * ALTCHA proof of work (DESIGN.md §2 "captcha": self-hosted, no third party; issue 13 part 5).
 * The server hands out a signed challenge; the browser's widget finds the counter and sends back
 * a base64 payload, checked here for signature, expiry and solution, and spent once.
 *
 * Deterministic mode: the server picks the counter and signs the derived key, so checking a
 * proof costs one HMAC, while finding it costs the browser about COUNTER_MAX / 2 PBKDF2 runs:
 * under a second with the widget's workers on a cheap phone, and 200 to 400 ms in Node.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000; // PBKDF2 iterations per try
const COUNTER_MIN = 200;
const COUNTER_MAX = 1_200;
export const CAPTCHA_TTL_SECONDS = 10 * 60;

export type CaptchaKeys = { signature: string; key: string };

export function captchaKeys(appSecret: string): CaptchaKeys {
  return {
    signature: deriveKey(appSecret, 'altcha-challenge').toString('hex'),
    key: deriveKey(appSecret, 'altcha-key').toString('hex'),
  };
}

export function newCaptchaChallenge(
  keys: CaptchaKeys,
  { expiresAt = new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) }: { expiresAt?: Date } = {},
): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey: pbkdf2,
    expiresAt,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
}

function parsePayload(token: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (!challenge?.parameters || typeof challenge.parameters !== 'object' || !solution)
      return null;
    if (typeof challenge.parameters.nonce !== 'string' || challenge.parameters.nonce.length > 64) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

const captchaError = (code: string) => badRequest(code, 'Please Verify Captcha', { token: code });

/**
 * Checks a widget's payload and marks its challenge spent in `tx`, so the message it guards and
 * the spending commit together: a second use, or a failed insert, never lets a proof count twice.
 */
export async function spendCaptcha(tx: Executor, keys: CaptchaKeys, token: string): Promise<void> {
  const payload = parsePayload(token);
  if (!payload) throw captchaError('CAPTCHA_INVALID');
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: pbkdf2,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.key,
    });
  } catch {
    throw captchaError('CAPTCHA_INVALID');
  }
  if (result.expired) throw captchaError('CAPTCHA_EXPIRED');
  if (!result.verified) throw captchaError('CAPTCHA_INVALID');

  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
  await tx.delete(captchaSpent).where(lt(captchaSpent.expiresAt, sql`now()`));
  const spent = await tx
    .insert(captchaSpent)
    .values({ challengeId: payload.challenge.parameters.nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaSpent.challengeId });
  if (spent.length === 0) throw captchaError('CAPTCHA_USED');
}

import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { refreshTokens, sessions, users } from '../../platform/db/schema';
import { unauthorized } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { deriveKey, seal, sha256Hex, unseal } from '../../platform/secrets';

/**
 * issue 15 item 8: two tabs refreshing at once present the same token; the second, within this
 * many seconds of the first, gets the same successor instead of ending the session. Any later
 * reuse still ends it (a stolen token used after its owner's refresh).
 */
export const REFRESH_GRACE_SECONDS = 30;

const invalidRefresh = () =>
  unauthorized('INVALID_REFRESH_TOKEN', 'Your session has ended, please sign in again');

/** Sessions and their rotating refresh tokens (DESIGN.md §6). */
export function sessionService(ctx: AppContext) {
  const sealKey = deriveKey(ctx.config.APP_SECRET, 'refresh-successor');

  async function issueRefreshToken(tx: Executor, sessionId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      id: newId(),
      sessionId,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL * 1000),
    });
    return token;
  }

  // Issue 6: the employer's candidate search lists seekers seen (signed in or refreshed) lately.
  async function seen(tx: Executor, userId: string) {
    await tx.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
  }

  async function start(tx: Executor, user: { id: string; role: number }, userAgent?: string) {
    const sessionId = newId();
    await seen(tx, user.id);
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId: user.id, userAgent: userAgent?.slice(0, 300) ?? null });
    const refreshToken = await issueRefreshToken(tx, sessionId);
    const token = await ctx.tokens.sign(user, sessionId);
    return { token, refreshToken };
  }

  /** Rotation: each refresh token works once; presenting a used one ends the whole session. */
  async function refresh(presented: string) {
    if (!presented) throw invalidRefresh();
    let reusedSession: string | null = null;
    const result = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: refreshTokens.id,
          sessionId: refreshTokens.sessionId,
          expiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          successorSealed: refreshTokens.successorSealed,
          revokedAt: sessions.revokedAt,
          userId: users.id,
          role: users.role,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, sha256Hex(presented)))
        .for('update', { of: refreshTokens });
      if (!row || row.revokedAt) throw invalidRefresh();
      const access = () => ctx.tokens.sign({ id: row.userId, role: row.role }, row.sessionId);
      if (row.usedAt) {
        const successor = await graceSuccessor(tx, row);
        if (successor) return { reused: false, token: await access(), refreshToken: successor };
        await revoke(tx, row.sessionId, 'refresh_reuse');
        reusedSession = row.sessionId;
        return { reused: true } as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) throw invalidRefresh();
      const refreshToken = await issueRefreshToken(tx, row.sessionId);
      await tx
        .update(refreshTokens)
        .set({ usedAt: new Date(), successorSealed: seal(sealKey, refreshToken) })
        .where(eq(refreshTokens.id, row.id));
      await seen(tx, row.userId);
      return { reused: false, token: await access(), refreshToken } as const;
    });
    if (reusedSession) await ctx.liveSessions.revoked([reusedSession]);
    return result;
  }

  /**
   * The successor of a token used moments ago, while that successor is itself still unused:
   * a second tab's refresh racing the first. Null for anything else (reuse detection applies).
   */
  async function graceSuccessor(
    tx: Executor,
    row: { usedAt: Date | null; successorSealed: string | null; sessionId: string },
  ): Promise<string | null> {
    if (!row.usedAt || !row.successorSealed) return null;
    if (Date.now() - row.usedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) return null;
    const successor = unseal(sealKey, row.successorSealed);
    if (!successor) return null;
    const [next] = await tx
      .select({ usedAt: refreshTokens.usedAt, sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(successor)));
    return next && !next.usedAt && next.sessionId === row.sessionId ? successor : null;
  }

  async function revoke(tx: Executor, sessionId: string, reason: string) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Logout: the session ends at once on every instance (the live-session cache is told). */
  async function logout(sessionId: string) {
    await revoke(ctx.db, sessionId, 'logout');
    await ctx.liveSessions.revoked([sessionId]);
  }

  return { start, refresh, revoke: logout };
}

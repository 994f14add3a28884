import { ROLE } from '@kaamkaj/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Cache } from './cache';
import type { Config } from './config';
import type { Db, Executor } from './db/client';
import { sessions, users } from './db/schema';
import { AppError, unauthorized } from './errors';
import { deriveKey } from './secrets';

export type AuthUser = { id: string; role: number; sessionId: string; isSuperadmin: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export type AccessTokens = {
  sign(user: { id: string; role: number }, sessionId: string): Promise<string>;
  /** `role`: the role signed into the token (a hint; the session's row or cache decides). */
  verify(token: string): Promise<{ userId: string; sessionId: string; role: number | null }>;
};

// spec 000 §8: the client refreshes on exactly this message with status 400.
export const jwtExpired = () => new AppError(400, 'TOKEN_EXPIRED', 'jwt expired');
const invalidToken = () =>
  unauthorized('INVALID_TOKEN', 'Your session is not valid, please sign in again');

/** How many verified access tokens a process remembers (about 300 bytes each). */
const VERIFIED_KEPT = 20_000;

export function accessTokens(config: Config, now = () => Date.now()): AccessTokens {
  const key = deriveKey(config.APP_SECRET, 'access-token');
  // Issue 17: checking the signature (WebCrypto HMAC) took a third of a cached feed page's CPU.
  // A token whose signature was checked once is the same token until it expires: remembered by
  // its exact text, with its expiry, least recently used first out.
  type Claims = { userId: string; sessionId: string; role: number | null };
  const verified = new Map<string, Claims & { expiresAt: number }>();
  function remembered(token: string) {
    const hit = verified.get(token);
    if (!hit) return null;
    verified.delete(token);
    if (hit.expiresAt <= now()) return null;
    verified.set(token, hit);
    return hit;
  }
  function remember(token: string, entry: Claims & { expiresAt: number }) {
    verified.set(token, entry);
    if (verified.size > VERIFIED_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
  }
  return {
    sign: (user, sessionId) =>
      new SignJWT({ role: user.role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${config.ACCESS_TOKEN_TTL}s`)
        .sign(key),
    async verify(token) {
      const known = remembered(token);
      if (known) return { userId: known.userId, sessionId: known.sessionId, role: known.role };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          throw invalidToken();
        const role = typeof payload.role === 'number' ? payload.role : null;
        const claims: Claims = { userId: payload.sub, sessionId: payload.sid, role };
        if (typeof payload.exp === 'number') {
          remember(token, { ...claims, expiresAt: payload.exp * 1000 });
        }
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw jwtExpired();
        if (err instanceof AppError) throw err;
        throw invalidToken();
      }
    },
  };
}

type LiveSession = { userId: string; role: number; isSuperadmin: boolean };
const REVOKED = 'revoked';

/**
 * Seekers' sessions known to be live, kept `ttlSeconds` in the cache (Redis with REDIS_URL, so shared by
 * every instance), so that a signed-in request does not read the sessions table each time (issue
 * 17: the lookup ran before every cached feed page). A revocation writes a tombstone over the
 * entry after its transaction commits, on every instance at once through Redis; a lookup that
 * raced it cannot write "live" back (`add` keeps the tombstone). Should the cache be away when a
 * session is revoked, the entry still runs out after `ttlSeconds`. `ttlSeconds` 0 reads the
 * table on every request.
 */
export function liveSessions(cache: Cache, ttlSeconds: number) {
  const key = (sessionId: string) => `session:${sessionId}`;
  return {
    async read(sessionId: string): Promise<LiveSession | typeof REVOKED | null> {
      if (ttlSeconds === 0) return null;
      const raw = await cache.get(key(sessionId));
      if (raw === null) return null;
      if (raw === REVOKED) return REVOKED;
      const [userId = '', role = '', superadmin] = raw.split(':');
      return { userId, role: Number(role), isSuperadmin: superadmin === '1' };
    },
    async keep(sessionId: string, live: LiveSession) {
      if (ttlSeconds === 0) return;
      const value = `${live.userId}:${live.role}:${live.isSuperadmin ? 1 : 0}`;
      await cache.add(key(sessionId), value, ttlSeconds);
    },
    /** After the revoking transaction has committed. */
    async revoked(sessionIds: readonly string[]) {
      if (ttlSeconds === 0) return;
      await Promise.all(sessionIds.map((id) => cache.set(key(id), REVOKED, ttlSeconds)));
    },
  };
}
export type LiveSessions = ReturnType<typeof liveSessions>;

/** The ids of a user's sessions, read before they are revoked or deleted. */
export async function sessionIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.map((r) => r.id);
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
};
const signedOut = () =>
  unauthorized('SESSION_REVOKED', 'You have been signed out, please sign in again');

/**
 * The onRequest hook of signed-in routes: a valid access token whose session is not revoked
 * (logout revokes at once, not when the token runs out). The role is read from the session's
 * row, or from the live-session cache that holds it (`liveSessions`).
 */
/**
 * The user of a session that is not revoked, read by `{ sessionId, userId }`: prepared once
 * under `name` (a named statement on PostgreSQL). Signed-in routes (`requireAuth`) and the
 * pages rendered for a signed-in seeker (features/pages) ask it.
 */
export function liveSessionRead(db: Db, name: string) {
  return db
    .select({
      role: users.role,
      isSuperadmin: users.isSuperadmin,
      profileStatus: users.profileStatus,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare(name);
}

export function requireAuth(tokens: AccessTokens, db: Db, live: LiveSessions) {
  // A cache miss runs this read
  const liveSession = liveSessionRead(db, 'auth_live_session');
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (!token) throw unauthorized('UNAUTHENTICATED', 'Please sign in to continue');
    const { userId, sessionId, role } = await tokens.verify(token);
    // only seekers' sessions are ever kept (below): the other roles go to the row directly
    const known = role === ROLE.SEEKER ? await live.read(sessionId) : null;
    if (known === REVOKED) throw signedOut();
    if (known && known.userId === userId) {
      request.user = { id: userId, role: known.role, sessionId, isSuperadmin: known.isSuperadmin };
      return;
    }
    const [row] = await liveSession.execute({ sessionId, userId });
    if (!row) throw signedOut();
    // Only a seeker's session is kept: a seeker's role never changes, while the rights of an
    // employer, an agent or an admin (made superadmin by `admin:create` in another process)
    // are read from the row on every request, as before.
    if (row.role === ROLE.SEEKER && !row.isSuperadmin) {
      await live.keep(sessionId, { userId, role: row.role, isSuperadmin: false });
    }
    request.user = { id: userId, role: row.role, sessionId, isSuperadmin: row.isSuperadmin };
  };
}

/** The signed-in user of a route guarded by requireAuth. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('UNAUTHENTICATED', 'Please sign in to continue');
  return request.user;
}

/**
 * DESIGN.md §6: a route for one role only. `message` says what the other roles may not do
 * (403 FORBIDDEN); the employer-only features each phrase it for their screen.
 */
export function requireRole(me: AuthUser, role: number, message: string): AuthUser {
  if (me.role !== role) throw new AppError(403, 'FORBIDDEN', message);
  return me;
}

/**
 * onRequest, after ctx.auth: who may call a route is settled before its body is read. Fastify
 * validates params, query and body before preHandler, so a check there answers a caller of the
 * wrong role 400 instead of 403 (issue 14 item 15).
 */
export function callerMust(check: (me: AuthUser) => unknown) {
  return async (request: FastifyRequest) => {
    check(currentUser(request));
  };
}

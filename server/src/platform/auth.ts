import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from './config';
import type { Db } from './db/client';
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
  verify(token: string): Promise<{ userId: string; sessionId: string }>;
};

// spec 000 §8: the client refreshes on exactly this message with status 400.
export const jwtExpired = () => new AppError(400, 'TOKEN_EXPIRED', 'jwt expired');
const invalidToken = () =>
  unauthorized('INVALID_TOKEN', 'Your session is not valid, please sign in again');

export function accessTokens(config: Config): AccessTokens {
  const key = deriveKey(config.APP_SECRET, 'access-token');
  return {
    sign: (user, sessionId) =>
      new SignJWT({ role: user.role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${config.ACCESS_TOKEN_TTL}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          throw invalidToken();
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw jwtExpired();
        if (err instanceof AppError) throw err;
        throw invalidToken();
      }
    },
  };
}

/**
 * The onRequest hook of signed-in routes: a valid access token whose session is not revoked
 * (logout revokes at once, not when the token runs out). The role is read fresh from the row.
 */
export function requireAuth(tokens: AccessTokens, db: Db) {
  // Every signed-in request runs this read: prepared once (a named statement on PostgreSQL).
  const liveSession = db
    .select({ role: users.role, isSuperadmin: users.isSuperadmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('auth_live_session');
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('UNAUTHENTICATED', 'Please sign in to continue');
    const { userId, sessionId } = await tokens.verify(token);
    const [row] = await liveSession.execute({ sessionId, userId });
    if (!row)
      throw unauthorized('SESSION_REVOKED', 'You have been signed out, please sign in again');
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

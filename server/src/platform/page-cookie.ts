import { cookieValue, PAGE_COOKIE } from '@kaamkaj/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { deriveKey, equalHex, hmacHex } from './secrets';

/**
 * issue 16 item 3: the cookie by which the server renders a signed-in seeker's /jobs with their
 * first feed page already in the HTML (features/pages), and names in the app's shell the chunks
 * of the screen any signed-in user opens a page on (item 4). The app keeps its session in local
 * storage, which a page request does not carry; this cookie names the session, nothing more:
 *
 * - it is `<session id>.<user id>.<expiry, unix seconds>.<HMAC>`, signed with a key of its own
 *   derived from APP_SECRET; it grants no API call, only the HTML of that user's /jobs (and
 *   which role's screen the shell names chunks of), and
 *   only while the session is live (read from the sessions table), so a logout anywhere, a
 *   reused refresh token or a deleted account ends it at once;
 * - it lives as long as a refresh token (REFRESH_TOKEN_TTL), set again on every refresh;
 * - SameSite=Lax (no other site's request carries it but a link followed to us, which only
 *   reads a page that site cannot see), Secure when the site is https;
 * - not HttpOnly, on purpose: signing out on the device deletes it in the app too
 *   (lib/session.ts), so a shared phone never shows the last user's jobs even when the logout
 *   request was made offline. A script that could read it could read the app's refresh token in
 *   local storage already, which grants far more.
 */
export type PageSession = { sessionId: string; userId: string };

export function pageCookie(
  config: Pick<Config, 'APP_SECRET' | 'PUBLIC_URL' | 'REFRESH_TOKEN_TTL'>,
) {
  const key = deriveKey(config.APP_SECRET, 'page-cookie');
  const secure = config.PUBLIC_URL?.startsWith('https:') ? '; Secure' : '';
  const attributes = `; Path=/; SameSite=Lax${secure}`;

  function value(session: PageSession, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + config.REFRESH_TOKEN_TTL;
    const payload = `${session.sessionId}.${session.userId}.${expires}`;
    return `${payload}.${hmacHex(key, payload)}`;
  }

  /** The session a cookie value names, or null: unsigned, altered or expired. */
  function read(raw: string | undefined, now = Date.now()): PageSession | null {
    const [sessionId, userId, expires, mac, ...rest] = (raw ?? '').split('.');
    if (!sessionId || !userId || !expires || !mac || rest.length > 0) return null;
    if (!equalHex(mac, hmacHex(key, `${sessionId}.${userId}.${expires}`))) return null;
    if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now) return null;
    return { sessionId, userId };
  }

  return {
    read,
    /** The session the request's cookie names, or null. */
    of(request: FastifyRequest): PageSession | null {
      return read(cookieValue(request.headers.cookie ?? '', PAGE_COOKIE) ?? undefined);
    },
    /** Signed in (or refreshed): the cookie for this session. */
    set(reply: FastifyReply, session: PageSession) {
      const header = `${PAGE_COOKIE}=${value(session)}; Max-Age=${config.REFRESH_TOKEN_TTL}${attributes}`;
      reply.header('set-cookie', header);
    },
    /** Signed out: no cookie. */
    clear(reply: FastifyReply) {
      reply.header('set-cookie', `${PAGE_COOKIE}=; Max-Age=0${attributes}`);
    },
    value,
  };
}
export type PageCookie = ReturnType<typeof pageCookie>;

/** The session a referral link carries (spec 000 §2.1 "/user", spec 001 §2). */
export type ReferralSession = {
  _id: string;
  role: number;
  token: string;
  refresh_token: string | null;
  profile_status: number | null;
};

function base64UrlDecode(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const asNumber = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? Number(value)
    : Number.NaN;

/** Decodes a user_token (base64url JSON); null when it is not a usable session. */
export function decodeUserToken(value: string): ReferralSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(base64UrlDecode(value.trim()));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { _id, role, token, refresh_token, profile_status } = parsed as Record<string, unknown>;
  const roleNumber = asNumber(role);
  if (typeof _id !== 'string' || !_id || typeof token !== 'string' || !token) return null;
  if (!Number.isInteger(roleNumber)) return null;
  const status = asNumber(profile_status);
  return {
    _id,
    role: roleNumber,
    token,
    refresh_token: typeof refresh_token === 'string' && refresh_token ? refresh_token : null,
    profile_status: Number.isInteger(status) ? status : null,
  };
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/**
 * The user_token of the query string, else of the 'referral' cookie (which holds either a query
 * string with user_token or the token itself).
 */
export function readReferral(search: string, cookies: string): ReferralSession | null {
  const fromQuery = new URLSearchParams(search).get('user_token');
  if (fromQuery) return decodeUserToken(fromQuery);
  const cookie = cookieValue(cookies, 'referral');
  if (!cookie) return null;
  if (cookie.includes('user_token=')) {
    const query = cookie.slice(cookie.indexOf('?') + 1);
    const token = new URLSearchParams(query).get('user_token');
    return token ? decodeUserToken(token) : null;
  }
  return decodeUserToken(cookie);
}

/** Issue 13: the Saarthi code of the link a visitor came through (/JobSeekerlogin?ref=, /user?ref=). */
export const REF_KEY = 'kaamkaj_ref';

/**
 * Keeps the `?ref=` Saarthi code of a link until the seeker's next confirmed sign-in sends it
 * (api/login-confirm.ts), which credits a new account to that agent. True when one was kept.
 */
export function keepReferralCode(search: string): boolean {
  const ref = new URLSearchParams(search).get('ref');
  if (!ref || !/^[A-Za-z0-9]{3,20}$/.test(ref)) return false;
  localStorage.setItem(REF_KEY, ref.toUpperCase());
  return true;
}

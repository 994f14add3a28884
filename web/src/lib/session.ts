import { type GuardSession, PAGE_COOKIE, STORAGE_PREFIX } from '@kaamkaj/domain';
import { useSyncExternalStore } from 'react';
import { forgetOutbox } from './outbox';
import { forgetUserPages } from './pwa/kept-feed-page';

// spec 000 §3.1: what the app keeps locally, each key under the kaamkaj_ prefix (DESIGN.md §4).
export const SESSION_KEYS = [
  'authToken',
  'refresh_token',
  'user',
  'user_role',
  'user_contact',
  'profile_status',
  'lang',
  'user_tnc',
  'user_name',
  'login_type',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Readonly<Record<SessionKey, string | null>>;

const CHANGE_EVENT = 'kaamkaj:session';
// The language is a device preference, not part of the sign-in: logout keeps it.
const KEPT_ON_CLEAR: readonly SessionKey[] = ['lang'];

const storageKey = (key: SessionKey) => `${STORAGE_PREFIX}${key}`;

export function getItem(key: SessionKey): string | null {
  try {
    return localStorage.getItem(storageKey(key));
  } catch {
    return null; // storage disabled (private mode on some phones)
  }
}

/** This device is signed in, as `userId` (a page rendered for them, a page kept for them). */
export const signedInAs = (userId: string): boolean =>
  getItem('user') === userId && Boolean(getItem('authToken'));

/** Writes the given keys; null or undefined removes a key. */
export function setSession(values: Partial<Record<SessionKey, string | number | boolean | null>>) {
  for (const [key, value] of Object.entries(values) as [SessionKey, unknown][]) {
    try {
      if (value === null || value === undefined) localStorage.removeItem(storageKey(key));
      else localStorage.setItem(storageKey(key), String(value));
    } catch {
      // ignore: the session then lives only as long as the page
    }
  }
  emitChange();
}

let cleared: Promise<void> = Promise.resolve();

/**
 * Logout: removes every session key but the language, the user's cached answers (the service
 * worker's copy of their feed) and their answers waiting in the outbox (issue 16 item 6).
 */
export function clearSession() {
  const user = getItem('user');
  const removed = SESSION_KEYS.filter((key) => !KEPT_ON_CLEAR.includes(key));
  setSession(Object.fromEntries(removed.map((key) => [key, null])));
  forgetPageCookie();
  cleared = Promise.all([
    forgetUserPages().catch(() => undefined),
    forgetOutbox(user).catch(() => undefined),
  ]).then(() => undefined);
}

/** Resolves when what the last clearSession deletes on the device is gone (wait before leaving). */
export function userDataCleared(): Promise<void> {
  return cleared;
}

/**
 * issue 16 items 3 and 4: the server renders a seeker's /jobs by this cookie, and names the
 * chunks of the screen any signed-in page opens on. Signing out on this device
 * deletes it here as well, so the next person on a shared phone never gets the last user's page,
 * even when the logout request itself could not reach the server (offline).
 */
function forgetPageCookie() {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on older Android browsers
  document.cookie = `${PAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

let snapshot: Session | null = null;
// The session a server-side render shows (web/src/prerender.tsx renderSignedIn), never in a browser
let rendering: Session | null = null;

/** While the server renders a signed-in page: the session it renders for; null after. */
export function renderAs(values: Partial<Session> | null) {
  rendering = values
    ? (Object.fromEntries(SESSION_KEYS.map((key) => [key, values[key] ?? null])) as Session)
    : null;
}

export function readSession(): Session {
  if (rendering) return rendering;
  if (!snapshot) {
    snapshot = Object.fromEntries(SESSION_KEYS.map((key) => [key, getItem(key)])) as Session;
  }
  return snapshot;
}

function emitChange() {
  snapshot = null;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) {
      snapshot = null;
      listener();
    }
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage); // another tab signed in or out
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, readSession, readSession);
}

function toNumber(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The part of the session the route guard reads (domain guardRoute). */
export function guardSessionOf(session: Session): GuardSession {
  return {
    token: session.authToken,
    role: toNumber(session.user_role),
    profileStatus: toNumber(session.profile_status),
  };
}

export const roleOf = (session: Session) => toNumber(session.user_role);

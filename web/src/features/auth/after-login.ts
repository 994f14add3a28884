import { type LoginResult, PATHS, PROFILE_STATUS } from '@kaamkaj/domain';
import { i18n, rememberLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { setSession } from '../../lib/session';

/** Stores the confirmed login (spec 000 §3.2) as the session of spec 000 §3.1. */
export function saveLogin(result: LoginResult) {
  const { _id, role, token, profile_status } = result.data;
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  queryClient.clear(); // nothing cached for a previous user may show
  setSession({
    authToken: token,
    refresh_token: result.refresh_token,
    user: _id,
    user_role: role,
    profile_status,
    // issue 14: the language signed in with becomes the user's choice (the server keeps it on
    // the account from the same call's Accept-Language)
    lang,
  });
  rememberLanguage(lang);
}

/** What the login screens pass on in route state. */
export type AuthState = { from?: unknown; optIn?: boolean } | null;

export function authStateOf(state: unknown): AuthState {
  return state && typeof state === 'object' ? (state as AuthState) : null;
}

/** A location given as "/path?x" or as {pathname, search, hash}. */
function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from.startsWith('/') ? from : null;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search = '', hash = '' } = from as Record<string, unknown>;
    if (typeof pathname === 'string' && pathname.startsWith('/')) {
      return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    }
  }
  return null;
}

// DESIGN.md §4 "after seeker OTP": back where the user came from; else /jobs when the profile
// is complete, else /user/basicdetail.
export function seekerDestination(result: LoginResult, state: AuthState): string {
  const from = pathOf(state?.from);
  if (from) return from;
  return result.data.profile_status === PROFILE_STATUS.COMPLETE ? PATHS.jobs : PATHS.basicDetail;
}

// spec 001 §2: /dashboard when the profile is complete, else /companydetail.
export function employerDestination(result: LoginResult): string {
  return result.data.profile_status === PROFILE_STATUS.COMPLETE
    ? PATHS.dashboard
    : PATHS.companyDetail;
}

import { ApiError, NETWORK_ERROR } from './api-error';
import { i18n } from './i18n';
import { getItem, setSession } from './session';

type RefreshBody = { success?: boolean; data?: { token?: string; refresh_token?: string } };

let inflight: Promise<boolean> | null = null;

// The Web Lock every tab of the app takes to refresh (issue 15 item 8).
export const REFRESH_LOCK = 'kaamkaj-refresh';

/**
 * spec 000 §7 "Session": POST /auth/refreshtoken with the x-refreshtoken header. Single-flight:
 * refresh tokens rotate on every use (DESIGN.md §6), so concurrent expired calls must share one
 * refresh, or the second would present an already-used token and revoke the family. Across tabs
 * too: one tab refreshes under a Web Lock, and a tab that waited for it finds the new tokens in
 * the shared storage and uses them (the server also gives a racing second tab the same
 * successor for 30 s). Resolves true when a new token is stored, false when the server
 * refused; throws when offline.
 */
export function refreshAccessToken(): Promise<boolean> {
  inflight ??= acrossTabs().finally(() => {
    inflight = null;
  });
  return inflight;
}

async function acrossTabs(): Promise<boolean> {
  const before = getItem('refresh_token');
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return doRefresh();
  return locks.request(REFRESH_LOCK, async () => {
    const now = getItem('refresh_token');
    // another tab refreshed while this one waited: its tokens are this tab's too
    if (now && now !== before) return true;
    return doRefresh();
  });
}

async function doRefresh(): Promise<boolean> {
  const refreshToken = getItem('refresh_token');
  if (!refreshToken) return false;
  let res: Response;
  try {
    res = await fetch('/api/auth/refreshtoken', {
      method: 'POST',
      headers: { 'x-refreshtoken': refreshToken, Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, i18n.t('errors.network'));
  }
  const body = (await res.json().catch(() => null)) as RefreshBody | null;
  const token = body?.data?.token;
  if (!res.ok || !body?.success || !token) return false;
  setSession({ authToken: token, refresh_token: body.data?.refresh_token ?? refreshToken });
  return true;
}

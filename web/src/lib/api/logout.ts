import { request } from '../http';
import { clearUserCaches } from '../pwa/cache-names';
import { queryClient } from '../query-client';
import { clearSession } from '../session';

// spec 000 §7 "Session": GET /user/logout revokes the refresh token (DESIGN.md §6); the local
// session is cleared even when the call fails, and the page starts afresh on /.
export async function logout() {
  try {
    await request('/user/logout', { toast: false });
  } catch {
    // signed out locally all the same
  }
  clearSession();
  queryClient.clear();
  await clearUserCaches().catch(() => undefined); // before leaving the page (issue 16 item 5)
  window.location.replace('/');
}

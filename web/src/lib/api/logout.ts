import { request } from '../http';
import { queryClient } from '../query-client';
import { clearSession, userDataCleared } from '../session';

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
  await userDataCleared(); // caches and outbox, before leaving the page (issue 16 items 5, 6)
  window.location.replace('/');
}

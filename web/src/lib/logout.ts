import { clearUserCaches } from './pwa/cache-names';
import { clearSession } from './session';

// spec 000 §8: 401 and "Unauthorized" clear local storage and reload; the guard then sends the
// visitor from a signed-in page to /homepage. The reload waits for the service worker's copies
// of the user's answers to go (issue 16 item 5), or they could outlive the session.
export function forceLogout(reload: () => void = () => window.location.reload()) {
  clearSession();
  void clearUserCaches()
    .catch(() => undefined)
    .finally(reload);
}

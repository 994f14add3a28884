import { clearSession, userDataCleared } from './session';

// spec 000 §8: 401 and "Unauthorized" clear local storage and reload; the guard then sends the
// visitor from a signed-in page to /homepage. The reload waits for the service worker's copies
// of the user's answers and their outbox to go (issue 16 items 5, 6), or they could outlive the session.
export function forceLogout(reload: () => void = () => window.location.reload()) {
  clearSession();
  void userDataCleared().finally(reload);
}

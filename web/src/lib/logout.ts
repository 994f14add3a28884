import { clearSession } from './session';

// spec 000 §8: 401 and "Unauthorized" clear local storage and reload; the guard then sends the
// visitor from a signed-in page to /homepage.
export function forceLogout(reload: () => void = () => window.location.reload()) {
  clearSession();
  reload();
}

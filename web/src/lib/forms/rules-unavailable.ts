import { TOAST_MS } from '@kaamkaj/domain';
import { i18n } from '../i18n';
import { isLoadFailure } from '../load-failure';
import { isOffline } from '../network';
import { notify } from '../toast';

let saidAt = Number.NEGATIVE_INFINITY;

/**
 * A form's rules (its schema, loaded on demand) could not be loaded, so it is not sent (issue 16
 * item 6: offline before they ever came). Says so in the reader's language, as a failed save
 * does; what was typed stays in the form. Once per toast's time: after a submit, react-hook-form
 * checks again on every change, and each keystroke would say it again.
 */
export function rulesUnavailable(): void {
  if (Date.now() - saidAt < TOAST_MS) return;
  saidAt = Date.now();
  void notify.error(i18n.t(isOffline() ? 'errors.offline' : 'errors.network'));
}

/**
 * A form's rules loaded on demand, or null when they could not come (offline before they ever
 * came): `rulesUnavailable` has said so. A fault of the rules themselves is no lost network and
 * is thrown.
 */
export async function loadRulesOrSay<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (!isLoadFailure(error)) throw error;
    rulesUnavailable();
    return null;
  }
}

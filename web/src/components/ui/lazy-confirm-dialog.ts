import { useLoadAhead } from '../../lib/load-failure';
import { lazyDialog } from './lazy-dialog';

/**
 * ConfirmDialog (and Radix under it) on demand, for screens that show it only after a tap: a
 * feed of 30 cards hydrated 30 closed dialogs and loaded Radix before the first card could be
 * tapped (issue 16 item 4); a Saarthi's dashboard loaded it, 13 KB, before its first list. The
 * screen calls `useConfirmDialogAhead` once its buttons show (so a tap, even offline, finds it)
 * and mounts the dialog through LazyDialog on the first question.
 */
export const loadConfirmDialog = () =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog }));
export const LazyConfirmDialog = lazyDialog(loadConfirmDialog);

/** Loads the dialog's code once the component that may ask has shown, not with it. */
export function useConfirmDialogAhead(): void {
  useLoadAhead(loadConfirmDialog);
}

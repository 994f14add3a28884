import { FILE_TOAST_MS } from '@kaamkaj/domain';
import { i18n } from './i18n';

type Sonner = typeof import('sonner');

// issue 16 item 1: sonner (9 KB) is no part of any first load. The first toast asks app.tsx to
// render the Toaster, and both load then; a toast raised before the Toaster subscribes is
// replayed by sonner, so none is lost.
let wanted = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: true once a toast has been asked for. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastsWanted = () => wanted;

function show(render: (toast: Sonner['toast']) => void): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner').then(({ toast }) => render(toast));
}

// spec 000 §8: toasts last 3 s at the top right (the Toaster's default, app.tsx);
// wrong file type or size: 5 s, in red.
export const notify = {
  success(message: string) {
    return show((toast) => toast.success(message));
  },
  warning(message: string) {
    const title = i18n.t('toast.warning');
    return show((toast) => toast.warning(title, { description: message }));
  },
  error(message: string, title: string = i18n.t('toast.error')) {
    return show((toast) => toast.error(title, { description: message }));
  },
  fileError(message: string) {
    return show((toast) => toast.error(message, { duration: FILE_TOAST_MS }));
  },
};

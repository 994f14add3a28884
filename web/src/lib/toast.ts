import { FILE_TOAST_MS } from '@kaamkaj/domain';
import { i18n } from './i18n';

type Sonner = typeof import('sonner');

// sonner loads after the first paint (app.tsx renders its Toaster lazily); a toast raised
// before the Toaster subscribes is replayed by sonner, so none is lost.
function show(render: (toast: Sonner['toast']) => void): Promise<void> {
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

import { FILE_TOAST_MS, TOAST_MS } from '@kaamkaj/domain';
import { i18n } from './i18n';

type Sonner = typeof import('sonner');

// issue 16 item 1: sonner (9 KB) is no part of any first load. The first toast loads it, and once
// it has loaded asks app.tsx to render the Toaster; a toast raised before the Toaster subscribes
// is replayed by sonner, so none is lost.
let wanted = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: true once sonner has loaded for a toast. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastsWanted = () => wanted;

let loading: Promise<Sonner> | null = null;
/** sonner, loaded once; a failed load (the network gone) is tried again by the next toast. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A toast, said once: by sonner, or by the page's own note when sonner cannot be loaded. */
type Toast = {
  kind: 'success' | 'warning' | 'error';
  title: string;
  description?: string;
  duration?: number;
};

function show({ kind, title, ...options }: Toast): Promise<void> {
  return loadSonner().then(
    ({ toast }) => {
      if (!wanted) {
        wanted = true;
        for (const listener of listeners) listener();
      }
      toast[kind](title, options);
    },
    // issue 16 item 6: offline before sonner was ever loaded (a first visit, the service worker
    // not yet in charge), the toast that says "you are offline" must still be read
    () => plainToast({ title, ...options }),
  );
}

const PLAIN_TOAST_ID = 'plain-toast';

/** A toast made of the page's own elements: the message, a close button, gone after its time. */
function plainToast({ title, description, duration = TOAST_MS }: Omit<Toast, 'kind'>) {
  document.getElementById(PLAIN_TOAST_ID)?.remove();
  const box = document.createElement('div');
  box.id = PLAIN_TOAST_ID;
  box.setAttribute('role', 'alert');
  // above an open dialog, which stops the pointer everywhere else on the page
  box.className =
    'pointer-events-auto fixed inset-x-3 top-3 z-[1000] flex items-start gap-2 rounded-xl ' +
    'bg-white py-2 pl-4 text-slate-900 shadow-lg ring-1 ring-slate-200';
  const text = document.createElement('div');
  text.className = 'flex-1 py-2';
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const body = document.createElement('p');
    body.className = 'text-sm text-slate-700';
    body.textContent = description;
    text.append(body);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'size-12 shrink-0 text-2xl leading-none text-slate-500';
  close.setAttribute('aria-label', i18n.t('common.close'));
  close.textContent = '×';
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  document.body.append(box);
  setTimeout(() => box.remove(), duration);
}

// spec 000 §8: toasts last 3 s at the top right (the Toaster's default, app.tsx);
// wrong file type or size: 5 s, in red.
export const notify = {
  success(message: string) {
    return show({ kind: 'success', title: message });
  },
  warning(message: string) {
    return show({ kind: 'warning', title: i18n.t('toast.warning'), description: message });
  },
  error(message: string, title: string = i18n.t('toast.error')) {
    return show({ kind: 'error', title, description: message });
  },
  fileError(message: string) {
    return show({ kind: 'error', title: message, duration: FILE_TOAST_MS });
  },
};

import {
  Component,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { i18n } from '../../lib/i18n';
import { explainLoadFailure, isLoadFailure } from '../../lib/load-failure';
import { isOffline } from '../../lib/network';
import { notify } from '../../lib/toast';
import { Spinner } from './loader';

/**
 * React.lazy for a dialog, tried again on the next open when its code could not be loaded (the
 * browser fetches a failed module again; React.lazy would keep the failure).
 */
export function lazyDialog<T extends ComponentType<never>>(load: () => Promise<{ default: T }>): T {
  type Loaded = { default: ComponentType<object> };
  const attempt = () =>
    lazy(() =>
      (load() as unknown as Promise<Loaded>).catch((error: unknown) => {
        current = attempt();
        throw error;
      }),
    );
  let current = attempt();
  function LazyDialogCode(props: object) {
    // chosen when the dialog opens: a failed load is tried again on the next open, not at once
    const [code] = useState(() => current);
    return createElement(code, props);
  }
  return LazyDialogCode as unknown as T;
}

type LazyDialogProps<P> = {
  open: boolean;
  /** The dialog, from lazyDialog(): its code (Radix, form libraries) loads on the first open only. */
  component: ComponentType<P>;
  props: P;
  /** Closes the dialog: its code could not be loaded (offline, never opened before). */
  onUnavailable: () => void;
};

function Fallback() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 text-white">
      <Spinner />
    </div>
  );
}

type BoundaryProps = {
  /** Called once the code could not be loaded. */
  onFailure?: () => void;
  /** Shown instead (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * Catches a failed load of lazy code (lib/load-failure isLoadFailure); any other error goes on to
 * the error screen. Remount it (a new key) to try again.
 */
export class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isLoadFailure(error)) this.props.onFailure?.();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isLoadFailure(error)) throw error;
    return this.props.fallback ?? null;
  }
}

/**
 * Mounts a lazy dialog once it has been opened, and keeps it for the close animation. Its code
 * not loaded (issue 16 item 6: offline, a dialog never opened before), the dialog closes and a
 * toast says it needs the internet: the screen under it stays as it was.
 */
export function LazyDialog<P extends object>({
  open,
  component: Dialog,
  props,
  onUnavailable,
}: LazyDialogProps<P>) {
  const [opened, setOpened] = useState(open);
  // a failed load is tried again on the next open, not while this one is still asked for: a
  // dialog its screen keeps open (the plan gate) stayed failed until the screen went, even when
  // it was asked for anew
  const [failedOpen, setFailedOpen] = useState(false);
  if (!open && failedOpen) setFailedOpen(false);
  if (open && !opened && !failedOpen) setOpened(true);
  if (!opened) return null;
  const failed = () => {
    setOpened(false);
    setFailedOpen(true);
    onUnavailable();
    // a dead link the browser still calls "online" says "needs the internet" too
    void explainLoadFailure().then(() =>
      notify.error(i18n.t(isOffline() ? 'errors.needsInternetDialog' : 'errors.notLoadedBody')),
    );
  };
  return (
    <LoadBoundary onFailure={failed}>
      <Suspense fallback={open ? <Fallback /> : null}>
        <Dialog {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

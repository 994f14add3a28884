import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';
import { Spinner } from './loader';

type LazyDialogProps<P> = {
  open: boolean;
  /** The dialog, lazy: its code (Radix, form libraries) loads on the first open only. */
  component: LazyExoticComponent<ComponentType<P>>;
  props: P;
};

function Fallback() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 text-white">
      <Spinner />
    </div>
  );
}

/** Mounts a lazy dialog once it has been opened, and keeps it for the close animation. */
export function LazyDialog<P extends object>({
  open,
  component: Component,
  props,
}: LazyDialogProps<P>) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={open ? <Fallback /> : null}>
      <Component {...props} />
    </Suspense>
  );
}

import { type ComponentType, createElement, lazy, useState } from 'react';
import { textsLoaded } from './i18n';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Loads the screen's chunk; once it has, the screen renders at once, never suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a named export: every screen is its own chunk (DESIGN.md §7), shown once its
 * texts in the reader's language have loaded too. A preloaded
 * screen renders without suspending: a prerendered page (issue 16 item 2) hydrates in one pass,
 * with its text in place, instead of showing the loader over it first.
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    const module = await load();
    await textsLoaded(); // the texts its module added in the reader's language (lib/i18n)
    loaded ??= module[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Screen(props: P) {
    // chosen once per mount: switching from Lazy to the loaded screen later would remount it
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(Screen, { preload });
}

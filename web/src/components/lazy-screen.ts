import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';
import { textsLoaded } from '../lib/i18n';
import { explainLoadFailure, isLoadFailure } from '../lib/load-failure';
import { NeedsInternet } from './ui/needs-internet';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Loads the screen's chunk; once it has, the screen renders at once, never suspending. */
  preload(): Promise<void>;
  /** The screen's module, as the route table loads it (app/page-modules.ts is checked by it). */
  load(): Promise<unknown>;
};

/**
 * React.lazy for a named export: every screen is its own chunk (DESIGN.md §7), shown once its
 * texts in the reader's language have loaded too. A preloaded
 * screen renders without suspending: a prerendered page (issue 16 item 2) hydrates in one pass,
 * with its text in place, instead of showing the loader over it first. A screen that could not
 * be loaded (offline, never opened before: issue 16 item 6) shows NeedsInternet in its place,
 * not the error screen over the whole app, and is loaded again on its Try again or when the
 * network returns (the browser fetches a failed module again).
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
  // the mounted screens waiting for another try
  const waiting = new Set<() => void>();
  const retry = () => {
    for (const again of waiting) again();
  };
  // Failed loads in a row while the browser said "online": the network just back and not yet
  // carrying (the "online" event comes as the link comes up), or a server without this build's
  // files. Tried again by itself after 1, 2 and 4 s, then left to the reader's Reload.
  let failedOnline = 0;
  function Unavailable() {
    const retryIn = failedOnline > 0 && failedOnline <= 3 ? 1000 * 2 ** (failedOnline - 1) : null;
    return createElement(NeedsInternet, { onRetry: retry, retryIn });
  }
  // React.lazy keeps what its load gave: a new one for each try
  const attempt = () =>
    lazy(async () => {
      try {
        await preload();
        failedOnline = 0;
        return { default: loaded as ComponentType<P> };
      } catch (error) {
        if (!isLoadFailure(error)) throw error;
        failedOnline = navigator.onLine ? failedOnline + 1 : 0;
        // a dead link the browser still calls "online", or a deploy
        if (failedOnline > 0) void explainLoadFailure();
        return { default: Unavailable as ComponentType<P> };
      }
    });
  function Screen(props: P) {
    // chosen once per mount, and again on a retry: switching from a lazy one to the loaded
    // screen otherwise would remount it
    const [type, setType] = useState<ComponentType<P>>(() => loaded ?? attempt());
    useEffect(() => {
      const again = () => setType(() => loaded ?? attempt());
      waiting.add(again);
      return () => {
        waiting.delete(again);
      };
    }, []);
    return createElement(type, props);
  }
  return Object.assign(Screen, { preload, load });
}

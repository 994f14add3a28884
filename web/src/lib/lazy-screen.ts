import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export: every screen is its own chunk (DESIGN.md §7). */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

import { useEffect } from 'react';

/**
 * Loads code a screen may soon need (a dialog, a form's rules) once the component has shown,
 * not with it (issue 16 item 1): the screen paints without it, and a tap, even offline by then,
 * finds it. A load that fails (offline before it ever came) is asked for again where it is used,
 * which says so. The loads are module-level functions, called once, on the first render's effect.
 */
export function useLoadAhead(...loads: (() => Promise<unknown>)[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the component shows
  useEffect(() => {
    for (const load of loads) void load().catch(() => undefined);
  }, []);
}

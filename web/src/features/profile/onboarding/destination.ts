import { PATHS } from '@kaamkaj/domain';

/** A path passed on in route state (state.from), else /jobs (spec 000 §2.6 step 2). */
export function destinationOf(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search } = from as { pathname: unknown; search?: unknown };
    if (typeof pathname === 'string' && pathname.startsWith('/')) {
      return `${pathname}${typeof search === 'string' ? search : ''}`;
    }
  }
  return PATHS.jobs;
}

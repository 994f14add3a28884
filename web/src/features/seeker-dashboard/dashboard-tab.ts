import { SEEKER_DASHBOARD_TABS } from '@kaamkaj/domain';

const isTab = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value < SEEKER_DASHBOARD_TABS.length;

/**
 * The dashboard tab asked for (spec 000 §2.8, §4 notification targets): the navigation state's
 * `{tab: 0..4}` first, then `?tab=` (kept in the address so a reload stays), else null: none.
 */
export function tabFrom(state: unknown, search: URLSearchParams): number | null {
  const fromState =
    state && typeof state === 'object' ? (state as { tab?: unknown }).tab : undefined;
  if (isTab(fromState)) return fromState;
  const raw = search.get('tab');
  const fromQuery = raw !== null && /^\d$/.test(raw) ? Number(raw) : undefined;
  return isTab(fromQuery) ? fromQuery : null;
}

/**
 * With no tab asked for (issue 14): Applied (0) when it has something or nothing has anything,
 * else the first tab that has something, so a seeker with an interview does not open on an
 * empty Applied.
 */
export function firstTabWithItems(counts: readonly number[]): number {
  if ((counts[0] ?? 0) > 0) return 0;
  const index = counts.findIndex((n) => n > 0);
  return index === -1 ? 0 : index;
}

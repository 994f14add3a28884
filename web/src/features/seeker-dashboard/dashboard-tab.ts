import { SEEKER_DASHBOARD_TABS } from '@kaamkaj/domain';

const isTab = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value < SEEKER_DASHBOARD_TABS.length;

/**
 * The dashboard tab to open (spec 000 §2.8, §4 notification targets): the navigation state's
 * `{tab: 0..4}` first, then `?tab=` (kept in the address so a reload stays), else Applied (0).
 */
export function tabFrom(state: unknown, search: URLSearchParams): number {
  const fromState =
    state && typeof state === 'object' ? (state as { tab?: unknown }).tab : undefined;
  if (isTab(fromState)) return fromState;
  const raw = search.get('tab');
  const fromQuery = raw !== null && /^\d$/.test(raw) ? Number(raw) : undefined;
  return isTab(fromQuery) ? fromQuery : 0;
}

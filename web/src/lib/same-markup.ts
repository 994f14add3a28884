import { isValidElement, type ReactNode } from 'react';

/**
 * Whether `next` draws the markup `kept` drew: the same elements, keys and values, the event
 * handlers (`on…` props) aside, which hydration sets anyway. Objects other than elements must be
 * the same object (a job from the query cache is, while its data is unchanged).
 */
export function sameMarkup(next: ReactNode, kept: ReactNode): boolean {
  if (Object.is(next, kept)) return true;
  if (Array.isArray(next) && Array.isArray(kept)) {
    return next.length === kept.length && next.every((node, i) => sameMarkup(node, kept[i]));
  }
  if (!isValidElement(next) || !isValidElement(kept)) return false;
  if (next.type !== kept.type || next.key !== kept.key) return false;
  const a = next.props as Record<string, unknown>;
  const b = kept.props as Record<string, unknown>;
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every(
    (name) =>
      Object.is(a[name], b[name]) ||
      (/^on[A-Z]/.test(name) && typeof a[name] === 'function' && typeof b[name] === 'function') ||
      sameMarkup(a[name] as ReactNode, b[name] as ReactNode),
  );
}

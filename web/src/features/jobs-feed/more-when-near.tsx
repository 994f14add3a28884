import { useEffect, useRef } from 'react';

/** Cards drawn at first, and each time the reader nears the last one (issue 16 item 4). */
export const FIRST_CARDS = 8;
export const MORE_CARDS = 8;
// about two cards ahead on a phone: drawn before they come into view
const AHEAD = '800px 0px';

/**
 * issue 16 item 4: a page of the feed holds 30 jobs, but a phone shows two. Drawing, laying out
 * and (for a page the server rendered) hydrating all 30 at once kept a cheap phone busy for a
 * second before the first tap answered. The feed draws the first cards, and this marker after
 * them asks for more once it comes within `AHEAD` of the screen. Mounted anew (a new `key`) for
 * each step. With no IntersectionObserver it asks at once, so every card is drawn.
 */
export function MoreWhenNear({ onNear }: { onNear: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      latest.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={marker} aria-hidden="true" className="h-px" />;
}

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

// spec 000 §2 and spec 001 §9 "Blog carousel": autoplay, infinite, 500 ms. The 500 ms is the
// slide's move; each slide then stays for DWELL_MS, long enough to read a title.
export const SLIDE_MS = 500;
export const DWELL_MS = 4000;

/**
 * Where the next autoplay step scrolls to: one slide on, or back to the first slide after the
 * last (infinite). `step` is a slide's width plus the gap; `max` the largest scroll offset.
 */
export function nextScrollLeft(current: number, step: number, max: number): number {
  if (max <= 1 || step <= 0) return 0;
  if (current >= max - 1) return 0;
  return Math.min(max, Math.round((Math.round(current / step) + 1) * step));
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls `list` to `to` in SLIDE_MS, snapping off while it moves so each frame lands. */
function slideTo(list: HTMLElement, to: number) {
  const from = list.scrollLeft;
  const snap = list.style.scrollSnapType;
  list.style.scrollSnapType = 'none';
  const start = performance.now();
  const frame = (now: number) => {
    const t = Math.min(1, (now - start) / SLIDE_MS);
    list.scrollLeft = from + (to - from) * easeInOut(t);
    if (t < 1) requestAnimationFrame(frame);
    else list.style.scrollSnapType = snap;
  };
  requestAnimationFrame(frame);
}

/**
 * Autoplay for a horizontally scrolling list of slides. It holds still while a finger, the mouse
 * or the keyboard focus is on the list, while it is off screen or the tab is hidden, and for
 * people who asked their phone for reduced motion; `playing` and `toggle` drive the pause button
 * that WCAG 2.2.2 asks of anything that moves by itself.
 */
export function useCarouselAutoplay(listRef: RefObject<HTMLElement | null>) {
  // playing until mounted, as the prerendered page says (issue 16 item 2); the effect below
  // stops it for reduced motion before the first slide moves
  const [playing, setPlaying] = useState(true);
  const held = useRef(false);
  const visible = useRef(true);

  useEffect(() => {
    if (reducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const hold = () => {
      held.current = true;
    };
    const release = () => {
      held.current = list.matches(':hover') || list.contains(document.activeElement);
    };
    const events: [string, () => void][] = [
      ['pointerenter', hold],
      ['pointerdown', hold],
      ['focusin', hold],
      ['pointerleave', release],
      ['focusout', () => setTimeout(release)],
      ['touchend', release],
    ];
    for (const [type, fn] of events) list.addEventListener(type, fn);
    const seen =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => {
            visible.current = entry?.isIntersecting ?? true;
          })
        : null;
    seen?.observe(list);
    return () => {
      for (const [type, fn] of events) list.removeEventListener(type, fn);
      seen?.disconnect();
    };
  }, [listRef]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const list = listRef.current;
      if (!list || held.current || !visible.current || document.hidden) return;
      const first = list.firstElementChild as HTMLElement | null;
      const second = first?.nextElementSibling as HTMLElement | null;
      if (!first) return;
      const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
      const max = list.scrollWidth - list.clientWidth;
      slideTo(list, nextScrollLeft(list.scrollLeft, step, max));
    }, DWELL_MS + SLIDE_MS);
    return () => clearInterval(timer);
  }, [playing, listRef]);

  const toggle = useCallback(() => setPlaying((p) => !p), []);
  return { playing, toggle };
}

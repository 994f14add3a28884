import { describe, expect, it } from 'vitest';
import { nextScrollLeft } from './use-carousel-autoplay';

// spec 001 §9 "Blog carousel": autoplay, infinite.
describe('nextScrollLeft', () => {
  it('moves one slide on, from a resting place or from part-way through a swipe', () => {
    expect(nextScrollLeft(0, 300, 1200)).toBe(300);
    expect(nextScrollLeft(300, 300, 1200)).toBe(600);
    expect(nextScrollLeft(310, 300, 1200)).toBe(600);
  });

  it('never passes the end, and goes back to the first slide after the last (infinite)', () => {
    expect(nextScrollLeft(1100, 300, 1200)).toBe(1200);
    expect(nextScrollLeft(1200, 300, 1200)).toBe(0);
    expect(nextScrollLeft(1199.5, 300, 1200)).toBe(0);
  });

  it('stays at the start when every slide is already in view', () => {
    expect(nextScrollLeft(0, 300, 0)).toBe(0);
    expect(nextScrollLeft(0, 0, 500)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { badgeLabel } from './limits';

describe('badgeLabel (spec 000 §2.3)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i -> %j', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});

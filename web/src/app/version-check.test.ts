import { describe, expect, it } from 'vitest';
import { compareVersions } from './version-check';

describe('compareVersions (spec 000 §1 version check)', () => {
  it.each([
    ['12.0.27-rel', '12.0.26-rel', 1],
    ['12.1.0-rel', '12.0.26-rel', 1],
    ['12.0.26-rel', '12.0.26-rel', 0],
    ['12.0.26', '12.0.26-rel', 0],
    ['12.0.9-rel', '12.0.26-rel', -1],
    ['11.9.99-rel', '12.0.26-rel', -1],
  ])('%s vs %s -> %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ageBandOf } from './search';

describe('ageBandOf (spec 001 §3 "Age codes")', () => {
  it('puts each age in its band, and nothing below 18', () => {
    expect([17, 18, 24, 25, 30, 31, 35, 36, 55].map(ageBandOf)).toEqual([
      null,
      0,
      0,
      1,
      1,
      2,
      2,
      3,
      3,
    ]);
  });
});

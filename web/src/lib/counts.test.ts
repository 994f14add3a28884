import { COUNT_CAP } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { countText } from './counts';

describe('countText', () => {
  it('shows an exact count as it is and a capped one as "1,000+"', () => {
    expect(countText(7)).toBe('7');
    expect(countText(0, false)).toBe('0');
    expect(countText(COUNT_CAP, true)).toBe('1,000+');
  });
});

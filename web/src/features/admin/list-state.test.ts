import { describe, expect, it } from 'vitest';
import { pagedItems } from './list-state';

// issue 17 item 2: an admin list's count is exact up to 1,000 and "1,000+" when the server
// stopped counting there (count_capped).
describe('pagedItems', () => {
  it('shows the exact count, or 1,000+ when the server capped it', () => {
    const exact = pagedItems({ pages: [{ items: ['a', 'b'], count: 42, capped: false }] });
    expect(exact).toEqual({ items: ['a', 'b'], total: '42' });
    const capped = pagedItems({
      pages: [
        { items: ['a'], count: 1000, capped: true },
        { items: ['b'], count: 1000, capped: true },
      ],
    });
    expect(capped).toEqual({ items: ['a', 'b'], total: '1,000+' });
  });

  it('counts the rows fetched when nothing has loaded', () => {
    expect(pagedItems(undefined)).toEqual({ items: [], total: '0' });
  });
});

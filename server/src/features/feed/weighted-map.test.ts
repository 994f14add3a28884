import { describe, expect, it } from 'vitest';
import { TOUCH_MS, weightedMap } from './weighted-map';

describe('weightedMap', () => {
  it('lets the oldest go once the weights pass the bound, the touched counting as new', () => {
    let now = 0;
    const m = weightedMap<string>(
      10,
      (v) => v.length,
      () => now,
    );
    m.put('a', 'xxxx'); // 4
    m.put('b', 'xxx'); // 7
    m.put('c', 'xx'); // 9
    m.touch('a'); // within a second of its put: not moved
    now += TOUCH_MS;
    m.touch('a'); // b is now the oldest
    m.put('d', 'xxx'); // 12: b goes
    expect([m.get('a'), m.get('b'), m.get('c'), m.get('d')]).toEqual([
      'xxxx',
      undefined,
      'xx',
      'xxx',
    ]);
    expect(m.weight()).toBe(9);
    // putting a key again replaces its weight
    m.put('c', 'x');
    expect(m.weight()).toBe(8);
    expect(m.size()).toBe(3);
    expect(m.values()).toEqual(['xxxx', 'xxx', 'x']); // oldest first: a, d, then c put again
  });

  it('moves a touched entry at most once a second', () => {
    let now = 0;
    const m = weightedMap<string>(
      3,
      (v) => v.length,
      () => now,
    );
    for (const key of ['a', 'b', 'c']) m.put(key, 'x');
    m.touch('a'); // the second of its put: it stays the oldest
    m.put('d', 'x');
    expect(m.get('a')).toBeUndefined();
    now += TOUCH_MS;
    m.touch('b'); // moved: c is the oldest now
    m.put('e', 'x');
    expect([m.get('b'), m.get('c'), m.get('d'), m.get('e')]).toEqual(['x', undefined, 'x', 'x']);
  });

  it('never lets the value just put go, and keeps none heavier than the whole bound', () => {
    const m = weightedMap<string>(5, (v) => v.length);
    m.put('a', 'xx');
    m.put('b', 'xxxxx'); // 7: a goes, b stays
    expect([m.get('a'), m.get('b')]).toEqual([undefined, 'xxxxx']);
    m.put('b', 'xxxxxx'); // heavier than 5 alone: not kept, nor is what it replaced
    expect([m.get('b'), m.size(), m.weight()]).toEqual([undefined, 0, 0]);
  });

  it('drops what a test picks, and everything on clear', () => {
    const m = weightedMap<number>(100, (v) => v);
    for (const [k, v] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      m.put(k, v);
    m.dropWhere((v) => v % 2 === 1);
    expect([m.get('a'), m.get('b'), m.get('c'), m.weight()]).toEqual([undefined, 2, undefined, 2]);
    m.drop('b');
    m.drop('missing');
    expect([m.size(), m.weight()]).toEqual([0, 0]);
    m.put('d', 4);
    m.clear();
    expect([m.get('d'), m.size(), m.weight()]).toEqual([undefined, 0, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chrome on Android
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ] as const)('%s -> %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

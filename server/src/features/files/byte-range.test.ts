import { describe, expect, it } from 'vitest';
import { byteRange } from './local-upload.routes';

describe('byte ranges of the local store (phones seek audio and video with them)', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-2', null],
    ['bytes=0-1,5-9', null], // several ranges: the whole file
    ['items=0-1', null],
  ] as const)('%s of 1000 bytes -> %j', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });
});

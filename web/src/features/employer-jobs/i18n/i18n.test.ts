import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[0]).sort();
// i18next plural keys differ by language only in their suffix; both files keep _one and _other
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the texts in both languages', () => {
  const enLeaves = leaves(en);
  const hiLeaves = leaves(hi);

  it('has the same keys and placeholders', () => {
    expect([...hiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const [key, text] of enLeaves) {
      expect(placeholders(hiLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is written in Devanagari in Hindi, apart from e-mail examples', () => {
    for (const [key, text] of hiLeaves) {
      if (text.includes('@')) continue;
      expect(text, key).toMatch(DEVANAGARI);
    }
  });
});

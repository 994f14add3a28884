import { describe, expect, it } from 'vitest';
import { resources } from './admin-i18n';

/** "a.b.c" -> text, for every leaf string. */
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

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('admin console texts', () => {
  const en = leaves(resources.en);
  const hi = leaves(resources.hi);

  it('has the same keys and placeholders in Hindi and English, none empty', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(placeholders(hi.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('writes the Hindi in Devanagari', () => {
    for (const [key, text] of hi) {
      if (key !== 'decision.count') expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

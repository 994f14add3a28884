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

describe('the company namespace', () => {
  const enLeaves = leaves(en);
  const hiLeaves = leaves(hi);

  it('has the same keys and placeholders in both languages', () => {
    expect([...hiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const [key, text] of enLeaves) {
      expect(placeholders(hiLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is written in Devanagari in Hindi (the sample e-mail address aside)', () => {
    for (const [key, text] of hiLeaves) {
      if (key === 'fields.emailPlaceholder') continue;
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('quotes the spec word for word', () => {
    expect(en.detail.created).toBe('Your profile created successfully.');
    expect(en.exit.body).toBe('Are you sure, you want to exit without creating profile?');
  });
});

// Test-only: the checks every pair of Hindi and English resource files passes (see README.md).
import { describe, expect, it } from 'vitest';

/** "a.b.0.c" -> text, for every leaf string of a resource. */
export function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

export const DEVANAGARI = /[\u0900-\u097F]/;

/** For `latinAllowed`: a text with no words besides `names`, once placeholders and numbers go. */
export function onlyNames(...names: string[]) {
  return (_key: string, text: string) => {
    const words = text.replace(/\{\{\w+\}\}/g, '').replace(/[\d\s/%.,()₹:+-]/g, '');
    return words === '' || names.includes(words);
  };
}

type BundleCheckOptions = {
  /**
   * A Hindi text that may be written without Devanagari (an e-mail example, a brand name);
   * `false` skips the script check (the shell's bundle names the languages in their own script).
   */
  latinAllowed?: ((key: string, text: string) => boolean) | false;
};

/**
 * The tests of one namespace: the same keys, `{{placeholders}}` and `<tags>` in both languages,
 * no empty text, and Hindi written in Devanagari.
 */
export function checkBundles(
  name: string,
  english: unknown,
  hindi: unknown,
  { latinAllowed = () => false }: BundleCheckOptions = {},
) {
  describe(`the ${name} texts in Hindi and English`, () => {
    const enLeaves = leaves(english);
    const hiLeaves = leaves(hindi);

    it('has every English key in Hindi and every Hindi key in English', () => {
      expect([...hiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    });

    it('keeps the same placeholders and tags in both languages', () => {
      for (const [key, text] of enLeaves) {
        expect(placeholders(hiLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('has no empty text', () => {
      for (const [key, text] of [...enLeaves, ...hiLeaves]) expect(text.trim(), key).not.toBe('');
    });

    if (latinAllowed !== false) {
      it('writes the Hindi in Devanagari', () => {
        for (const [key, text] of hiLeaves) {
          if (!latinAllowed(key, text)) expect(text, key).toMatch(DEVANAGARI);
        }
      });
    }
  });
}

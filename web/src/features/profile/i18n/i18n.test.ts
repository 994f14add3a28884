import { describe, expect, it } from 'vitest';
import settingsEn from '../../settings/i18n/en.json';
import settingsHi from '../../settings/i18n/hi.json';
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
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each([
  ['profile', en, hi],
  ['settings', settingsEn, settingsHi],
])('the %s namespace', (_name, english, hindi) => {
  const enLeaves = leaves(english);
  const hiLeaves = leaves(hindi);

  it('has the same keys and placeholders in both languages', () => {
    expect([...hiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const [key, text] of enLeaves) {
      expect(placeholders(hiLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is written in Devanagari in Hindi, apart from placeholders and numbers', () => {
    for (const [key, text] of hiLeaves) {
      const words = text.replace(/\{\{\w+\}\}/g, '').replace(/[\d\s/%.,()₹:+-]/g, '');
      if (words !== '' && !/^(WhatsApp|OTP)$/.test(words)) expect(text, key).toMatch(DEVANAGARI);
    }
  });
});

describe('texts the spec quotes', () => {
  it('asks before leaving onboarding, word for word', () => {
    expect(en.exit.body).toBe('Are you sure, you want to exit without creating profile?');
    expect(en.completion.getResume).toBe('Get Resume');
    expect(settingsEn.plan.upgrade).toBe('Upgrade to Premium Membership');
    expect(settingsEn.plan.premium).toBe('Already a Premium Member');
  });
});

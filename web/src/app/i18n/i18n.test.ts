import { isMessageKey, MESSAGES } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';
import { i18n, resources } from './index';
import siteEn from './site.en.json';
import siteHi from './site.hi.json';

/** "a.b.0.c" -> value, for every leaf string of a resource. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
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
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each([
  ['translation', resources.en.translation, hi],
  ['site', siteEn, siteHi],
])('resources: %s namespace', (_name, english, hindi) => {
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
});

describe('validation messages (domain MESSAGES)', () => {
  it('takes the English texts from domain, so there is one source', () => {
    expect(resources.en.translation.validation).toBe(MESSAGES);
    expect('validation' in en).toBe(false);
  });

  it('has a Hindi translation, in Devanagari, for every message key', () => {
    const hindi: Record<string, string> = hi.validation;
    for (const key of Object.keys(MESSAGES)) {
      expect(hindi[key], key).toMatch(DEVANAGARI);
    }
    expect(Object.keys(hindi).every(isMessageKey)).toBe(true);
  });

  it('fills the OTP length in both languages', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('validation.otpMin', { length: 4 })).toBe('Please enter minimum 4 digits OTP');
    await i18n.changeLanguage('hi');
    expect(i18n.t('validation.otpMin', { length: 6 })).toBe('कृपया कम से कम 6 अंकों का OTP दर्ज करें');
    expect(i18n.t('validation.mobileInvalid')).toBe('कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें');
  });
});

describe('texts the spec quotes', () => {
  it('keeps them word for word in English', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('errors.boundaryTitle')).toBe('Something went wrong!');
    expect(i18n.t('auth.alreadyEmployer')).toBe('already registered as employer');
    expect(i18n.t('auth.alreadySeeker')).toBe('already registered as job seeker');
    expect(i18n.t('serverErrors.INVALID_OTP')).toBe('Sorry! Invalid OTP');
    expect(i18n.t('auth.otpSentToPhone', { number: '9876543210' })).toBe(
      'Enter OTP sent to +91 9876543210',
    );
  });

  it('has nine FAQ items, one of them promising jobs live within 12 hours', () => {
    for (const faq of [siteEn.faq.items, siteHi.faq.items]) {
      expect(faq).toHaveLength(9);
      expect(faq.some((item) => item.a.includes('12'))).toBe(true);
    }
  });

  it('states the privacy limits of spec 000 §9 in both languages', () => {
    for (const site of [siteEn, siteHi]) {
      const text = JSON.stringify(site.privacy);
      expect(text).toMatch(/5/);
      expect(text).toMatch(/30/);
    }
  });
});

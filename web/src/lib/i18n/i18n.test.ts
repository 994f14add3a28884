import {
  isMessageKey,
  MESSAGES,
  MESSAGES_HI,
  SERVER_ERRORS_EN,
  SERVER_ERRORS_HI,
  SERVER_TEXT_HI,
} from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { checkBundles, DEVANAGARI } from './bundle-checks';
import en from './en.json';
import hi from './hi.json';
import { i18n } from './index';
import siteEn from './site.en.json';
import siteHi from './site.hi.json';
import textsEn from './texts.en';
import textsHi from './texts.hi';

// The shell's bundle names each language in its own script ("English" in Hindi too).
checkBundles('translation', textsEn, textsHi, { latinAllowed: false });
checkBundles('site', siteEn, siteHi);

describe('validation messages (domain MESSAGES)', () => {
  it('takes the English texts from domain, so there is one source', () => {
    expect(textsEn.validation).toBe(MESSAGES);
    expect('validation' in en).toBe(false);
  });

  it('has a Hindi translation, in Devanagari, for every message key', () => {
    const hindi: Record<string, string> = MESSAGES_HI;
    for (const key of Object.keys(MESSAGES)) {
      expect(hindi[key], key).toMatch(DEVANAGARI);
    }
    expect(Object.keys(hindi).every(isMessageKey)).toBe(true);
    expect('validation' in hi).toBe(false);
  });

  it('has the server error texts in both languages, the Hindi in Devanagari', () => {
    expect(Object.keys(SERVER_ERRORS_HI).sort()).toEqual(Object.keys(SERVER_ERRORS_EN).sort());
    for (const text of [...Object.values(SERVER_ERRORS_HI), ...Object.values(SERVER_TEXT_HI)]) {
      expect(text).toMatch(DEVANAGARI);
    }
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

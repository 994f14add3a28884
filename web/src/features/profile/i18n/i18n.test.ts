import { describe, expect, it } from 'vitest';
import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('profile', en, hi, { latinAllowed: onlyNames('WhatsApp', 'OTP') });

describe('texts the spec quotes', () => {
  it('asks before leaving onboarding, word for word', () => {
    expect(en.exit.body).toBe('Are you sure, you want to exit without creating profile?');
    expect(en.completion.getResume).toBe('Get Resume');
  });
});

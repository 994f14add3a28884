import { describe, expect, it } from 'vitest';
import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('settings', en, hi, { latinAllowed: onlyNames('WhatsApp', 'OTP') });

describe('texts the spec quotes', () => {
  it('names the plans word for word', () => {
    expect(en.plan.upgrade).toBe('Upgrade to Premium Membership');
    expect(en.plan.premium).toBe('Already a Premium Member');
  });
});

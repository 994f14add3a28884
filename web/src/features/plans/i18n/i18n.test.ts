import { describe, expect, it } from 'vitest';
import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('plans', en, hi, { latinAllowed: onlyNames('SAARTHI001') });

describe('texts the spec quotes (spec 000 §8)', () => {
  it('names the payment results word for word', () => {
    expect(en.success.title).toBe('Payment Successful!');
    expect(en.failure.title).toBe('Payment Failed!');
    expect(en.failure.body).toBe(
      'If any amount deducted it will be refunded in the next 5-7 working days.',
    );
    expect(en.failure.gotIt).toBe('GOT IT');
    expect(en.alreadyPremium).toBe('Already a Premium Member');
  });
});

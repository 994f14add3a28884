import { describe, expect, it } from 'vitest';
import { checkBundles } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

// the sample e-mail address is the same in both languages
checkBundles('company', en, hi, { latinAllowed: (key) => key === 'fields.emailPlaceholder' });

describe('the company namespace', () => {
  it('quotes the spec word for word', () => {
    expect(en.detail.created).toBe('Your profile created successfully.');
    expect(en.exit.body).toBe('Are you sure, you want to exit without creating profile?');
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import { JOBS_FEED_NS, resources } from '../jobs-feed-i18n';

checkBundles('jobs feed', resources.en, resources.hi, { latinAllowed: onlyNames() });

describe('the feed texts of spec 000 §8', () => {
  const t = (key: string, lng: string, options = {}) =>
    i18n.t(key, { ns: JOBS_FEED_NS, lng, ...options });

  it('keeps the catalogue wording in English', () => {
    expect(t('empty.visitedTitle', 'en')).toBe('You visited all posted jobs');
    expect(t('empty.visitedBody', 'en')).toBe('Thank you');
    expect(t('empty.profileTitle', 'en')).toBe(
      'No matching job found, please complete profile on My Profile page.',
    );
    expect(t('filter.noRecords', 'en')).toBe('Sorry! No records found');
    expect(t('filter.tryAgain', 'en')).toBe('Try Again with another filters');
  });

  it('counts jobs in both languages', () => {
    expect(t('count', 'en', { count: 1 })).toBe('1 job');
    expect(t('count', 'en', { count: 31 })).toBe('31 jobs');
    expect(t('count', 'hi', { count: 31 })).toBe('31 नौकरियाँ');
  });
});

import { APPLIED_WRAPPER_MESSAGE } from '@kaamkaj/domain';
import { expect, it } from 'vitest';
import { checkBundles, onlyNames } from '../../../lib/i18n/bundle-checks';
import en from './en.json';
import hi from './hi.json';

checkBundles('notifications', en, hi, { latinAllowed: onlyNames() });

it('says the Applied wrapper line in the words of domain (spec 000 §2.12)', () => {
  expect(en.wrapper.applied).toBe(APPLIED_WRAPPER_MESSAGE);
});

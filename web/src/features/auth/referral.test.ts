import { beforeEach, describe, expect, it } from 'vitest';
import { decodeUserToken, keepReferralCode, REF_KEY, readReferral } from './referral';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const session = { _id: 'u-1', role: 0, token: 'jwt', refresh_token: 'rt', profile_status: 2 };

describe('referral user token (spec 000 §2.1 "/user")', () => {
  it('decodes a base64url JSON token', () => {
    expect(decodeUserToken(encode(session))).toEqual(session);
  });

  it('accepts role and status given as strings, and no refresh token', () => {
    expect(
      decodeUserToken(encode({ _id: 'u', role: '2', token: 't', profile_status: '1' })),
    ).toEqual({ _id: 'u', role: 2, token: 't', refresh_token: null, profile_status: 1 });
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['no token', encode({ _id: 'u', role: 0 })],
    ['no id', encode({ role: 0, token: 't' })],
    ['bad role', encode({ _id: 'u', role: 'x', token: 't' })],
  ])('refuses %s', (_case, value) => {
    expect(decodeUserToken(value)).toBeNull();
  });

  it('reads the user_token query parameter first', () => {
    expect(readReferral(`?user_token=${encode(session)}`, 'referral=junk')).toEqual(session);
  });

  it('reads the referral cookie holding a query string or the token itself', () => {
    const query = encodeURIComponent(`https://x.in/user?user_token=${encode(session)}`);
    expect(readReferral('', `a=1; referral=${query}`)).toEqual(session);
    expect(readReferral('', `referral=${encode(session)}; b=2`)).toEqual(session);
  });

  it('finds nothing without either', () => {
    expect(readReferral('', 'a=1')).toBeNull();
    expect(readReferral('?x=1', '')).toBeNull();
  });
});

describe("a Saarthi's ?ref= code (issue 13)", () => {
  beforeEach(() => localStorage.clear());

  it('keeps it upper-cased for the next confirmed sign-in', () => {
    expect(keepReferralCode('?ref=sar123456&utm=wa')).toBe(true);
    expect(localStorage.getItem(REF_KEY)).toBe('SAR123456');
  });

  it.each([
    ['no ref', '?x=1'],
    ['an empty ref', '?ref='],
    ['a ref with symbols', '?ref=SAR%3Cb%3E'],
    ['a ref too long', `?ref=${'A'.repeat(21)}`],
  ])('keeps nothing for %s', (_case, search) => {
    expect(keepReferralCode(search)).toBe(false);
    expect(localStorage.getItem(REF_KEY)).toBeNull();
  });
});

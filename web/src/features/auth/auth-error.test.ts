import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { authErrorText } from './auth-error';

const already = (role?: string) =>
  new ApiError(400, 'ALREADY_REGISTERED', 'x', role === undefined ? undefined : { role });

const textIn = async (lang: 'hi' | 'en', error: unknown, side: 'seeker' | 'employer') => {
  await i18n.changeLanguage(lang);
  return authErrorText(error, side, i18n.t);
};

afterAll(() => i18n.changeLanguage('hi'));

describe('ALREADY_REGISTERED on the logins (spec 000 §8, spec 001 §8, issue 13)', () => {
  it("names a Saarthi's number as a Saarthi's on both logins, in English and Hindi", async () => {
    for (const side of ['seeker', 'employer'] as const) {
      expect(await textIn('en', already('1'), side)).toBe('already registered as Saarthi');
      expect(await textIn('hi', already('1'), side)).toBe('यह नंबर पहले से सारथी के रूप में रजिस्टर्ड है');
    }
  });

  it('names the employer on the seeker login and the job seeker on the employer login', async () => {
    expect(await textIn('en', already('2'), 'seeker')).toBe('already registered as employer');
    expect(await textIn('en', already('0'), 'employer')).toBe('already registered as job seeker');
    expect(await textIn('hi', already('2'), 'seeker')).toBe(
      'यह नंबर पहले से एम्प्लॉयर के रूप में रजिस्टर्ड है',
    );
    expect(await textIn('hi', already('0'), 'employer')).toBe(
      'यह पहले से नौकरी ढूँढने वाले के रूप में रजिस्टर्ड है',
    );
  });

  it('falls back on the other side of the screen when the server names no known role', async () => {
    expect(await textIn('en', already(), 'seeker')).toBe('already registered as employer');
    expect(await textIn('en', already('9'), 'employer')).toBe('already registered as job seeker');
  });

  it('translates other codes, else shows the server message', async () => {
    const invalid = new ApiError(400, 'INVALID_OTP', 'Sorry! Invalid OTP');
    expect(await textIn('hi', invalid, 'seeker')).toBe('माफ़ करें! OTP गलत है');
    const other = new ApiError(400, 'SOMETHING_NEW', 'A new server message');
    expect(await textIn('en', other, 'employer')).toBe('A new server message');
  });
});

import { describe, expect, it } from 'vitest';
import { notificationText } from '../pipeline/notifications';
import { DECLINE_REASONS, declineReasonIn } from './decline-reasons';

describe('declineReasonIn (a standard decline reason in the reader language)', () => {
  it('gives a standard reason in the asked language, whichever language it was kept in', () => {
    expect(declineReasonIn('an unclear document', 'hi')).toBe('अस्पष्ट दस्तावेज़');
    expect(declineReasonIn('अस्पष्ट दस्तावेज़', 'en')).toBe('an unclear document');
    expect(declineReasonIn('निजी ई-मेल', 'hi')).toBe('निजी ई-मेल');
    // spaces and capitals as an administrator might leave them
    expect(declineReasonIn('  A wrong   document number ', 'hi')).toBe('गलत दस्तावेज़ नंबर');
  });

  it('leaves a reason the administrator wrote as it is, in both languages', () => {
    expect(declineReasonIn('PAN photo is cut off at the bottom', 'hi')).toBe(
      'PAN photo is cut off at the bottom',
    );
    expect(declineReasonIn('an unclear document, please scan again', 'hi')).toBe(
      'an unclear document, please scan again',
    );
    expect(declineReasonIn(null, 'hi')).toBeNull();
    expect(declineReasonIn(undefined, 'en')).toBeUndefined();
    expect(declineReasonIn('', 'hi')).toBe('');
  });

  it('has no reason twice, and each fits the 200 characters a reason may have', () => {
    const texts = Object.values(DECLINE_REASONS)
      .flat()
      .flatMap((r) => [r.en.toLowerCase(), r.hi]);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(200);
  });

  it("puts a standard reason in the employer's language in the decline notifications", () => {
    const reason = { reason: 'a difference between the company name and the document' };
    expect(notificationText('VERIFICATION_DECLINED', 'hi', reason)).toBe(
      'कंपनी के नाम और दस्तावेज़ में अंतर के कारण आपकी कंपनी का सत्यापन नहीं हुआ।',
    );
    expect(notificationText('VERIFICATION_DECLINED', 'en', reason)).toBe(
      'Your verification is declined due to a difference between the company name and the document.',
    );
    expect(notificationText('EMAIL_CHANGE_DECLINED', 'en', { reason: 'निजी ई-मेल' })).toBe(
      'Your e-mail change request is declined due to a personal e-mail address.',
    );
    expect(notificationText('EMAIL_CHANGE_DECLINED', 'hi', { reason: 'Not your domain' })).toBe(
      'Not your domain के कारण आपका ई-मेल बदलने का अनुरोध स्वीकार नहीं हुआ।',
    );
  });
});

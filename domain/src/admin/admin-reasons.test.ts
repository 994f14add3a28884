import { describe, expect, it } from 'vitest';
import { notificationText } from '../pipeline/notifications';
import { ADMIN_REASONS, adminReasonIn } from './admin-reasons';

describe('adminReasonIn (a common reason in the reader language)', () => {
  it('gives a standard reason in the asked language, whichever language it was kept in', () => {
    expect(adminReasonIn('an unclear document', 'hi')).toBe('अस्पष्ट दस्तावेज़');
    expect(adminReasonIn('अस्पष्ट दस्तावेज़', 'en')).toBe('an unclear document');
    expect(adminReasonIn('निजी ई-मेल', 'hi')).toBe('निजी ई-मेल');
    // spaces and capitals as an administrator might leave them
    expect(adminReasonIn('  A wrong   document number ', 'hi')).toBe('गलत दस्तावेज़ नंबर');
  });

  it('leaves a reason the administrator wrote as it is, in both languages', () => {
    expect(adminReasonIn('PAN photo is cut off at the bottom', 'hi')).toBe(
      'PAN photo is cut off at the bottom',
    );
    expect(adminReasonIn('an unclear document, please scan again', 'hi')).toBe(
      'an unclear document, please scan again',
    );
    // less the full stop typed, which the sentence carrying it adds
    expect(adminReasonIn('Blurred photo.', 'en')).toBe('Blurred photo');
    expect(adminReasonIn('फ़ोटो धुंधली है। ', 'hi')).toBe('फ़ोटो धुंधली है');
    expect(adminReasonIn(null, 'hi')).toBeNull();
    expect(adminReasonIn(undefined, 'en')).toBeUndefined();
    expect(adminReasonIn('', 'hi')).toBe('');
  });

  it('has no reason twice, and each fits the 200 characters a reason may have', () => {
    const texts = Object.values(ADMIN_REASONS)
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
    expect(notificationText('EMAIL_CHANGE_DECLINED', 'hi', { reason: 'Not your domain.' })).toBe(
      'Not your domain के कारण आपका ई-मेल बदलने का अनुरोध स्वीकार नहीं हुआ।',
    );
  });

  it("tells a deactivated job's reason, when the administrator gave one", () => {
    const vars = { job_title: 'Driver', reason: 'asking job seekers for money' };
    expect(notificationText('INACTIVE', 'hi', vars)).toBe(
      'आपकी नौकरी Driver बंद कर दी गई है। कारण: नौकरी ढूँढने वालों से पैसे माँगना। कृपया नई नौकरी पोस्ट करें।',
    );
    expect(notificationText('INACTIVE', 'en', vars)).toBe(
      'Your job Driver is deactivated. Reason: asking job seekers for money. Please proceed to post new job.',
    );
    expect(notificationText('INACTIVE', 'en', { job_title: 'Driver', reason: 'Duplicate.' })).toBe(
      'Your job Driver is deactivated. Reason: Duplicate. Please proceed to post new job.',
    );
    // none given: spec 001 §4's text as it is
    expect(notificationText('INACTIVE', 'en', { job_title: 'Driver' })).toBe(
      'Your job Driver is deactivated. Please proceed to post new job.',
    );
  });
});

/**
 * The reasons an administrator most often gives when declining a company's verification or an
 * e-mail change (spec 001 §4 "Your verification is declined due to {reason}") or deactivating a
 * job (spec 001 §4 "Job status 4"), in both languages, for the dialogs' quick picks. A reason is
 * stored as the administrator sent it; one that is word for word a common reason, in either
 * language, is shown to the employer in the employer's language. Anything else typed is shown
 * as typed.
 *
 * A decline's reason is a noun phrase that reads the same in both of the sentences that carry
 * it, "… due to {reason}" / "{reason} के कारण …" and "Reason: {reason}" / "कारण: {reason}": its
 * Hindi head does not change its form before के कारण. A job's reason follows "Reason:" only.
 */
export type AdminReason = { readonly en: string; readonly hi: string };

/** The longest reason an administrator may give (the columns that keep one are as long). */
export const ADMIN_REASON_MAX = 200;

export const ADMIN_REASONS = {
  company: [
    { en: 'an unclear document', hi: 'अस्पष्ट दस्तावेज़' },
    { en: 'a wrong document number', hi: 'गलत दस्तावेज़ नंबर' },
    {
      en: 'a difference between the company name and the document',
      hi: 'कंपनी के नाम और दस्तावेज़ में अंतर',
    },
    { en: 'an invalid or expired document', hi: 'अमान्य या अवधि-समाप्त दस्तावेज़' },
  ],
  email: [
    { en: 'a personal e-mail address', hi: 'निजी ई-मेल' },
    { en: "an e-mail domain that is not the company's", hi: 'कंपनी से अलग ई-मेल डोमेन' },
  ],
  // the frauds a seeker meets most, and the listings that crowd out real jobs
  job: [
    { en: 'asking job seekers for money', hi: 'नौकरी ढूँढने वालों से पैसे माँगना' },
    { en: 'false or misleading details', hi: 'गलत या भ्रामक जानकारी' },
    { en: 'the same job posted again', hi: 'एक ही नौकरी दोबारा पोस्ट करना' },
    { en: 'work that is against the law', hi: 'कानून के ख़िलाफ़ काम' },
  ],
} as const satisfies Record<'company' | 'email' | 'job', readonly AdminReason[]>;

export type AdminReasonTarget = keyof typeof ADMIN_REASONS;

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const BY_TEXT = new Map<string, AdminReason>(
  Object.values(ADMIN_REASONS)
    .flat()
    .flatMap((reason) => [
      [normal(reason.en), reason],
      [normal(reason.hi), reason],
    ]),
);

/**
 * `reason` as a sentence of `lang` carries it: a common reason in that language, whichever it
 * was kept in; any other as typed, less its spaces and the full stop the sentence adds itself.
 */
export function adminReasonIn<T extends string | null | undefined>(reason: T, lang: string): T {
  if (!reason) return reason;
  const common = BY_TEXT.get(normal(reason));
  if (!common) return reason.trim().replace(/[\s.।]+$/u, '') as T;
  return (lang === 'hi' ? common.hi : common.en) as T;
}

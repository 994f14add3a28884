/**
 * The reasons an administrator most often gives for a decline, in both languages, for the
 * decision dialog's quick picks (spec 001 §4 "Your verification is declined due to {reason}").
 * A reason is stored as the administrator left it; one that is word for word a standard reason,
 * in either language, is shown to the employer in the employer's language. Anything else typed
 * is shown as typed.
 *
 * Each reason is a noun phrase that reads the same in both of the sentences that carry it, "…
 * due to {reason}" / "{reason} के कारण …" and "Reason: {reason}" / "कारण: {reason}": its Hindi
 * head does not change its form before के कारण.
 */
export type DeclineReason = { readonly en: string; readonly hi: string };

export const DECLINE_REASONS = {
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
} as const satisfies Record<'company' | 'email', readonly DeclineReason[]>;

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const BY_TEXT = new Map<string, DeclineReason>(
  Object.values(DECLINE_REASONS)
    .flat()
    .flatMap((reason) => [
      [normal(reason.en), reason],
      [normal(reason.hi), reason],
    ]),
);

/** `reason` in `lang` when it is a standard reason in either language; otherwise as it was. */
export function declineReasonIn<T extends string | null | undefined>(reason: T, lang: string): T {
  if (!reason) return reason;
  const standard = BY_TEXT.get(normal(reason));
  if (!standard) return reason;
  return (lang === 'hi' ? standard.hi : standard.en) as T;
}

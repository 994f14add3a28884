/** What a personal value in a kept record becomes once its person deleted their account. */
export const REDACTED = '[deleted]';

// Keys that hold a name, a number, an address or a document number wherever they appear in an
// audit row's detail (admin.create, email_change.*, saarthi.profile_update ...).
const PERSONAL_KEYS = new Set([
  'name',
  'contact',
  'email',
  'mobile',
  'phone',
  'old_email',
  'new_email',
  'user_name',
  'seeker_name',
  'contact_person_name',
  'contact_person_number',
  'doc_no',
  'address',
  'address_current',
  'address_home',
  'address_work',
  'dob',
]);

type Options = {
  /** Strings to blank wherever they occur (the mobile, the e-mail, the names). */
  needles: readonly string[];
  /** Also blank every value under a personal key (rows about the person themselves). */
  byKey: boolean;
};

/**
 * An audit row's detail with the deleted person's data taken out (issue 15 item 9): the row
 * keeps what happened and when, ids and statuses, so the trail stays whole without naming them.
 */
export function scrubDetail(value: unknown, options: Options): unknown {
  const needles = options.needles.filter((n) => n.trim().length >= 3).map((n) => n.toLowerCase());
  const walk = (v: unknown, key?: string): unknown => {
    if (v === null || v === undefined) return v;
    if (options.byKey && key && PERSONAL_KEYS.has(key)) return REDACTED;
    if (typeof v === 'string') {
      const lower = v.toLowerCase();
      return needles.some((n) => lower.includes(n)) ? REDACTED : v;
    }
    if (Array.isArray(v)) return v.map((item) => walk(item));
    if (typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    }
    return v;
  };
  return walk(value);
}

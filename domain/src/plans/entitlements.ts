// spec 001 §6, §9: a plan limits job posts and animated job descriptions.

/**
 * Our choice (issue 4): a new employer starts with a free allowance of 2 job posts and no animated
 * description, so a small business can hire once before paying; a plan adds to it.
 */
export const STARTER_ALLOWANCE = { job_post_usage: 2, animated_jd_usage: 0 } as const;

/**
 * GET /user/subscription (spec 001 §3 "Subscription", §7; spec 000 §7): what the employer may
 * still use. A seeker gets their Premium in the same shape (issue 14 item 16), the allowances 0.
 */
export type Subscription = {
  plan_code: string | null;
  plan_name_en: string | null;
  plan_name_hi: string | null;
  job_post_usage: number;
  animated_jd_usage: number;
  audio_jd_usage: number;
  /** The end of the last plan bought; null on the starter allowance. */
  valid_until: string | null;
  /** A bought plan runs (spec 000 §3.3, spec 001 §3 "is_premium"): not lapsed, not the starter. */
  is_premium: boolean;
};

/** spec 001 §4 "Posting": below 1 the choose-plan prompt shows instead of the form's submit. */
export function canPostJob(sub: Pick<Subscription, 'job_post_usage'>): boolean {
  return sub.job_post_usage >= 1;
}

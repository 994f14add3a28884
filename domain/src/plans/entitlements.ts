// spec 001 §6, §9: a plan limits job posts and animated job descriptions.
export const EMPLOYER_PLANS = {
  'HLJ-EMP-101': {
    name: 'Gold',
    price: 600,
    originalPrice: 2000,
    jobPosts: 2,
    audioJd: 2,
    animatedJd: 0,
  },
  'HLJ-EMP-102': {
    name: 'Diamond',
    price: 1000,
    originalPrice: 3500,
    jobPosts: 4,
    audioJd: 4,
    animatedJd: 1,
  },
  'HLJ-EMP-103': {
    name: 'Platinum',
    price: 3000,
    originalPrice: 12000,
    jobPosts: 15,
    audioJd: 15,
    animatedJd: 3,
  },
} as const;

/**
 * Our choice (issue 4): a new employer starts with a free allowance of 2 job posts and no animated
 * description, so a small business can hire once before paying; a plan adds to it.
 */
export const STARTER_ALLOWANCE = { job_post_usage: 2, animated_jd_usage: 0 } as const;

export type Subscription = {
  plan_code: string | null;
  job_post_usage: number;
  animated_jd_usage: number;
};

/** spec 001 §4 "Posting": below 1 the choose-plan prompt shows instead of the form's submit. */
export function canPostJob(sub: Pick<Subscription, 'job_post_usage'>): boolean {
  return sub.job_post_usage >= 1;
}

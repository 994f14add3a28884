// Plans and payments (spec 000 §2.11, §3, §5, §6, §9; spec 001 §2, §3, §6, §9; DESIGN.md §4, §6).
// The plans table is the source of every price and limit; these are the rows it is seeded with.
// The checkout's and the admin's schemas are in plans.schemas.ts: a screen that shows plans or
// payments loads no zod (issue 16).

export const PLAN_AUDIENCES = ['seeker', 'employer'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/** A plan feature line in both languages. */
export type PlanFeature = { en: string; hi: string };

/** A plan as the API shows it (GET /plans): money in paise, limits as counts. */
export type Plan = {
  code: string;
  audience: PlanAudience;
  name_en: string;
  name_hi: string;
  price_paise: number;
  /** The struck-through price of spec 001 §9 ("original price in brackets"); null when none. */
  original_price_paise: number | null;
  duration_days: number;
  job_posts: number;
  audio_jds: number;
  animated_jds: number;
  features: PlanFeature[];
  active: boolean;
};

export const SEEKER_PREMIUM_CODE = 'HLJ-JS-101'; // spec 000 §9
export const DEFAULT_SAARTHI_CODE = 'SAARTHI001'; // spec 000 §9: the house agent
export const CURRENCY_UNIT = 100; // spec 000 §7, spec 001 §9: rupees x 100 = paise
export const PAYMENT_TIMEOUT_SECONDS = 600; // spec 000 §7, §9: the checkout window
export const PAYMENT_REDIRECT_MS = 3000; // spec 000 §9, DESIGN.md §4: /profile after 3 s

const rupees = (n: number) => n * CURRENCY_UNIT;

// spec 001 §9: every employer plan gives video resumes and unlimited applications.
const EMPLOYER_FEATURES: PlanFeature[] = [
  { en: 'Video resumes of applicants', hi: 'आवेदकों के वीडियो रिज़्यूमे' },
  { en: 'Unlimited applications', hi: 'असीमित आवेदन' },
];

function employerPlan(
  code: string,
  [name_en, name_hi]: [string, string],
  [price, original]: [number, number],
  gives: { posts: number; audio: number; animated: number },
): Plan {
  return {
    code,
    audience: 'employer',
    name_en,
    name_hi,
    price_paise: rupees(price),
    original_price_paise: rupees(original),
    duration_days: 90,
    job_posts: gives.posts,
    audio_jds: gives.audio,
    animated_jds: gives.animated,
    features: EMPLOYER_FEATURES,
    active: true,
  };
}

/**
 * The seed rows. Seeker Premium: ₹500 for 12 months (spec 000 §9, DESIGN.md §4). Employer plans:
 * the prices, posts and descriptions of spec 001 §9; each plan's allowance can be used for 90 days
 * (our choice: the spec gives no validity, and a quarter lets a small business hire seasonally).
 */
export const SEED_PLANS: readonly Plan[] = [
  {
    code: SEEKER_PREMIUM_CODE,
    audience: 'seeker',
    name_en: 'Premium',
    name_hi: 'प्रीमियम',
    price_paise: rupees(500),
    original_price_paise: null,
    duration_days: 365,
    job_posts: 0,
    audio_jds: 0,
    animated_jds: 0,
    // spec 000 §6: what premium gives over basic
    features: [
      { en: 'Saarthi support until you join a job', hi: 'नौकरी लगने तक सारथी की मदद' },
      { en: 'Help making your video resume', hi: 'वीडियो रिज़्यूमे बनाने में मदद' },
      { en: 'Better chances: your profile shown first', hi: 'ज़्यादा मौके: आपकी प्रोफ़ाइल पहले दिखेगी' },
      { en: 'Unlimited access', hi: 'असीमित उपयोग' },
    ],
    active: true,
  },
  employerPlan('HLJ-EMP-101', ['Gold', 'गोल्ड'], [600, 2000], { posts: 2, audio: 2, animated: 0 }),
  employerPlan('HLJ-EMP-102', ['Diamond', 'डायमंड'], [1000, 3500], {
    posts: 4,
    audio: 4,
    animated: 1,
  }),
  employerPlan('HLJ-EMP-103', ['Platinum', 'प्लैटिनम'], [3000, 12000], {
    posts: 15,
    audio: 15,
    animated: 3,
  }),
];

export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** POST /payment/order's answer (spec 000 §3.6 "Premium order"), plus what checkout needs. */
export type PaymentOrder = {
  order_id: string;
  transaction_id: string;
  key_id: string;
  description: string;
  /** Rupees; checkout takes amount x CURRENCY_UNIT (spec 000 §7). */
  amount: number;
  currency: 'INR';
  checkout_script: string;
  prefill: { name: string; email: string; contact: string };
};

/** One of my orders (My payments). */
export type PaymentRecord = {
  _id: string;
  order_id: string;
  plan_code: string;
  plan_name_en: string;
  plan_name_hi: string;
  amount: number;
  status: OrderStatus;
  receipt: string;
  created_at: string;
  paid_at: string | null;
  valid_until: string | null;
};

/** True while a paid membership runs (spec 000 §2.11: premium until its end date). */
export function isActiveUntil(until: Date | string | null | undefined, now = new Date()): boolean {
  if (!until) return false;
  return new Date(until).getTime() > now.getTime();
}

/** The new end of a membership bought now: from its current end if it still runs, else from now. */
export function extendUntil(current: Date | null, days: number, now = new Date()): Date {
  const from = current && current.getTime() > now.getTime() ? current : now;
  return new Date(from.getTime() + days * 86_400_000);
}

/** "₹1,000" from paise, the Indian way. */
export function rupeesText(paise: number): string {
  return `₹${(paise / CURRENCY_UNIT).toLocaleString('en-IN')}`;
}

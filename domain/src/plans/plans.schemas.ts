// The checkout's and the admin's plan schemas (spec 000 §5, §7; issue 12), apart from the plans
// and their figures in plans.ts so that a screen showing them does not load zod (issue 16).
import { z } from 'zod';
import { requiredText } from '../common/fields';

const SAARTHI_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

// spec 000 §5 "Saarthi code: required, sent upper-cased"; the server reads it for seeker plans.
export const SaarthiCode = requiredText('saarthiCodeRequired')
  .transform((v) => v.toUpperCase())
  .refine((v) => SAARTHI_CODE_PATTERN.test(v), { error: 'saarthiCodeInvalid' });

// spec 000 §7 POST /payment/order {amount, plan_code, saarthi_code}. The amount is the server's
// (DESIGN.md §6): one sent must match the plan's price in rupees.
export const PaymentOrderBody = z.object({
  plan_code: requiredText('planRequired').max(20, { error: 'planInvalid' }),
  saarthi_code: SaarthiCode.optional(),
  amount: z.number({ error: 'amountInvalid' }).int({ error: 'amountInvalid' }).min(0).optional(),
});
export type PaymentOrderBody = z.infer<typeof PaymentOrderBody>;

// spec 000 §3.6 "Payment confirmation": order_id, payment_id, payment_signature.
export const PaymentVerifyBody = z.object({
  order_id: requiredText('required').max(64),
  payment_id: requiredText('required').max(64),
  payment_signature: requiredText('required').max(128),
});
export type PaymentVerifyBody = z.infer<typeof PaymentVerifyBody>;

/** A price in paise, from ₹1 to ₹1,00,000. */
const pricePaise = () =>
  z
    .number({ error: 'planPriceInvalid' })
    .int({ error: 'planPriceInvalid' })
    .min(100, { error: 'planPriceInvalid' })
    .max(10_000_000, { error: 'planPriceInvalid' });

const count = (max: number) =>
  z.number({ error: 'planLimitInvalid' }).int({ error: 'planLimitInvalid' }).min(0).max(max, {
    error: 'planLimitInvalid',
  });

// Issue 12: the admin console edits a plan's price and limits (from ₹1 to ₹1,00,000).
export const AdminPlanBody = z
  .object({
    price_paise: pricePaise().optional(),
    original_price_paise: pricePaise().nullable().optional(),
    duration_days: z
      .number({ error: 'planDurationInvalid' })
      .int({ error: 'planDurationInvalid' })
      .min(1, { error: 'planDurationInvalid' })
      .max(730, { error: 'planDurationInvalid' })
      .optional(),
    job_posts: count(1000).optional(),
    audio_jds: count(1000).optional(),
    animated_jds: count(1000).optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'planChangeRequired' });
export type AdminPlanBody = z.infer<typeof AdminPlanBody>;

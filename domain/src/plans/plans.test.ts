import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationText } from '../pipeline/notifications';
import { extendUntil, isActiveUntil, rupeesText, SEED_PLANS } from './plans';
import { AdminPlanBody, PaymentOrderBody, PaymentVerifyBody } from './plans.schemas';

const day = 86_400_000;
const now = new Date('2026-11-24T10:00:00Z');

describe('the seeded plans (spec 000 §9, spec 001 §9)', () => {
  it('sell Premium at ₹500 for 12 months and the employer plans at the spec prices', () => {
    const byCode = Object.fromEntries(SEED_PLANS.map((p) => [p.code, p]));
    expect(byCode['HLJ-JS-101']).toMatchObject({
      audience: 'seeker',
      price_paise: 50_000,
      duration_days: 365,
    });
    expect(
      ['HLJ-EMP-101', 'HLJ-EMP-102', 'HLJ-EMP-103'].map((c) => {
        const p = byCode[c];
        return [
          p?.name_en,
          p?.price_paise,
          p?.original_price_paise,
          p?.job_posts,
          p?.audio_jds,
          p?.animated_jds,
        ];
      }),
    ).toEqual([
      ['Gold', 60_000, 200_000, 2, 2, 0],
      ['Diamond', 100_000, 350_000, 4, 4, 1],
      ['Platinum', 300_000, 1_200_000, 15, 15, 3],
    ]);
    for (const plan of SEED_PLANS) {
      expect(plan.name_hi).toMatch(/[\u0900-\u097F]/u);
      for (const f of plan.features) expect(f.hi).toMatch(/[\u0900-\u097F]/u);
    }
  });
});

describe('membership dates', () => {
  it('is active only before its end', () => {
    expect(isActiveUntil(null, now)).toBe(false);
    expect(isActiveUntil(new Date(now.getTime() + 1000), now)).toBe(true);
    expect(isActiveUntil(new Date(now.getTime() - 1), now)).toBe(false);
    expect(isActiveUntil(now.toISOString(), now)).toBe(false);
  });

  it('extends a running membership from its end, a lapsed one from now', () => {
    const running = new Date(now.getTime() + 10 * day);
    expect(extendUntil(running, 365, now).getTime()).toBe(running.getTime() + 365 * day);
    const lapsed = new Date(now.getTime() - 10 * day);
    expect(extendUntil(lapsed, 90, now).getTime()).toBe(now.getTime() + 90 * day);
    expect(extendUntil(null, 90, now).getTime()).toBe(now.getTime() + 90 * day);
  });

  it('writes rupees the Indian way', () => {
    expect(rupeesText(50_000)).toBe('₹500');
    expect(rupeesText(1_200_000)).toBe('₹12,000');
    expect(rupeesText(10_000_000)).toBe('₹1,00,000');
  });
});

describe('payment bodies (spec 000 §5, §7)', () => {
  it('upper-cases the Saarthi code and requires it when sent', () => {
    expect(
      PaymentOrderBody.parse({ plan_code: 'HLJ-JS-101', saarthi_code: ' saarthi001 ' }),
    ).toEqual({
      plan_code: 'HLJ-JS-101',
      saarthi_code: 'SAARTHI001',
    });
    const blank = PaymentOrderBody.safeParse({ plan_code: 'HLJ-JS-101', saarthi_code: '' });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(['saarthiCodeRequired']);
    const odd = PaymentOrderBody.safeParse({ plan_code: 'HLJ-JS-101', saarthi_code: 'AB-12' });
    expect(odd.error?.issues.map((i) => i.message)).toEqual(['saarthiCodeInvalid']);
    const amount = PaymentOrderBody.safeParse({ plan_code: 'HLJ-JS-101', amount: 499.5 });
    expect(amount.error?.issues.map((i) => i.message)).toEqual(['amountInvalid']);
  });

  it('needs every field of the payment confirmation', () => {
    const res = PaymentVerifyBody.safeParse({ order_id: 'order_1' });
    expect(res.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['payment_id', 'required'],
      ['payment_signature', 'required'],
    ]);
  });

  it('bounds the admin plan edits', () => {
    expect(AdminPlanBody.safeParse({}).error?.issues[0]?.message).toBe('planChangeRequired');
    expect(AdminPlanBody.safeParse({ price_paise: 50 }).error?.issues[0]?.message).toBe(
      'planPriceInvalid',
    );
    expect(AdminPlanBody.safeParse({ duration_days: 0 }).error?.issues[0]?.message).toBe(
      'planDurationInvalid',
    );
    expect(AdminPlanBody.safeParse({ job_posts: 1.5 }).error?.issues[0]?.message).toBe(
      'planLimitInvalid',
    );
    expect(AdminPlanBody.safeParse({ code: 'X' }).success).toBe(false);
    expect(AdminPlanBody.parse({ original_price_paise: null, active: false })).toEqual({
      original_price_paise: null,
      active: false,
    });
  });
});

describe('the purchase notification', () => {
  it('tells the buyer in their language and leads seekers to the profile, employers to posting', () => {
    const vars = { plan_name: 'Diamond', plan_name_hi: 'डायमंड', date: '2027-02-22' };
    expect(notificationText('PLAN_PURCHASED', 'en', vars)).toBe(
      'Payment successful! Your Diamond plan is active until 22 Feb 2027.',
    );
    expect(notificationText('PLAN_PURCHASED', 'hi', vars)).toBe(
      'भुगतान सफल! आपका डायमंड प्लान 22 फ़र॰ 2027 तक चालू है।',
    );
    expect(notificationTarget('PLAN_PURCHASED', 0)).toEqual({ path: '/profile' });
    expect(notificationTarget('PLAN_PURCHASED', 2)).toEqual({ path: '/jobs' });
  });
});

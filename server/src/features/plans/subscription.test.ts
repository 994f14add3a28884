import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { users } from '../../platform/db/schema';
import { createAgent } from '../saarthi/test-support';
import { type Buyer, checkoutResult, orderFor, verify } from './test-support';

// issue 14 item 16: the seeker reads GET /user/subscription too (spec 000 §7 "GET
// user/subscription: the subscription record"), in the shape the employer gets (spec 001 §7).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const subscription = (who: { token: string }, lang?: string) =>
  call(t.app, {
    method: 'GET',
    url: '/api/user/subscription',
    token: who.token,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const buyPremium = async (who: Buyer) => {
  const order = (await orderFor(t, who, { plan_code: 'HLJ-JS-101', saarthi_code: 'SAARTHI001' }))
    .body;
  await verify(t, who, order.transaction_id, checkoutResult(t, order.order_id));
};

describe('GET /user/subscription for a job seeker', () => {
  it('answers no plan and not premium before a purchase, with no allowance', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await subscription(seeker);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        plan_code: null,
        plan_name_en: null,
        plan_name_hi: null,
        job_post_usage: 0,
        animated_jd_usage: 0,
        audio_jd_usage: 0,
        valid_until: null,
        is_premium: false,
      },
    });
  });

  it('answers the Premium bought: plan code, names, valid until and is_premium', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    await buyPremium(seeker);
    const data = (await subscription(seeker)).body.data;
    expect(data).toMatchObject({
      plan_code: 'HLJ-JS-101',
      plan_name_en: 'Premium',
      plan_name_hi: 'प्रीमियम',
      job_post_usage: 0,
      is_premium: true,
    });
    const [row] = await t.database.db
      .select({ until: users.premiumUntil })
      .from(users)
      .where(eq(users.id, seeker.id));
    expect(data.valid_until).toBe(row?.until?.toISOString());
    // the same reading as GET /user/ (spec 000 §3.3 is_premium)
    const me = await call(t.app, { method: 'GET', url: '/api/user/', token: seeker.token });
    expect(me.body.data).toMatchObject({ is_premium: true, premium_until: data.valid_until });
  });

  it('keeps the plan and its end once it lapsed, no longer premium', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    await buyPremium(seeker);
    const past = new Date(Date.now() - 86_400_000);
    await t.database.db.update(users).set({ premiumUntil: past }).where(eq(users.id, seeker.id));
    expect((await subscription(seeker)).body.data).toMatchObject({
      plan_code: 'HLJ-JS-101',
      valid_until: past.toISOString(),
      is_premium: false,
    });
  });
});

describe('GET /user/subscription for the other roles', () => {
  it('tells an employer on the starter allowance that it is not a plan', async () => {
    const employer = await createEmployer(t);
    expect((await subscription(employer)).body.data).toMatchObject({
      plan_code: null,
      job_post_usage: 2,
      is_premium: false,
    });
  });

  it('refuses a Saarthi, who has no plan, in English and in Hindi', async () => {
    const agent = await createAgent(t);
    const res = await subscription(agent);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Plans are for job seekers and employers',
    });
    const hi = await subscription(agent, 'hi');
    expect(hi.body.message).toBe('प्लान केवल नौकरी ढूँढने वालों और नियोक्ताओं के लिए हैं');
  });

  it('answers 401 without a token', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/user/subscription' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });
});

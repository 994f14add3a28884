import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestOtp,
  type TestApp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { applications, jobs, seekerProfiles, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { checkoutResult, orderFor, verify } from '../plans/test-support';
import { createAgent, dashboard, enrol } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const namesOf = (res: { body: { data: { name: string }[] } }) =>
  res.body.data.map((p) => p.name).sort();

describe('the agent dashboard (spec 001 §6, issue 13)', () => {
  it('fills the four tabs with the right seekers, contacts hidden only for location leads', async () => {
    const agent = await createAgent(t, 'br-patna');
    const rival = await createAgent(t, 'br-patna');

    // New User Enrolled: two registered by the agent; one of them is hired
    const enrolledA = (await enrol(t, agent, { name: 'Anil Paswan', address_home: 'br-patna' }))
      .body.data;
    await enrol(t, agent, { name: 'Babita Kumari', address_home: 'br-patna' });
    await enrol(t, rival, { name: 'Rival Seeker', address_home: 'br-patna' });

    // Self Leads: a seeker who bought Premium with the agent's code, one who signed up by its link
    const buyer = await createOnboardedSeeker(t.app);
    await t.database.db.update(users).set({ name: 'Chetan Ram' }).where(eq(users.id, buyer.id));
    const order = (await orderFor(t, buyer, { plan_code: 'HLJ-JS-101', saarthi_code: agent.code }))
      .body;
    await verify(t, buyer, order.transaction_id, checkoutResult(t, order.order_id));
    const linked = await createOnboardedSeeker(t.app);
    await t.database.db
      .update(users)
      .set({ name: 'Deepa Devi', referralCode: agent.code })
      .where(eq(users.id, linked.id));

    // Location Lead: a Patna seeker with an unfinished profile who never chose an agent
    const local = await createOnboardedSeeker(t.app);
    await t.database.db.update(users).set({ name: 'Ekta Singh' }).where(eq(users.id, local.id));
    await t.database.db
      .update(seekerProfiles)
      .set({ addressHome: 'br-patna', completion: 40 })
      .where(eq(seekerProfiles.userId, local.id));

    // Existing User Employed: Anil was hired
    const jobId = newId();
    await t.database.db.insert(jobs).values({
      id: jobId,
      createdBy: agent.id,
      jobTitle: 'Store Helper',
      companyName: 'Patna Stores',
      district: 'br-patna',
      category: 'helper',
      openings: 1,
      experience: 0,
      jobTimings: 0,
      jobType: 0,
      gender: 0,
      description: 'Help in the store.',
      status: 0,
    });
    await t.database.db
      .insert(applications)
      .values({ id: newId(), seekerId: enrolledA._id, jobId, status: 'Hired' });

    const enrolled = await dashboard(t, agent, 'enrolled');
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.counts).toEqual({ location: 1, self: 2, enrolled: 2, employed: 1 });
    expect(namesOf(enrolled)).toEqual(['Anil Paswan', 'Babita Kumari']);
    expect(enrolled.body.data[0]).toMatchObject({
      contact_masked: false,
      profile_status: 1,
      enrolled_by_me: true,
      address_home: 'br-patna',
      // the names a phone shows without the district list
      address_home_name: { en: 'Patna, Bihar', hi: 'पटना, बिहार' },
    });
    expect(enrolled.body.data[0].contact).toMatch(/^\d{10}$/);

    const self = await dashboard(t, agent, 'self');
    expect(namesOf(self)).toEqual(['Chetan Ram', 'Deepa Devi']);
    expect(self.body.data.every((p: { contact: string }) => /^\d{10}$/.test(p.contact))).toBe(true);
    expect(self.body.data.map((p: { enrolled_by_me: boolean }) => p.enrolled_by_me)).toEqual([
      false,
      false,
    ]);

    const employed = await dashboard(t, agent, 'employed');
    expect(employed.body.data).toEqual([
      expect.objectContaining({
        name: 'Anil Paswan',
        hired_job_title: 'Store Helper',
        enrolled_by_me: true,
      }),
    ]);

    const location = await dashboard(t, agent, 'location');
    expect(location.body.data).toEqual([
      expect.objectContaining({
        name: 'Ekta Singh',
        contact: 'xxx-xxx-xxxx',
        contact_masked: true,
      }),
    ]);

    // the rival sees none of the agent's people
    const theirs = await dashboard(t, rival, 'enrolled');
    expect(namesOf(theirs)).toEqual(['Rival Seeker']);
    expect((await dashboard(t, rival, 'self')).body.data).toEqual([]);
  });

  it("counts a seeker who signed up through the agent's link (?ref=) as a Self Lead", async () => {
    const agent = await createAgent(t, 'up-agra');
    const contact = uniqueMobile();
    const ip = uniqueIp();
    await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      payload: { contact, opt_in: false, tnc: true },
      remoteAddress: ip,
    });
    const otp = await latestOtp(t.app, contact);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/login/confirm',
      payload: { contact, otp, ref: agent.code.toLowerCase() },
      remoteAddress: ip,
    });
    expect(res.status).toBe(200);
    const self = await dashboard(t, agent, 'self');
    expect(self.body.data.map((p: { contact: string }) => p.contact)).toEqual([contact]);
    // an unknown code is ignored, the sign-up still works
    const other = uniqueMobile();
    await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      payload: { contact: other, opt_in: false, tnc: true },
      remoteAddress: ip,
    });
    const code2 = await latestOtp(t.app, other);
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/login/confirm',
      payload: { contact: other, otp: code2, ref: 'NOBODY1' },
      remoteAddress: ip,
    });
    expect(ok.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.contact, other));
    expect(row?.referralCode).toBeNull();
  });

  it('gives /saarthi/me the code and totals, and refuses other roles and unknown tabs', async () => {
    const agent = await createAgent(t, 'up-kanpur-nagar', 'Manoj Tiwari');
    const me = await call(t.app, { method: 'GET', url: '/api/saarthi/me', token: agent.token });
    expect(me.body.data).toEqual({
      _id: agent.id,
      name: 'Manoj Tiwari',
      saarthi_code: agent.code,
      home_district: 'up-kanpur-nagar',
      counts: { location: 0, self: 0, enrolled: 0, employed: 0 },
    });
    const bad = await dashboard(t, agent, 'everyone');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('tab');
    const seeker = await createOnboardedSeeker(t.app);
    const refused = await dashboard(t, seeker, 'enrolled');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only Saarthi agents can do this');
  });
});

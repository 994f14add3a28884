import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestOtp,
  signInSeeker,
  type TestApp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';
import { saarthiAgents, saarthiCodes, users } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = (url: string, payload: object, remoteAddress = uniqueIp()) =>
  call(t.app, { method: 'POST', url: `/api${url}`, payload, remoteAddress });
const register = (over: object = {}) =>
  post('/register/saarthi', {
    name: 'Ramesh Yadav',
    contact: uniqueMobile(),
    address_home: 'up-lucknow',
    tnc: true,
    ...over,
  });

describe('POST /api/register/saarthi (spec 001 §2, §5, §7)', () => {
  it('registers an agent with a unique upper-case code, shown and sent by SMS', async () => {
    const contact = uniqueMobile();
    const res = await register({ contact, email: 'Ramesh@Example.in', lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Successfully Registered please sign in to continue',
    });
    const code = res.body.data.saarthi_code as string;
    expect(code).toMatch(/^SAR\d{6}$/);
    const [user] = await t.database.db.select().from(users).where(eq(users.contact, contact));
    expect(user).toMatchObject({
      role: 1,
      name: 'Ramesh Yadav',
      email: 'ramesh@example.in',
      profileStatus: 2,
    });
    const [agent] = await t.database.db
      .select()
      .from(saarthiAgents)
      .where(eq(saarthiAgents.userId, user?.id as string));
    expect(agent).toMatchObject({ code, homeDistrict: 'up-lucknow', active: true });
    const [row] = await t.database.db
      .select()
      .from(saarthiCodes)
      .where(eq(saarthiCodes.code, code));
    expect(row).toMatchObject({ agentId: user?.id, active: true });
    const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    // no PUBLIC_URL here: the link takes the origin of the request that asked
    expect(outbox.body.data[0].text).toBe(
      `Kaamkaj: your Saarthi code is ${code}. Sign in at http://localhost:80/saarthi with your mobile number and this code.`,
    );
  });

  it('names each wrong field with the spec messages', async () => {
    const res = await post('/register/saarthi', {
      name: '',
      contact: '12345',
      address_home: '',
      tnc: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Please enter your name',
      contact: 'Please enter 10 digit mobile number',
      address_home: 'Please select district',
      tnc: 'please tick checkbox',
    });
  });

  it('refuses a number already registered, in any role', async () => {
    const seeker = await signInSeeker(t.app);
    const asSeeker = await register({ contact: seeker.contact });
    expect(asSeeker.body).toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: 'already registered as job seeker',
    });
    const contact = uniqueMobile();
    await register({ contact });
    const again = await register({ contact });
    expect(again.body).toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: 'You have Already registered',
    });
  });
});

describe('Saarthi sign-in: mobile and employee code, then a one-time code (DESIGN.md §4)', () => {
  it('sends a code only for the right pair, then signs the agent in as role 1', async () => {
    const contact = uniqueMobile();
    const code = (await register({ contact })).body.data.saarthi_code as string;
    const ip = uniqueIp();
    const wrong = await post('/login/saarthi', { contact, emp_code: 'SAR000000' }, ip);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_EMP_CODE',
      errors: { emp_code: 'This Saarthi code does not match the mobile number' },
    });
    const sent = await post('/login/saarthi', { contact, emp_code: code.toLowerCase() }, ip);
    expect(sent.body).toEqual({ success: true, message: 'OTP sent successfully' });
    const otp = await latestOtp(t.app, contact);
    const res = await post('/login/saarthi/confirm', { contact, emp_code: code, otp }, ip);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: 1, profile_status: 2 });
    expect(res.body.refresh_token).toEqual(expect.any(String));
    const [user] = await t.database.db.select().from(users).where(eq(users.contact, contact));
    expect(user?.contactVerified).toBe(true);
  });

  it('answers the spec messages for missing fields and an unknown number', async () => {
    const empty = await post('/login/saarthi', {});
    expect(empty.body.errors).toEqual({
      contact: 'Please enter 10 digit mobile number',
      emp_code: 'This field is required',
    });
    const unknown = await post('/login/saarthi', {
      contact: uniqueMobile(),
      emp_code: 'SAR123456',
    });
    expect(unknown.body).toMatchObject({
      code: 'SAARTHI_NOT_FOUND',
      message: 'This mobile number is not registered as a Saarthi. Please sign up first',
    });
  });

  it('refuses a deactivated agent, before any code is sent', async () => {
    const contact = uniqueMobile();
    const code = (await register({ contact })).body.data.saarthi_code as string;
    await t.database.db
      .update(saarthiAgents)
      .set({ active: false })
      .where(eq(saarthiAgents.code, code));
    const res = await post('/login/saarthi', { contact, emp_code: code });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your Saarthi account is deactivated. Please contact Kaamkaj support',
    );
    const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    expect(outbox.body.data.filter((m: { otp: string | null }) => m.otp)).toHaveLength(0);
  });

  it("is refused on the seeker and employer logins, and a seeker's number here", async () => {
    const contact = uniqueMobile();
    await register({ contact });
    const asSeeker = await post('/login/user', { contact, opt_in: false, tnc: true });
    // issue 13: the role is named in errors.role, which the screens read in either language
    expect(asSeeker.body).toEqual({
      success: false,
      code: 'ALREADY_REGISTERED',
      message: 'already registered as saarthi',
      errors: { role: '1' },
    });
    const asEmployer = await post('/login/v2', {
      user_name: contact,
      login_type: 'contact',
      opt_in: false,
      tnc: true,
    });
    expect(asEmployer.body).toEqual({
      success: false,
      code: 'ALREADY_REGISTERED',
      message: 'already registered as saarthi',
      errors: { role: '1' },
    });
    const inHindi = await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      payload: { contact, opt_in: false, tnc: true },
      headers: { 'accept-language': 'hi' },
      remoteAddress: uniqueIp(),
    });
    expect(inHindi.body).toEqual({
      success: false,
      code: 'ALREADY_REGISTERED',
      message: 'यह नंबर किसी दूसरे खाते में पहले से रजिस्टर्ड है',
      errors: { role: '1' },
    });
    const seeker = await signInSeeker(t.app);
    const res = await post('/login/saarthi', { contact: seeker.contact, emp_code: 'SAR123456' });
    expect(res.body).toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: 'already registered as job seeker',
      errors: { role: '0' },
    });
  });
});

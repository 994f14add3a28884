import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDetails,
  contactCode,
  contactVerify,
  type Employer,
  getMe,
  proveContact,
  putProfile,
} from '../../../test/company';
import {
  call,
  createTestApp,
  latestOtp,
  signInEmployer,
  signInSeeker,
  type TestApp,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';
import { users } from '../../platform/db/schema';

// issue 15 item 6: a mobile number entered by an e-mail employer (or an e-mail entered by a
// phone employer) is proven by a code before it is stored as theirs; an unproven number never
// blocks its owner; claims at the same moment give 409, not 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const byEmail = async (): Promise<Employer> => {
  const login = await signInEmployer(t.app);
  return { id: login.data._id, token: login.data.token, email: login.email };
};

/** An employer who signed in with a mobile number (no e-mail on file). */
const byMobile = async () => {
  const contact = uniqueMobile();
  const remoteAddress = uniqueIp();
  await call(t.app, {
    method: 'POST',
    url: '/api/login/v2',
    payload: { user_name: contact, login_type: 'contact', opt_in: false, tnc: true },
    remoteAddress,
  });
  const login = await call(t.app, {
    method: 'POST',
    url: '/api/login/v2/confirm',
    payload: { user_name: contact, login_type: 'contact', otp: await latestOtp(t.app, contact) },
    remoteAddress,
  });
  return { id: login.body.data._id, token: login.body.data.token, email: uniqueEmail(), contact };
};

const wrongFor = (otp: string) => (otp === '0000' ? '1111' : '0000');
const age = (destination: string, interval: string) =>
  t.database.db.execute(
    sql`update otp_challenges set created_at = created_at - ${interval}::interval where destination = ${destination}`,
  );
const seekerSignUp = async (contact: string) => {
  const remoteAddress = uniqueIp();
  const sent = await call(t.app, {
    method: 'POST',
    url: '/api/login/user',
    payload: { contact, opt_in: false, tnc: true },
    remoteAddress,
  });
  if (sent.status !== 200) return sent;
  return call(t.app, {
    method: 'POST',
    url: '/api/login/confirm',
    payload: { contact, otp: await latestOtp(t.app, contact) },
    remoteAddress,
  });
};

describe('a mobile number an e-mail employer adds (issue 15 item 6)', () => {
  it('is not stored from the company details without its code: 400 naming contact, both languages', async () => {
    const who = await byEmail();
    const body = companyDetails(who);
    const res = await putProfile(t.app, who, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'CONTACT_UNVERIFIED',
      message: 'Please verify this mobile number with the code we send to it',
      errors: { contact: 'Please verify this mobile number with the code we send to it' },
    });
    const hindi = await call(t.app, {
      method: 'PUT',
      url: '/api/user/v2/profile',
      token: who.token,
      headers: { 'accept-language': 'hi' },
      payload: body,
    });
    expect(hindi.body.errors.contact).toBe('कृपया इस मोबाइल नंबर पर भेजे गए कोड से इसे सत्यापित करें');
    const me = (await getMe(t.app, who)).body.data;
    expect(me).toMatchObject({ contact: null, profile_status: 0 });
  });

  it('refuses a wrong code, stores it with the right one, then saves the company details', async () => {
    const who = await byEmail();
    const contact = uniqueMobile();
    const sent = await contactCode(t.app, who, { contact });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('We have sent a code to this mobile number');
    const otp = await latestOtp(t.app, contact);

    const wrong = await contactVerify(t.app, who, { contact, otp: wrongFor(otp) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_OTP', message: 'Sorry! Invalid OTP' });
    expect((await getMe(t.app, who)).body.data.contact).toBeNull();

    const right = await contactVerify(t.app, who, { contact, otp });
    expect(right.status).toBe(200);
    expect(right.body.message).toBe('Mobile number verified');
    expect(right.body.data).toMatchObject({ contact, contact_verified: true, profile_status: 0 });
    // the same code again (its answer lost on a weak signal): done, not "cannot be changed"
    const again = await contactVerify(t.app, who, { contact, otp });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Mobile number verified');
    expect(again.body.data).toMatchObject({ contact, contact_verified: true });

    const saved = await putProfile(t.app, who, companyDetails(who, { contact }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ contact, contact_verified: true, profile_status: 2 });
  });

  it("sends the SMS in the employer's language, with the WebOTP line", async () => {
    const who = await byEmail();
    const contact = uniqueMobile();
    await call(t.app, {
      method: 'POST',
      url: '/api/user/v2/contact/code',
      token: who.token,
      headers: { 'accept-language': 'hi' },
      payload: { contact },
      remoteAddress: uniqueIp(),
    });
    const out = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    const text: string = out.body.data[0].text;
    expect(text).toContain('आपके काम-काज खाते में यह मोबाइल नंबर जोड़ने का कोड है');
    expect(text).toMatch(/#\d{4}$/);
  });

  it('binds the code to the account that asked: another employer cannot use it', async () => {
    const a = await byEmail();
    const b = await byEmail();
    const contact = uniqueMobile();
    await contactCode(t.app, a, { contact });
    const otp = await latestOtp(t.app, contact);
    const other = await contactVerify(t.app, b, { contact, otp });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('OTP_NOT_FOUND');
    // nor is it a sign-in code for that number
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/login/v2/confirm',
      payload: { user_name: contact, login_type: 'contact', otp },
      remoteAddress: uniqueIp(),
    });
    expect(login.status).toBe(400);
    expect(login.body.code).toBe('OTP_NOT_FOUND');
    expect((await contactVerify(t.app, a, { contact, otp })).status).toBe(200);
  });

  it('never blocks the owner: after an unproven attempt the owner signs up as a seeker', async () => {
    const who = await byEmail();
    const owner = uniqueMobile();
    expect((await putProfile(t.app, who, companyDetails(who, { contact: owner }))).status).toBe(
      400,
    );
    expect((await contactCode(t.app, who, { contact: owner })).status).toBe(200);
    await age(owner, '2 minutes'); // the resend gap of the number
    const seeker = await seekerSignUp(owner);
    expect(seeker.status).toBe(200);
    expect(seeker.body.message).toBe('Successfully Registered');
    // the employer's code, had they got it, no longer gives them the number
    const late = await contactVerify(t.app, who, { contact: owner, otp: '1234' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'CONTACT_TAKEN',
      message: 'This mobile number is already registered',
      errors: { contact: 'This mobile number is already registered' },
    });
  });

  it('frees a number an employer typed before codes were asked (existing data)', async () => {
    const who = await byEmail();
    const owner = uniqueMobile();
    // what the company details form stored until issue 15: the number, never proven
    await t.database.db.update(users).set({ contact: owner }).where(eq(users.id, who.id));
    const seeker = await seekerSignUp(owner);
    expect(seeker.status).toBe(200);
    expect(seeker.body.data.role).toBe(0);
    expect((await getMe(t.app, who)).body.data.contact).toBeNull();
    // the employer still signs in with the e-mail
    await age(who.email, '2 minutes');
    expect((await signInEmployer(t.app, who.email)).data._id).toBe(who.id);
  });

  it('lets another employer who proves it take an unproven number', async () => {
    const holder = await byEmail();
    const prover = await byEmail();
    const contact = uniqueMobile();
    await t.database.db.update(users).set({ contact }).where(eq(users.id, holder.id));
    await proveContact(t.app, prover, { contact });
    expect((await getMe(t.app, prover)).body.data).toMatchObject({
      contact,
      contact_verified: true,
    });
    expect((await getMe(t.app, holder)).body.data.contact).toBeNull();
  });

  it('refuses a number another account proved: 400 before the code, 409 on the claim', async () => {
    const seeker = await signInSeeker(t.app);
    const who = await byEmail();
    const code = await contactCode(t.app, who, { contact: seeker.contact });
    expect(code.status).toBe(400);
    expect(code.body).toMatchObject({
      code: 'CONTACT_TAKEN',
      errors: { contact: 'This mobile number is already registered' },
    });
    const claim = await contactVerify(t.app, who, { contact: seeker.contact, otp: '1234' });
    expect(claim.status).toBe(409);
    const put = await putProfile(t.app, who, companyDetails(who, { contact: seeker.contact }));
    expect(put.body.code).toBe('CONTACT_TAKEN');
  });

  it('gives one 200 and one 409 to two employers proving the same number at once', async () => {
    const a = await byEmail();
    const b = await byEmail();
    const contact = uniqueMobile();
    expect((await contactCode(t.app, a, { contact })).status).toBe(200);
    const codeA = await latestOtp(t.app, contact);
    await age(contact, '2 minutes');
    expect((await contactCode(t.app, b, { contact })).status).toBe(200);
    const codeB = await latestOtp(t.app, contact);
    const results = await Promise.all([
      contactVerify(t.app, a, { contact, otp: codeA }),
      contactVerify(t.app, b, { contact, otp: codeB }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409);
    expect(lost?.body).toMatchObject({
      success: false,
      code: 'CONTACT_TAKEN',
      message: 'This mobile number is already registered',
      errors: { contact: 'This mobile number is already registered' },
    });
    const holders = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.contact, contact));
    expect(holders).toHaveLength(1);
  });

  it('settles a seeker signing up and an employer proving the same number at once, no 500', async () => {
    const who = await byEmail();
    const contact = uniqueMobile();
    await contactCode(t.app, who, { contact });
    const employerCode = await latestOtp(t.app, contact);
    await age(contact, '2 minutes');
    const ip = uniqueIp();
    await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      payload: { contact, opt_in: false, tnc: true },
      remoteAddress: ip,
    });
    const seekerCode = await latestOtp(t.app, contact);
    const [seeker, employer] = await Promise.all([
      call(t.app, {
        method: 'POST',
        url: '/api/login/confirm',
        payload: { contact, otp: seekerCode },
        remoteAddress: ip,
      }),
      contactVerify(t.app, who, { contact, otp: employerCode }),
    ]);
    const statuses = [seeker.status, employer.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s < 500)).toBe(true);
    const loser = seeker.status === 200 ? employer : seeker;
    expect([400, 409]).toContain(loser.status);
    expect(['CONTACT_TAKEN', 'ALREADY_REGISTERED']).toContain(loser.body.code);
    const holders = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.contact, contact));
    expect(holders).toHaveLength(1);
  });

  it('keeps a proven number: it cannot be swapped, nor the sign-in e-mail changed here', async () => {
    const who = await byEmail();
    const contact = uniqueMobile();
    await proveContact(t.app, who, { contact });
    const swap = await contactCode(t.app, who, { contact: uniqueMobile() });
    expect(swap.status).toBe(400);
    expect(swap.body).toMatchObject({
      code: 'READ_ONLY_FIELD',
      errors: { contact: 'This field cannot be changed' },
    });
    const email = await contactCode(t.app, who, { email: uniqueEmail() });
    expect(email.body).toMatchObject({
      code: 'READ_ONLY_FIELD',
      errors: { email: 'This field cannot be changed' },
    });
  });

  it('follows the one-time code rules: resend gap, tries, and names a missing contact', async () => {
    const who = await byEmail();
    const contact = uniqueMobile();
    const ip = uniqueIp();
    expect((await contactCode(t.app, who, { contact }, ip)).status).toBe(200);
    const again = await contactCode(t.app, who, { contact }, ip);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('OTP_RESEND_TOO_EARLY');
    const otp = await latestOtp(t.app, contact);
    for (let i = 0; i < 5; i += 1) {
      expect((await contactVerify(t.app, who, { contact, otp: wrongFor(otp) })).body.code).toBe(
        'INVALID_OTP',
      );
    }
    expect((await contactVerify(t.app, who, { contact, otp })).body.code).toBe(
      'OTP_TOO_MANY_ATTEMPTS',
    );
    const none = await contactCode(t.app, who, {} as { contact: string });
    expect(none.status).toBe(400);
    expect(none.body.errors.contact).toBe('Please enter contact number or email');
    const both = await contactCode(t.app, who, {
      contact: uniqueMobile(),
      email: uniqueEmail(),
    } as unknown as { contact: string });
    expect(both.body.errors.contact).toBe('Please enter contact number or email');
  });

  it('is for employers only, decided before the body is read', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/user/v2/contact/code',
      token: seeker.data.token,
      payload: { bad: 1 },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only employers can add a contact to their account');
  });
});

describe('an e-mail a phone employer adds (issue 15 item 6)', () => {
  it('needs the code e-mailed to it before the company details keep it', async () => {
    const who = await byMobile();
    const body = companyDetails(who, { contact: who.contact });
    const put = await putProfile(t.app, who, body);
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({
      code: 'CONTACT_UNVERIFIED',
      errors: { email: 'Please verify this e-mail address with the code we send to it' },
    });
    const sent = await contactCode(t.app, who, { email: who.email.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('We have sent a code to this e-mail address');
    const otp = await latestOtp(t.app, who.email);
    const wrong = await contactVerify(t.app, who, { email: who.email, otp: wrongFor(otp) });
    expect(wrong.body.code).toBe('INVALID_OTP');
    const right = await contactVerify(t.app, who, { email: who.email, otp });
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ email: who.email, email_verified: true });
    expect((await putProfile(t.app, who, body)).status).toBe(200);
  });

  it('refuses an e-mail another account signs in with', async () => {
    const other = await byEmail();
    const who = await byMobile();
    const res = await contactCode(t.app, who, { email: other.email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'CONTACT_TAKEN',
      errors: { email: 'This e-mail address is already in use' },
    });
  });
});

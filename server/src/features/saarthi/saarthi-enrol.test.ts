import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import {
  call,
  createTestApp,
  latestOtp,
  type TestApp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { auditLog, users } from '../../platform/db/schema';
import { createAgent, enrol, NEW_USER } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kaamkaj.example/' });
});
afterAll(() => t.app.close());

describe('POST /api/user/saarthi: an agent registers a seeker (spec 001 §3, §5, §7)', () => {
  it('creates the seeker with profile_status 1 and created_by, tells them by SMS in Hindi, and they sign in', async () => {
    const agent = await createAgent(t, 'up-lucknow', 'Geeta Kumari');
    const contact = uniqueMobile();
    const res = await enrol(t, agent, { contact });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job seeker registered successfully');
    expect(res.body.data).toMatchObject({
      name: 'Shyam Lal',
      contact,
      profile_status: 1,
      gender: 1,
      age: 3,
      qualification: 1,
      experience: 4,
      address_home: 'up-lucknow',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.contact, contact));
    expect(row).toMatchObject({
      role: 0,
      createdBy: agent.id,
      referralCode: agent.code,
      lang: 'hi',
    });
    const sms = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    expect(sms.body.data[0].text).toBe(
      `कामकाज: सारथी Geeta Kumari (${agent.code}) ने आपका खाता बनाया है। अपने मोबाइल नंबर ${contact} से https://kaamkaj.example/JobSeekerlogin पर साइन इन करें और अपनी पसंद की नौकरियाँ चुनें।`,
    );
    // the seeker signs in with their own number and lands on the job interests step
    const ip = uniqueIp();
    await call(t.app, {
      method: 'POST',
      url: '/api/login/user',
      payload: { contact, opt_in: false, tnc: true },
      remoteAddress: ip,
    });
    const otp = await latestOtp(t.app, contact);
    const signedIn = await call(t.app, {
      method: 'POST',
      url: '/api/login/confirm',
      payload: { contact, otp },
      remoteAddress: ip,
    });
    expect(signedIn.body.data).toMatchObject({ _id: row?.id, role: 0, profile_status: 1 });
  });

  it('answers the spec messages of the agent form', async () => {
    const agent = await createAgent(t);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/user/saarthi',
      token: agent.token,
      payload: { name: '9 Ram', contact: '123', address_home: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: 'Numeric value not allow',
      contact: 'Please enter 10 digit mobile number',
      gender: 'This field is required',
      age: 'This field is required',
      qualification: 'This field is required',
      experience: 'This field is required',
      address_home: 'Please enter district',
    });
  });

  it('refuses a number already registered', async () => {
    const agent = await createAgent(t);
    const seeker = await createOnboardedSeeker(t.app);
    const res = await enrol(t, agent, { contact: seeker.contact });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'ALREADY_REGISTERED',
      errors: { contact: 'This mobile number is already registered' },
    });
  });

  it("says the agent's own number again as theirs (an enrolment whose answer was lost)", async () => {
    const agent = await createAgent(t);
    const contact = '9123400077';
    const first = await enrol(t, agent, { contact });
    expect(first.status).toBe(200);
    const again = await enrol(t, agent, { contact });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'ENROLLED_BY_YOU',
      message: 'You have registered this number already: see New User Enrolled',
      errors: { contact: 'You have registered this number already: see New User Enrolled' },
    });
    const hindi = await enrol(t, agent, { contact }, 'hi');
    expect(hindi.body.message).toBe('यह नंबर आप पहले ही जोड़ चुके हैं: "आपके जोड़े नए लोग" में देखें');
    // another agent is told it is registered, not by whom
    const other = await enrol(t, await createAgent(t), { contact });
    expect(other.body.code).toBe('ALREADY_REGISTERED');
    expect(await t.database.db.select().from(users).where(eq(users.contact, contact))).toHaveLength(
      1,
    );
  });

  it('is for active agents only, checked before the body', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const employer = await createEmployer(t);
    for (const who of [seeker, employer]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/user/saarthi',
        token: who.token,
        payload: {},
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only Saarthi agents can do this');
    }
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/user/saarthi',
      payload: NEW_USER,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/saarthi/users/:id (DESIGN.md §6)', () => {
  it('opens a seeker the agent registered, and refuses any other', async () => {
    const agent = await createAgent(t);
    const other = await createAgent(t);
    const mine = (await enrol(t, agent)).body.data._id as string;
    const ok = await call(t.app, {
      method: 'GET',
      url: `/api/saarthi/users/${mine}`,
      token: agent.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ _id: mine, name: 'Shyam Lal' });
    const refused = await call(t.app, {
      method: 'GET',
      url: `/api/saarthi/users/${mine}`,
      token: other.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only open the job seekers you registered');
    const seeker = await createOnboardedSeeker(t.app);
    const stranger = await call(t.app, {
      method: 'GET',
      url: `/api/saarthi/users/${seeker.id}`,
      token: agent.token,
    });
    expect(stranger.status).toBe(403);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The three upload steps of spec 000 §7 "Files", as `token` into `userId`'s space. */
async function uploadPhoto(token: string, userId: string) {
  const pre = await call(t.app, {
    method: 'POST',
    url: `/api/file/${userId}/pre/upload`,
    token,
    payload: {
      file_name: 'photo.png',
      content_type: 'image/png',
      file_size: PNG.length,
      file_category: 'profile_pic',
    },
  });
  if (pre.status !== 200) return pre;
  const form = new FormData();
  for (const [k, v] of Object.entries(pre.body.data.fields as Record<string, string>)) {
    form.append(k, v);
  }
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const encoded = new Response(form);
  await t.app.inject({
    method: 'POST',
    url: pre.body.data.url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  return call(t.app, {
    method: 'POST',
    url: `/api/file/${userId}/post/upload`,
    token,
    payload: { file_id: pre.body.data.file_id },
  });
}

describe('PUT /api/saarthi/users/:id: the agent helps complete a profile (issue 13)', () => {
  it('uploads a photo into their seeker’s space, saves it and the job interests, and audits it', async () => {
    const agent = await createAgent(t);
    const seekerId = (await enrol(t, agent)).body.data._id as string;
    const uploaded = await uploadPhoto(agent.token, seekerId);
    expect(uploaded.status).toBe(200);
    const fileId = uploaded.body.data.file_id ?? uploaded.body.data._id;
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/saarthi/users/${seekerId}`,
      token: agent.token,
      payload: {
        _id: seekerId,
        profile_pic: fileId,
        job_intrested: [{ job_category: 'delivery', skills: ['parcel-delivery'] }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({ _id: seekerId, profile_status: 2 });
    expect(res.body.data.profile_pic).toMatch(/^\/api\/file\/public\/profile_pic\//);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, seekerId), eq(auditLog.action, 'saarthi.profile_update')));
    expect(audit).toMatchObject({
      actorId: agent.id,
      detail: { fields: ['job_intrested', 'profile_pic'] },
    });
  });

  it('leaves the mobile number, WhatsApp consent and language to the seeker', async () => {
    const agent = await createAgent(t);
    const seekerId = (await enrol(t, agent)).body.data._id as string;
    for (const [field, value] of [
      ['contact', uniqueMobile()],
      ['opt_in', true],
      ['lang', 'en'],
    ] as const) {
      const res = await call(t.app, {
        method: 'PUT',
        url: `/api/saarthi/users/${seekerId}`,
        token: agent.token,
        payload: { _id: seekerId, [field]: value },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'SEEKER_ONLY_FIELD',
        errors: { [field]: 'Only the job seeker can change this' },
      });
    }
  });

  it('refuses another agent’s seeker, a stranger, an _id that is not the path’s, and other roles', async () => {
    const agent = await createAgent(t);
    const other = await createAgent(t);
    const seekerId = (await enrol(t, agent)).body.data._id as string;
    const put = (token: string, id: string, body: object) =>
      call(t.app, { method: 'PUT', url: `/api/saarthi/users/${id}`, token, payload: body });

    const foreign = await put(other.token, seekerId, { _id: seekerId, about_me: [1] });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('You can only open the job seekers you registered');
    expect((await uploadPhoto(other.token, seekerId)).status).toBe(403);

    const stranger = await createOnboardedSeeker(t.app);
    expect((await put(agent.token, stranger.id, { _id: stranger.id })).status).toBe(403);
    expect((await uploadPhoto(agent.token, stranger.id)).status).toBe(403);

    const mismatch = await put(agent.token, seekerId, { _id: stranger.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ _id: 'Invalid id' });

    const employer = await createEmployer(t);
    const byEmployer = await put(employer.token, seekerId, {});
    expect(byEmployer.status).toBe(403);
    expect(byEmployer.body.message).toBe('Only Saarthi agents can do this');
  });
});

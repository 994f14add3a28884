import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployer,
  DOCX,
  DOCX_TYPE,
  type Employer,
  getMe,
  PDF,
  PNG,
  submitGst,
  upload,
  verify,
} from '../../../test/company';
import {
  call,
  createTestApp,
  latestOtp,
  signInSeeker,
  type TestApp,
  uniqueEmail,
} from '../../../test/helpers';
import { companies, otpChallenges, verificationRequests } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const docBody = (key: string, doc_no: string, files: string[], organization_type = 'company') => ({
  organization_type,
  company_name: 'Sharma Logistics Pvt Ltd',
  documents: { [key]: { doc_no, files } },
});
const emailBody = (email: string, organization_type = 'company') => ({
  organization_type,
  company_name: 'Sharma Logistics Pvt Ltd',
  documents: { email_id: { doc_no: email } },
});
const confirm = (who: Employer, otp: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/company/verification/email/confirm',
    token: who.token,
    payload: { otp },
  });
const businessEmail = () => uniqueEmail().replace('hr.', 'ops.');
const setStatus = (who: Employer, verificationStatus: string) =>
  t.database.db.update(companies).set({ verificationStatus }).where(eq(companies.userId, who.id));

async function employerWithDocument(type = 'application/pdf', name = 'proof.pdf', bytes = PDF) {
  const who = await createEmployer(t.app);
  const file = await upload(t.app, who, 'document', bytes, type, name);
  return { who, file };
}

describe('POST /api/company/verification with a document (spec 001 §2, §3, §5)', () => {
  it('stores the proof and moves the company to In Progress', async () => {
    const { who, file } = await employerWithDocument();
    const res = await verify(t.app, who, docBody('gst', '22aaaaa0000a1z5', [file]));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Document submitted for verification');
    expect(res.body.data).toMatchObject({
      verification_status: 'In Progress',
      verification: { kind: 'gst', doc_no: '22AAAAA0000A1Z5', state: 'submitted' },
    });
    const me = await getMe(t.app, who);
    expect(me.body.data.verification_status).toBe('In Progress');
    const [row] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.companyId, who.id));
    expect(row).toMatchObject({ fileIds: [file], companyName: 'Sharma Logistics Pvt Ltd' });
  });

  it.each([
    ['gst', '22AAAAA0000A1Z5', true],
    ['gst', '22AAAAA0000A1X5', false],
    ['pan', 'ABCDE1234F', true],
    ['pan', 'ABCDE12345', false],
    ['crn', '123456', true],
    ['crn', '12345', false],
    ['aadhar_card', '234567890123', true],
    ['aadhar_card', '034567890123', false],
    ['aadhar_card', '23456789012', false],
    ['food_license', '12345678901234', true],
    ['food_license', '1234567890123', false],
    ['shop_est_act', 'DL/2021/12345', true],
    ['shop_est_act', '/DL2021', false],
  ])('company %s %s valid: %s', async (key, docNo, valid) => {
    const { who, file } = await employerWithDocument('image/png', 'proof.png', PNG);
    const res = await verify(t.app, who, docBody(key, docNo, [file]));
    if (valid) {
      expect(res.status).toBe(200);
      expect(res.body.data.verification).toMatchObject({ kind: key, state: 'submitted' });
    } else {
      expect(res.status).toBe(400);
      expect(res.body.errors[`documents.${key}.doc_no`]).toBe(
        'Please enter a valid document number',
      );
    }
  });

  // spec 001 §3 names a cin payload key and issue 4 lists CIN: a company may prove itself by it;
  // a consultancy may not (spec 001 §5).
  it('takes a company CIN and refuses a bad one or a consultancy CIN', async () => {
    const good = await employerWithDocument();
    const res = await verify(t.app, good.who, docBody('cin', 'l17110mh1973plc019786', [good.file]));
    expect(res.status).toBe(200);
    expect(res.body.data.verification).toMatchObject({
      kind: 'cin',
      doc_no: 'L17110MH1973PLC019786',
      state: 'submitted',
    });
    const bad = await employerWithDocument();
    const wrong = await verify(t.app, bad.who, docBody('cin', 'X17110MH1973PLC019786', [bad.file]));
    expect(wrong.body.errors['documents.cin.doc_no']).toBe('Please enter a valid document number');
    const consultancy = await employerWithDocument();
    const refused = await verify(
      t.app,
      consultancy.who,
      docBody('cin', 'L17110MH1973PLC019786', [consultancy.file], 'consultancy'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.documents).toBe(
      'This verification type is not available for your organisation type',
    );
  });

  it.each([
    ['ABCPE1234F', true],
    ['ABCDE1234F', false],
  ])('consultancy individualPan %s valid: %s (P as 4th letter)', async (docNo, valid) => {
    const { who, file } = await employerWithDocument();
    const res = await verify(t.app, who, docBody('individualPan', docNo, [file], 'consultancy'));
    expect(res.status).toBe(valid ? 200 : 400);
    if (valid) expect(res.body.data.organization_type).toBe('consultancy');
    else {
      expect(res.body.errors['documents.individualPan.doc_no']).toBe(
        'Please enter a valid document number',
      );
    }
  });

  it.each([
    [
      docBody('aadhar_card', '234567890123', [], 'consultancy'),
      'documents',
      'This verification type is not available for your organisation type',
    ],
    [
      docBody('passport', 'X1234567', []),
      'documents',
      'This verification type is not available for your organisation type',
    ],
    [{ ...docBody('gst', '', []) }, 'documents.gst.doc_no', 'Please enter document number'],
    [docBody('gst', '22AAAAA0000A1Z5', []), 'documents.gst.files', 'please upload correct format'],
    [
      { organization_type: 'company', company_name: 'Sharma Logistics', documents: {} },
      'documents',
      'Please select verification type',
    ],
    [
      { ...docBody('gst', '22AAAAA0000A1Z5', []), organization_type: 'client' },
      'organization_type',
      'Please select organisation type',
    ],
    [
      { ...docBody('gst', '22AAAAA0000A1Z5', []), company_name: 'Abc' },
      'company_name',
      'minimum 5 characters required',
    ],
  ])('validates %j', async (body, field, message) => {
    const who = await createEmployer(t.app);
    const res = await verify(t.app, who, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
  });

  it("takes images and PDFs only, of the caller's own document uploads", async () => {
    const { who, file: docx } = await employerWithDocument(DOCX_TYPE, 'gst.docx', DOCX);
    const wrongType = await verify(t.app, who, docBody('gst', '22AAAAA0000A1Z5', [docx]));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual({
      'documents.gst.files': 'Please upload the correct format file.',
    });

    const other = await employerWithDocument();
    const notMine = await verify(t.app, who, docBody('gst', '22AAAAA0000A1Z5', [other.file]));
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toEqual({ 'documents.gst.files': 'File not found' });

    const photo = await upload(t.app, who, 'profile_pic', PNG, 'image/png', 'me.png');
    const wrongKind = await verify(t.app, who, docBody('gst', '22AAAAA0000A1Z5', [photo]));
    expect(wrongKind.body.errors).toEqual({ 'documents.gst.files': 'File not found' });
    expect((await getMe(t.app, who)).body.data.verification_status).toBe('Not Initiated');
  });

  it('keeps documents private: another employer gets 403 on the file link, the owner a signed link', async () => {
    const { who, file } = await employerWithDocument();
    await verify(t.app, who, docBody('gst', '22AAAAA0000A1Z5', [file]));
    const other = await createEmployer(t.app);
    const denied = await call(t.app, {
      method: 'GET',
      url: `/api/file/${file}/link`,
      token: other.token,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You are not allowed to see this file');
    const seeker = await signInSeeker(t.app);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/file/${file}/link`,
          token: seeker.data.token,
        })
      ).status,
    ).toBe(403);
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/file/${file}/link`,
      token: who.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ content_type: 'application/pdf', expires_in: 300 });
    // another employer cannot read the company either
    const record = await call(t.app, {
      method: 'GET',
      url: `/api/user/?_id=${who.id}`,
      token: other.token,
    });
    expect(record.status).toBe(403);
  });

  it('refuses while In Progress or Approved, and allows a re-submission after Declined', async () => {
    const { who, file } = await employerWithDocument();
    await verify(t.app, who, docBody('gst', '22AAAAA0000A1Z5', [file]));
    const busy = await verify(t.app, who, docBody('pan', 'ABCDE1234F', [file]));
    expect(busy.status).toBe(400);
    expect(busy.body.code).toBe('VERIFICATION_IN_PROGRESS');

    await setStatus(who, 'Declined');
    const again = await verify(t.app, who, docBody('pan', 'ABCDE1234F', [file]));
    expect(again.status).toBe(200);
    expect(again.body.data.verification).toMatchObject({ kind: 'pan', doc_no: 'ABCDE1234F' });

    await setStatus(who, 'Approved');
    const done = await verify(t.app, who, docBody('crn', '123456', [file]));
    expect(done.status).toBe(400);
    expect(done.body).toMatchObject({
      code: 'ALREADY_APPROVED',
      message: 'Your company is already verified',
    });
  });

  it('needs saved company details (403), an employer (403) and a token (401)', async () => {
    const fresh = await createEmployer(t.app, { company: false });
    const file = await upload(t.app, fresh, 'document', PDF, 'application/pdf', 'a.pdf');
    const early = await verify(t.app, fresh, docBody('gst', '22AAAAA0000A1Z5', [file]));
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Please save your company details first');

    const seeker = await signInSeeker(t.app);
    const asSeeker = await call(t.app, {
      method: 'POST',
      url: '/api/company/verification',
      token: seeker.data.token,
      payload: docBody('gst', '22AAAAA0000A1Z5', [file]),
    });
    expect(asSeeker.status).toBe(403);
    expect(asSeeker.body.message).toBe('Only employers can verify a company');

    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/company/verification',
      payload: docBody('gst', '22AAAAA0000A1Z5', [file]),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('verification by business e-mail (spec 001 §3 email_id, §5 free mail)', () => {
  it.each(['owner@gmail.com', 'Owner@Yahoo.co.in', 'hr@rediffmail.com'])(
    'refuses free mail %s',
    async (email) => {
      const who = await createEmployer(t.app);
      const res = await verify(t.app, who, emailBody(email));
      expect(res.status).toBe(400);
      expect(res.body.errors['documents.email_id.doc_no']).toBe(
        'Please enter your company (consultancy) email, not a free email address',
      );
    },
  );

  it('e-mails a code; a wrong code is refused, the right one moves to In Progress', async () => {
    const who = await createEmployer(t.app);
    const email = businessEmail();
    const res = await verify(t.app, who, emailBody(email.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: `We have sent a code to ${email}`,
      data: { awaiting_email: true },
    });
    const waiting = await getMe(t.app, who);
    expect(waiting.body.data).toMatchObject({
      verification_status: 'Not Initiated',
      verification: { kind: 'email', doc_no: email, state: 'awaiting_email' },
    });

    const code = await latestOtp(t.app, email);
    expect(code).toMatch(new RegExp(`^\\d{${t.config.OTP_LENGTH}}$`));
    const wrong = await confirm(who, code === '0000' ? '1111' : '0000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_OTP', message: 'Sorry! Invalid OTP' });

    const right = await confirm(who, code);
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({
      verification_status: 'In Progress',
      verification: { kind: 'email', state: 'submitted' },
    });
    const reused = await confirm(who, code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('VERIFICATION_IN_PROGRESS');
  });

  it('allows 5 tries per code, then asks for a new one', async () => {
    const who = await createEmployer(t.app);
    const email = businessEmail();
    await verify(t.app, who, emailBody(email));
    const code = await latestOtp(t.app, email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1)
      expect((await confirm(who, wrong)).body.code).toBe('INVALID_OTP');
    const locked = await confirm(who, code);
    expect(locked.body).toMatchObject({
      code: 'OTP_TOO_MANY_ATTEMPTS',
      message: 'Too many wrong attempts. Please ask for a new OTP.',
    });
  });

  it('refuses an expired code, a confirm with no code sent, an empty code and a quick resend', async () => {
    const who = await createEmployer(t.app);
    const none = await confirm(who, '1234');
    expect(none.body).toMatchObject({ code: 'OTP_NOT_FOUND', message: 'Please ask for a new OTP' });
    const empty = await confirm(who, '');
    expect(empty.body.errors.otp).toBe('You must enter OTP');

    const email = businessEmail();
    await verify(t.app, who, emailBody(email));
    const resend = await verify(t.app, who, emailBody(email));
    expect(resend.status).toBe(429);
    expect(resend.body.code).toBe('OTP_RESEND_TOO_EARLY');

    // the code is the one-time code service's (issue 15 item 4)
    await t.database.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.destination, email));
    const expired = await confirm(who, await latestOtp(t.app, email));
    expect(expired.body).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'This OTP has expired. Please ask for a new one.',
    });
  });
});

describe('GET /api/user/ for an employer after submitting (spec 001 §3)', () => {
  it('shows the newest proof', async () => {
    const who = await createEmployer(t.app);
    await submitGst(t.app, who);
    const me = await getMe(t.app, who);
    expect(me.body.data.verification).toMatchObject({
      kind: 'gst',
      doc_no: '22AAAAA0000A1Z5',
      state: 'submitted',
    });
    expect(typeof me.body.data.verification.created_at).toBe('string');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInEmployer, type TestApp } from '../../../test/helpers';
import { extractPdfText, normaliseIndic } from '../../../test/pdf-text';
import { createOnboardedSeeker, saveProfile, uploadFile } from '../../../test/seeker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const yearsAgo = (n: number) => `${new Date().getUTCFullYear() - n}-01-15`;

describe('PUT /api/user/v2/profile sections (spec 000 §2.9)', () => {
  it.each([
    [
      { about_me: ['honest', 'hard_working'] },
      {
        about_me: [
          { key: 'honest', label: 'Honest' },
          { key: 'hard_working', label: 'Hard working' },
        ],
      },
    ],
    [
      { language_known: ['hindi', 'other'], language_other: 'Bhojpuri' },
      { language_known: ['hindi', 'other'], language_other: 'Bhojpuri' },
    ],
    [{ speak_english: 1 }, { speak_english: 1 }],
    [{ dob: yearsAgo(30) }, { dob: yearsAgo(30) }],
    [
      { address_current: 'dl-new-delhi', address_work: 'hr-gurugram' },
      { address_current: 'dl-new-delhi', address_work: 'hr-gurugram' },
    ],
    [
      { salary_from: '9000', salary_to: 15000 },
      { salary_from: 9000, salary_to: 15000 },
    ],
    [
      { job_type: 1, job_timings: 3 },
      { job_type: 1, job_timings: 3 },
    ],
    [
      {
        educational_info: [{ class_name: '12th', institution_name: 'Govt Inter College, Lucknow' }],
      },
      {
        educational_info: [{ class_name: '12th', institution_name: 'Govt Inter College, Lucknow' }],
      },
    ],
    [
      { technical_cert: [{ cert: 'other', cert_other: 'Welding' }] },
      { technical_cert: [{ cert: 'other', cert_other: 'Welding' }] },
    ],
    [
      { qualification: 3, qualification_other: 'B.Com' },
      { qualification: 3, qualification_other: 'B.Com' },
    ],
    [{ name: 'रवि कुमार' }, { name: 'रवि कुमार' }],
  ])('saves %j', async (section, expected) => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, section);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject(expected);
    const me = await call(t.app, { method: 'GET', url: `/api/user/?_id=${s.id}`, token: s.token });
    expect(me.body.data).toMatchObject(expected);
  });

  it.each([
    [
      { salary_from: 6000, salary_to: 9000 },
      'salary_from',
      'Salary should be between 7000 and 50000',
    ],
    [
      { salary_from: 9000, salary_to: 8000 },
      'salary_to',
      'Maximum salary should be more than minimum salary',
    ],
    [{ salary_from: '9O00', salary_to: 10000 }, 'salary_from', 'enter only numbers'],
    [{ salary_from: 900, salary_to: 10000 }, 'salary_from', 'minimum four digit allowed'],
    [{ salary_from: 9000 }, 'salary_to', 'Please enter both minimum and maximum salary'],
    [{ dob: yearsAgo(16) }, 'dob', 'Age must be between 18 and 55 years'],
    [{ dob: yearsAgo(60) }, 'dob', 'Age must be between 18 and 55 years'],
    [{ dob: '' }, 'dob', 'Please select date of birth'],
    [{ name: 'R4vi' }, 'name', 'not allowed numeric'],
    [{ language_known: [] }, 'language_known', 'Please select atleast 1 language'],
    [
      { job_intrested: [{ job_category: 'driver', skills: ['a', 'b', 'c', 'd'] }] },
      'job_intrested.0.skills',
      'You can choose at most 3 skills for each job',
    ],
    [
      { address_current: 'x'.repeat(51) },
      'address_current',
      'Please choose a district from the list',
    ],
    [
      { educational_info: [{ institution_name: 'x'.repeat(101) }] },
      'educational_info.0.institution_name',
      'maximum 100 characters allowed',
    ],
  ])('rejects %j with its message', async (section, field, message) => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, section);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
  });

  // gender left this list with issue 14 item 10 (gender-age.test.ts)
  it.each([
    'experience',
    'address_home',
    'profile_status',
    'profile_completed_status',
    'is_premium',
    'total_downloaded_resume',
    'role',
  ])('refuses the read-only field %s', async (field) => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, {
      [field]: field === 'address_home' ? 'dl-new-delhi' : 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe('This field cannot be changed');
    const me = await call(t.app, { method: 'GET', url: '/api/user/', token: s.token });
    expect(me.body.data.gender).toBe(1);
    expect(me.body.data.profile_status).toBe(2);
  });

  it('refuses unknown fields', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { salary: 5 });
    expect(res.status).toBe(400);
    // issue 14 item 15: the message names the field
    expect(res.body.message).toBe('Unknown field: salary');
    expect(res.body.errors).toEqual({ salary: 'This field cannot be saved' });
  });

  it('keeps the mobile number once saved', async () => {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { contact: '9000000001' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'READ_ONLY_FIELD',
      message: 'It can not be edited once saved',
    });
    expect((await saveProfile(t.app, s, { contact: s.contact })).status).toBe(200);
  });

  it("refuses another user's _id with 403, and needs a token", async () => {
    const s = await createOnboardedSeeker(t.app);
    const other = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, { _id: other.id, name: 'Hacker Name' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only change your own profile');
    const them = await call(t.app, { method: 'GET', url: '/api/user/', token: other.token });
    expect(them.body.data.name).toBe('Ravi Kumar');
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/user/v2/profile', payload: { _id: s.id } }))
        .status,
    ).toBe(401);
  });

  it('lets an employer change only the shared settings, not seeker sections', async () => {
    const e = await signInEmployer(t.app);
    const me = { id: e.data._id, token: e.data.token };
    expect((await saveProfile(t.app, me, { lang: 'en' })).body.data.lang).toBe('en');
    const res = await saveProfile(t.app, me, { about_me: ['honest'] });
    expect(res.status).toBe(403);
  });
});

describe('profile photo, completion and resume (spec 000 §2.9, §4, §9)', () => {
  it('computes profile_completed_status on the server and unlocks the resume at 100 %', async () => {
    const s = await createOnboardedSeeker(t.app);
    const start = await call(t.app, { method: 'GET', url: '/api/user/', token: s.token });
    // contact, experience, name, gender, home district 5 each, interests 5, skills 7: 37 of 89
    expect(start.body.data.profile_completed_status).toBe(41);

    const early = await call(t.app, { method: 'GET', url: '/api/user/resume', token: s.token });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      success: false,
      code: 'PROFILE_INCOMPLETE',
      message: 'Complete your profile to 100% to download the resume (now 41%)',
    });

    const photo = await uploadFile(t.app, s, 'profile_pic', PNG, 'image/png', 'me.png');
    const withPhoto = await saveProfile(t.app, s, { profile_pic: photo });
    expect(withPhoto.body.data.profile_pic).toMatch(/^\/api\/file\/public\/profile_pic\/.+\.png$/);
    const video = await uploadFile(
      t.app,
      s,
      'video_resume',
      Buffer.from('webm!'),
      'video/webm',
      'resume.webm',
    );
    await saveProfile(t.app, s, { video_resume: video });
    await saveProfile(t.app, s, { name: 'रवि कुमार' });
    await saveProfile(t.app, s, { about_me: ['honest'] });
    await saveProfile(t.app, s, { language_known: ['hindi', 'english'] });
    await saveProfile(t.app, s, { educational_info: [{ institution_name: 'Govt Inter College' }] });
    await saveProfile(t.app, s, { dob: yearsAgo(28) });
    await saveProfile(t.app, s, { speak_english: 0 });
    await saveProfile(t.app, s, { address_current: 'up-lucknow', address_work: 'up-kanpur-nagar' });
    const done = await call(t.app, { method: 'GET', url: '/api/user/', token: s.token });
    expect(done.body.data).toMatchObject({
      profile_completed_status: 100,
      video_resume: video,
      video_resume_type: 'video/webm',
    });

    const pdf = await t.app.inject({
      url: '/api/user/resume?lang=hi',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('रवि_कुमार_Kaamkaj_Resume.pdf')}`,
    );
    const { text } = await extractPdfText(pdf.rawPayload);
    const flat = normaliseIndic(text);
    for (const value of [
      'रवि कुमार',
      'ड्राइवर',
      'लखनऊ',
      'कानपुर नगर',
      'ईमानदार',
      'हिंदी',
      'Govt Inter College',
      s.contact,
    ]) {
      expect(flat).toContain(value.replace(/\s+/g, ''));
    }
    const en = await t.app.inject({
      url: '/api/user/resume?lang=en',
      headers: { authorization: `Bearer ${s.token}` },
    });
    const english = normaliseIndic((await extractPdfText(en.rawPayload)).text);
    for (const value of [
      'Driver',
      'LMV licence',
      'Lucknow',
      'Honest',
      'Hindi, English',
      '1-2 years',
    ]) {
      expect(english).toContain(value.replace(/\s+/g, ''));
    }
    const after = await call(t.app, { method: 'GET', url: '/api/user/', token: s.token });
    expect(after.body.data.total_downloaded_resume).toBe(true);
  });

  it("refuses someone else's file as profile photo", async () => {
    const s = await createOnboardedSeeker(t.app);
    const other = await createOnboardedSeeker(t.app);
    const theirs = await uploadFile(t.app, other, 'profile_pic', PNG, 'image/png', 'x.png');
    const res = await saveProfile(t.app, s, { profile_pic: theirs });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ profile_pic: 'File not found' });
  });
});

describe('PUT /api/user/whatsapp/opt/{id} (spec 000 §2.13)', () => {
  it('turns WhatsApp updates off and on for myself only', async () => {
    const s = await createOnboardedSeeker(t.app);
    const off = await call(t.app, {
      method: 'PUT',
      url: `/api/user/whatsapp/opt/${s.id}`,
      token: s.token,
      payload: { opt_in: false },
    });
    expect(off.body).toEqual({
      success: true,
      message: 'WhatsApp updates turned off',
      data: { opt_in: false },
    });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/user/', token: s.token })).body.data.opt_in,
    ).toBe(false);
    const other = await createOnboardedSeeker(t.app);
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/user/whatsapp/opt/${other.id}`,
      token: s.token,
      payload: { opt_in: false },
    });
    expect(res.status).toBe(403);
    const bad = await call(t.app, {
      method: 'PUT',
      url: `/api/user/whatsapp/opt/${s.id}`,
      token: s.token,
      payload: { opt_in: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDetails,
  createEmployer,
  getMe,
  PNG,
  proveContact,
  putProfile,
  submitGst,
  upload,
} from '../../../test/company';
import {
  call,
  createTestApp,
  signInEmployer,
  signInSeeker,
  type TestApp,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/helpers';
import { companies, users } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const signIn = async () => {
  const login = await signInEmployer(t.app);
  return { id: login.data._id, token: login.data.token, email: login.email };
};

describe('company details: PUT /api/user/v2/profile with CompanyDetailBody (spec 001 §2, §4)', () => {
  it('creates the company, sets profile_status 2 and answers the EmployerRecord', async () => {
    const who = await signIn();
    const before = await getMe(t.app, who);
    expect(before.body.data).toMatchObject({
      profile_status: 0,
      company_name: null,
      verification_status: 'Not Initiated',
      verification: null,
      email_change: null,
    });
    const body = companyDetails(who, { contact_person_number: '9812345678' });
    // issue 15 item 6: the mobile of an employer who signed in by e-mail is proven first
    await proveContact(t.app, who, { contact: body.contact });
    const res = await putProfile(t.app, who, body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your profile created successfully.');
    const expected = {
      _id: who.id,
      role: 2,
      name: 'Anita Sharma',
      email: who.email,
      contact: body.contact,
      contact_verified: true,
      profile_status: 2,
      hiring_for: 'my_company',
      organization_type: 'company',
      company_name: 'Sharma Logistics',
      address: 'Plot 42, Udyog Vihar',
      pincode: '122015',
      about_company: 'Road transport',
      industry: 'logistics',
      district: 'hr-gurugram',
      contact_person_name: 'Anita Sharma',
      contact_person_number: '9812345678',
      profile_pic: null,
      profile_pic_url: null,
      verification_status: 'Not Initiated',
      verification_feedback: null,
      verification: null,
      email_change: null,
    };
    expect(res.body.data).toMatchObject(expected);
    expect((await getMe(t.app, who)).body.data).toMatchObject(expected);
  });

  it('saves the e-mail of an employer who signed in by mobile (not on file yet)', async () => {
    const contact = uniqueMobile();
    await call(t.app, {
      method: 'POST',
      url: '/api/login/v2',
      payload: { user_name: contact, login_type: 'contact', opt_in: false, tnc: true },
      remoteAddress: '10.9.9.9',
    });
    const out = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/login/v2/confirm',
      payload: { user_name: contact, login_type: 'contact', otp: out.body.data[0].otp },
      remoteAddress: '10.9.9.9',
    });
    const who = { id: login.body.data._id, token: login.body.data.token, email: uniqueEmail() };
    // issue 15 item 6: the e-mail is proven by its code first
    await proveContact(t.app, who, { email: who.email });
    const res = await putProfile(t.app, who, companyDetails(who, { contact }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: who.email, contact, email_verified: true });
  });

  it('keeps e-mail and mobile read only once on file', async () => {
    const who = await signIn();
    const res = await putProfile(t.app, who, companyDetails(who, { email: uniqueEmail() }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'READ_ONLY_FIELD',
      message: 'This field cannot be changed',
      errors: { email: 'This field cannot be changed' },
    });
  });

  it('refuses a mobile number another user has', async () => {
    const seeker = await signInSeeker(t.app);
    const who = await signIn();
    const res = await putProfile(t.app, who, companyDetails(who, { contact: seeker.contact }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'CONTACT_TAKEN',
      errors: { contact: 'This mobile number is already registered' },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Please enter your name'],
    [{ name: 'A'.repeat(31) }, 'name', 'maximum 30 characters allowed'],
    [{ name: 'Anita@Sharma' }, 'name', 'special characters are not allowed'],
    [{ name: 'Al' }, 'name', 'minimum 3 characters required'],
    [{ email: '' }, 'email', 'Please enter email address'],
    [{ email: 'anita@' }, 'email', 'Please enter valid email'],
    [{ contact: '' }, 'contact', 'Please enter contact number'],
    [{ contact: '51234' }, 'contact', 'Please enter 10 digit valid mobile number'],
    [{ hiring_for: undefined }, 'hiring_for', 'This field is required'],
    [{ hiring_for: 'my_friend' }, 'hiring_for', 'Please choose one of the options'],
    [{ organization_type: undefined }, 'organization_type', 'Please select organisation type'],
    [{ organization_type: 'client' }, 'organization_type', 'Please select organisation type'],
    [{ company_name: '' }, 'company_name', 'Please enter company name'],
    [{ company_name: 'Abcd' }, 'company_name', 'minimum 5 characters required'],
    [{ company_name: 'A'.repeat(51) }, 'company_name', 'maximum 50 characters allowed'],
    [
      { company_name: '@Sharma Logistics' },
      'company_name',
      'Company name cannot start with a special character',
    ],
    [{ address: '' }, 'address', 'Please enter company address'],
    [{ address: 'A'.repeat(101) }, 'address', 'maximum 100 characters allowed'],
    [
      { address: '-Plot 42' },
      'address',
      "Only letters, numbers and . , - are allowed; it can't start with a special character",
    ],
    [{ pincode: '' }, 'pincode', 'Please enter pincode'],
    [{ pincode: '12201' }, 'pincode', 'Please enter 6 digit pincode'],
    [{ pincode: '022015' }, 'pincode', 'Please enter 6 digit pincode'],
    [{ about_company: 'a'.repeat(501) }, 'about_company', 'maximum 500 characters allowed'],
    [{ industry: undefined }, 'industry', 'This field is required'],
    [{ industry: 'piracy' }, 'industry', 'Please choose one of the options'],
    [{ district: '' }, 'district', 'Please select district'],
    [{ district: 'gotham' }, 'district', 'Please choose a district from the list'],
    [{ contact_person_name: 'Anita 2' }, 'contact_person_name', 'Enter only alphabets'],
    [
      { contact_person_name: 'A'.repeat(31) },
      'contact_person_name',
      'maximum 30 characters allowed',
    ],
    [
      { contact_person_number: '12345' },
      'contact_person_number',
      'Please enter 10 digit valid mobile number',
    ],
    [{ profile_status: 1 }, 'profile_status', 'Please choose one of the options'],
    [{ website: 'x' }, 'website', 'This field cannot be saved'],
  ])('refuses %j with its message', async (change, field, message) => {
    const who = await signIn();
    const res = await putProfile(t.app, who, companyDetails(who, change));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toBe(message);
    expect((await getMe(t.app, who)).body.data.profile_status).toBe(0);
  });

  it('lets a new employer change the language before the company details', async () => {
    const who = await signIn();
    const res = await putProfile(t.app, who, { lang: 'hi', opt_in: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lang: 'hi', opt_in: true, profile_status: 0 });
  });

  it("refuses another user's _id and seeker sections", async () => {
    const a = await createEmployer(t.app);
    const b = await signIn();
    const other = await call(t.app, {
      method: 'PUT',
      url: '/api/user/v2/profile',
      token: b.token,
      payload: companyDetails(a),
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only change your own profile');
    const seekerField = await putProfile(t.app, a, { about_me: ['honest'] });
    expect(seekerField.status).toBe(403);
    expect(seekerField.body.message).toBe('Only job seekers have this profile section');
    const me = await getMe(t.app, a);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/user/?_id=${a.id}`, token: b.token })).status,
    ).toBe(403);
    expect(me.body.data.company_name).toBe('Sharma Logistics');
  });
});

describe('employer profile: PUT /api/user/v2/profile with EmployerProfileBody (spec 001 §2, §6)', () => {
  it('saves organisation fields and the photo, with its public address', async () => {
    const who = await createEmployer(t.app);
    const pic = await upload(t.app, who, 'profile_pic', PNG, 'image/png', 'logo.png');
    const res = await putProfile(t.app, who, {
      about_company: 'We move goods across North India',
      address: 'Plot 7, Sector 18',
      pincode: '122001',
      hiring_for: 'my_client',
      contact_person_name: 'Vikram Singh',
      contact_person_number: '9812345670',
      profile_pic: pic,
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({
      about_company: 'We move goods across North India',
      address: 'Plot 7, Sector 18',
      pincode: '122001',
      hiring_for: 'my_client',
      contact_person_name: 'Vikram Singh',
      contact_person_number: '9812345670',
      profile_pic: pic,
      company_name: 'Sharma Logistics',
    });
    expect(res.body.data.profile_pic_url).toMatch(/^\/api\/file\/public\/profile_pic\/.+\.png$/);
    const me = await getMe(t.app, who);
    expect(me.body.data.profile_pic_url).toBe(res.body.data.profile_pic_url);

    const cleared = await putProfile(t.app, who, { profile_pic: null });
    expect(cleared.body.data).toMatchObject({ profile_pic: null, profile_pic_url: null });
  });

  it("refuses a photo that is not the employer's own profile_pic upload", async () => {
    const a = await createEmployer(t.app);
    const b = await createEmployer(t.app);
    const pic = await upload(t.app, a, 'profile_pic', PNG, 'image/png', 'a.png');
    const res = await putProfile(t.app, b, { profile_pic: pic });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ profile_pic: 'File not found' });
  });

  it.each([
    ['name', 'Someone Else'],
    ['email', 'new@company.in'],
    ['contact', '9898989898'],
  ])('refuses %s: read only (spec 001 §6)', async (field, value) => {
    const who = await createEmployer(t.app);
    const res = await putProfile(t.app, who, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe('This field cannot be changed');
  });

  it('refuses a different company name once present, accepts the same one', async () => {
    const who = await createEmployer(t.app);
    const changed = await putProfile(t.app, who, { company_name: 'Other Logistics' });
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({
      code: 'READ_ONLY_FIELD',
      errors: { company_name: 'This field cannot be changed' },
    });
    const same = await putProfile(t.app, who, { company_name: 'Sharma Logistics' });
    expect(same.status).toBe(200);
  });

  it.each([
    [{ pincode: '12' }, 'pincode', 'Please enter 6 digit pincode'],
    [{ company_name: 'Ab' }, 'company_name', 'minimum 5 characters required'],
    [{ district: 'atlantis' }, 'district', 'Please choose a district from the list'],
    [{ about_me: undefined, website: 'x' }, 'website', 'This field cannot be saved'],
  ])('validates %j', async (change, field, message) => {
    const who = await createEmployer(t.app);
    const res = await putProfile(t.app, who, change);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('changes the organisation type only while Not Initiated or Declined', async () => {
    const who = await createEmployer(t.app);
    const free = await putProfile(t.app, who, { organization_type: 'consultancy' });
    expect(free.body.data.organization_type).toBe('consultancy');
    await putProfile(t.app, who, { organization_type: 'company' });
    await submitGst(t.app, who);
    const locked = await putProfile(t.app, who, { organization_type: 'consultancy' });
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({
      code: 'ORG_TYPE_LOCKED',
      message: 'Organisation type cannot be changed once verification has started',
    });
    // the same value is not a change
    expect((await putProfile(t.app, who, { organization_type: 'company' })).status).toBe(200);
    await t.database.db
      .update(companies)
      .set({ verificationStatus: 'Declined' })
      .where(eq(companies.userId, who.id));
    const again = await putProfile(t.app, who, { organization_type: 'consultancy' });
    expect(again.body.data.organization_type).toBe('consultancy');
  });

  it('refuses company fields before the company details are saved', async () => {
    const who = await signIn();
    await t.database.db.update(users).set({ profileStatus: 2 }).where(eq(users.id, who.id));
    const res = await putProfile(t.app, who, { about_company: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('COMPANY_DETAILS_MISSING');
  });
});

describe('e-mail change request: PUT /api/user/v2/profile with EmailChangeBody (spec 001 §4)', () => {
  const change = (new_email: string) => ({ update_email_request: 'Open', new_email });

  it('stores one Open request; users.email stays until an admin approves', async () => {
    const who = await createEmployer(t.app);
    const newEmail = uniqueEmail();
    const res = await putProfile(t.app, who, change(newEmail.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email change request submitted');
    expect(res.body.data.email).toBe(who.email);
    expect(res.body.data.email_change).toMatchObject({
      status: 'Open',
      new_email: newEmail,
      reason: null,
    });
    const second = await putProfile(t.app, who, change(uniqueEmail()));
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: 'EMAIL_REQUEST_OPEN',
      message: 'An e-mail change request is already open',
    });
  });

  it.each([
    ['same', 'This is already your e-mail address'],
    ['taken', 'This e-mail address is already in use'],
    ['', 'enter email address'],
    ['not-an-email', 'email valid'],
  ])('refuses %s', async (kind, message) => {
    const who = await createEmployer(t.app);
    const other = await createEmployer(t.app);
    const value = kind === 'same' ? who.email : kind === 'taken' ? other.email : kind;
    const res = await putProfile(t.app, who, change(value));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.new_email).toBe(message);
  });

  it('needs update_email_request Open', async () => {
    const who = await createEmployer(t.app);
    const res = await putProfile(t.app, who, {
      update_email_request: 'Closed',
      new_email: uniqueEmail(),
    });
    expect(res.body.errors.update_email_request).toBe('Please choose one of the options');
  });
});

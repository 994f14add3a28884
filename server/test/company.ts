import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, users } from '../src/platform/db/schema';
import { categoriesOpened } from '../src/platform/feed-marks';
import { newId } from '../src/platform/ids';
import { call, latestOtp, signInEmployer, type TestApp, uniqueIp, uniqueMobile } from './helpers';
import { uploadFile } from './seeker';

export type Employer = { id: string; token: string; email: string };

/** A valid /companydetail body (spec 001 §5) for the employer; `change` overrides fields. */
export function companyDetails(who: { id: string; email: string }, change: object = {}) {
  return {
    _id: who.id,
    name: 'Anita Sharma',
    email: who.email,
    contact: uniqueMobile(),
    hiring_for: 'my_company',
    organization_type: 'company',
    company_name: 'Sharma Logistics',
    address: 'Plot 42, Udyog Vihar',
    pincode: '122015',
    about_company: 'Road transport',
    industry: 'logistics',
    district: 'hr-gurugram',
    contact_person_name: 'Anita Sharma',
    contact_person_number: '',
    ...change,
  };
}

export function putProfile(app: FastifyInstance, who: Employer, body: object) {
  return call(app, {
    method: 'PUT',
    url: '/api/user/v2/profile',
    token: who.token,
    payload: { _id: who.id, ...body },
  });
}

export function getMe(app: FastifyInstance, who: Employer) {
  return call(app, { method: 'GET', url: `/api/user/?_id=${who.id}`, token: who.token });
}

/** issue 15 item 6: sends the code to a mobile or e-mail the employer adds (answers the call). */
export function contactCode(
  app: FastifyInstance,
  who: { token: string },
  body: { contact: string } | { email: string },
  remoteAddress = uniqueIp(),
) {
  return call(app, {
    method: 'POST',
    url: '/api/user/v2/contact/code',
    token: who.token,
    payload: body,
    remoteAddress,
  });
}

/** Confirms the code of a contact the employer adds: stored as proven on a right code. */
export function contactVerify(
  app: FastifyInstance,
  who: { token: string },
  body: ({ contact: string } | { email: string }) & { otp: string },
  remoteAddress = uniqueIp(),
) {
  return call(app, {
    method: 'POST',
    url: '/api/user/v2/contact/verify',
    token: who.token,
    payload: body,
    remoteAddress,
  });
}

/** Proves a mobile (or e-mail) for the employer through its code, as the form does. */
export async function proveContact(
  app: FastifyInstance,
  who: { token: string },
  body: { contact: string } | { email: string },
) {
  const sent = await contactCode(app, who, body);
  if (sent.status !== 200) throw new Error(`contact code failed: ${JSON.stringify(sent.body)}`);
  const to = 'contact' in body ? body.contact : body.email;
  const res = await contactVerify(app, who, { ...body, otp: await latestOtp(app, to) });
  if (res.status !== 200) throw new Error(`contact proof failed: ${JSON.stringify(res.body)}`);
  return res;
}

/** A signed-in employer; with company details saved (profile_status 2) unless told not to. */
export async function createEmployer(
  app: FastifyInstance,
  opts: { company?: boolean; change?: object } = {},
): Promise<Employer> {
  const login = await signInEmployer(app);
  const who = { id: login.data._id, token: login.data.token, email: login.email };
  if (opts.company !== false) {
    const body = companyDetails(who, opts.change);
    await proveContact(app, who, { contact: body.contact });
    const res = await putProfile(app, who, body);
    if (res.status !== 200) throw new Error(`company details failed: ${JSON.stringify(res.body)}`);
  }
  return who;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const DOCX = Buffer.from('PK\u0003\u0004 not really a docx');
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Uploads through the three steps of spec 000 §7 "Files"; answers the file id. */
export const upload = uploadFile;

export function verify(app: FastifyInstance, who: Employer, payload: object) {
  return call(app, { method: 'POST', url: '/api/company/verification', token: who.token, payload });
}

/** Submits a GST certificate: the company is then In Progress. */
export async function submitGst(app: FastifyInstance, who: Employer) {
  const file = await upload(app, who, 'document', PDF, 'application/pdf', 'gst.pdf');
  const res = await verify(app, who, {
    organization_type: 'company',
    company_name: 'Sharma Logistics',
    documents: { gst: { doc_no: '22AAAAA0000A1Z5', files: [file] } },
  });
  if (res.status !== 200) throw new Error(`verification failed: ${JSON.stringify(res.body)}`);
  return file;
}

/** An employer flagged superadmin directly in the database (admin:create does the same). */
export async function createAdmin(t: TestApp): Promise<Employer> {
  const admin = await createEmployer(t.app);
  await t.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, admin.id));
  return admin;
}

/**
 * A job row written directly (the jobs feature posts them through its own route); an Open one
 * marks its category for the feed's windows, as posting does.
 */
export async function insertJob(t: TestApp, employerId: string, status: number) {
  const id = newId();
  await t.database.db.insert(jobs).values({
    id,
    createdBy: employerId,
    jobTitle: 'Delivery Executive',
    companyName: 'Sharma Logistics',
    district: 'hr-gurugram',
    category: 'delivery',
    skills: ['own-bike'],
    openings: 2,
    experience: 0,
    jobTimings: 0,
    jobType: 1,
    gender: 0,
    description: 'Deliver parcels',
    status,
  });
  if (status === 0) await categoriesOpened(t.cache, ['delivery']);
  return id;
}

import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer } from '../../../test/employer';
import { call, createTestApp, type TestApp, uniqueMobile } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { files, seekerProfiles, users } from '../../platform/db/schema';
import { type Agent, createAgent, NEW_USER } from './test-support';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createAgent(t);
});
afterAll(() => t.app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// An EBML header (WebM) and a few bytes after it: enough for a file, not a real recording.
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
  Buffer.alloc(512, 7),
]);
const MB = 1024 * 1024;

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body written by hand, as a browser or a phone app sends it. */
function multipart(parts: Part[]) {
  const boundary = `----kaamkaj${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** The agent form's text fields, `over` replacing or (undefined) leaving out some. */
const fields = (over: Record<string, string | undefined> = {}): Part[] =>
  Object.entries({
    ...Object.fromEntries(Object.entries(NEW_USER).map(([k, v]) => [k, String(v)])),
    contact: uniqueMobile(),
    ...over,
  })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));

const photo = (over: Partial<Extract<Part, { data: Buffer }>> = {}): Part => ({
  name: 'profile_pic',
  filename: 'photo.png',
  type: 'image/png',
  data: PNG,
  ...over,
});
const video = (): Part => ({
  name: 'video_resume',
  filename: 'resume.webm',
  type: 'video/webm',
  data: WEBM,
});

type SendOptions = { token?: string; lang?: string; type?: string };

async function send(parts: Part[] | Buffer, opts: SendOptions = {}) {
  const form = Buffer.isBuffer(parts)
    ? { payload: parts, type: opts.type ?? 'multipart/form-data; boundary=----nope' }
    : multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/saarthi',
    payload: form.payload,
    headers: {
      'content-type': form.type,
      authorization: `Bearer ${opts.token ?? agent.token}`,
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every object in the local store, so a refusal can be shown to have stored nothing. */
async function storedObjects(dir = path.join(t.config.DATA_DIR, 'files')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? storedObjects(path.join(dir, e.name)) : [path.join(dir, e.name)],
    ),
  );
  return found.flat().sort();
}

async function snapshot() {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(seekerProfiles);
  const [f] = await db.select({ n: count() }).from(files);
  return { users: u?.n, profiles: p?.n, files: f?.n, objects: await storedObjects() };
}

/** Sends the form and checks the refusal left no user, profile, file row or stored object. */
async function refused(parts: Part[] | Buffer, opts: SendOptions = {}) {
  const before = await snapshot();
  const res = await send(parts, opts);
  expect(await snapshot()).toEqual(before);
  return res;
}

async function readLink(fileId: string) {
  const link = await call(t.app, {
    method: 'GET',
    url: `/api/file/${fileId}/link`,
    token: agent.token,
  });
  expect(link.status).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: link.body.data.url });
  return { type: res.headers['content-type'], bytes: res.rawPayload };
}

describe('POST /api/user/saarthi as multipart (spec 001 §7 "Agent user multipart")', () => {
  it('creates the seeker with a photo and a video resume in their own space, readable through the file link', async () => {
    const contact = uniqueMobile();
    const res = await send([...fields({ contact }), photo(), video()]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job seeker registered successfully');
    const seekerId = res.body.data._id as string;
    expect(res.body.data).toMatchObject({
      name: 'Shyam Lal',
      contact,
      profile_status: 1,
      gender: 1,
      age: 3,
      qualification: 1,
      experience: 4,
      address_home: 'up-lucknow',
      video_resume_type: 'video/webm',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seekerId));
    expect(row).toMatchObject({ role: 0, createdBy: agent.id, referralCode: agent.code });

    const stored = await t.database.db.select().from(files).where(eq(files.ownerId, seekerId));
    const pic = stored.find((f) => f.category === 'profile_pic');
    const vid = stored.find((f) => f.category === 'video_resume');
    expect(pic).toMatchObject({ contentType: 'image/png', size: PNG.length, isPublic: true });
    expect(pic?.objectKey).toBe(`public/profile_pic/${seekerId}/${pic?.id}.png`);
    expect(pic?.uploadedAt).toBeInstanceOf(Date);
    expect(vid).toMatchObject({ contentType: 'video/webm', size: WEBM.length, isPublic: false });
    expect(res.body.data.profile_pic).toBe(`/api/file/${pic?.objectKey}`);
    expect(res.body.data.video_resume).toBe(vid?.id);

    const picture = await readLink(pic?.id ?? '');
    expect(picture.type).toBe('image/png');
    expect(picture.bytes.equals(PNG)).toBe(true);
    const recording = await readLink(vid?.id ?? '');
    expect(recording.type).toBe('video/webm');
    expect(recording.bytes.equals(WEBM)).toBe(true);

    // the same SMS as the JSON route, and the profile counts the photo and video
    const sms = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${contact}` });
    expect(sms.body.data[0].text).toContain(`सारथी Geeta Kumari (${agent.code})`);
    const plain = await call(t.app, {
      method: 'POST',
      url: '/api/user/saarthi',
      token: agent.token,
      payload: { ...NEW_USER, contact: uniqueMobile() },
    });
    expect(res.body.data.profile_completed_status).toBeGreaterThan(
      plain.body.data.profile_completed_status,
    );
  });

  it('creates the seeker from fields alone; an empty file input, created_by and profile_status are taken', async () => {
    const before = await snapshot();
    const res = await send([
      ...fields({ created_by: agent.id, profile_status: '1' }),
      photo({ filename: '', type: 'application/octet-stream', data: Buffer.alloc(0) }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      profile_status: 1,
      profile_pic: null,
      video_resume: null,
    });
    const after = await snapshot();
    expect(after).toMatchObject({ users: Number(before.users) + 1, files: before.files });
    expect(after.objects).toEqual(before.objects);
  });

  it('is for agents only: a seeker or an employer gets 403 before the form is read', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const employer = await createEmployer(t);
    for (const who of [seeker, employer]) {
      // a broken body: had it been read, the answer would be 400
      const res = await refused(Buffer.from('not a form at all'), { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only Saarthi agents can do this');
      const full = await refused([...fields(), photo()], { token: who.token });
      expect(full.status).toBe(403);
    }
  });

  it('refuses a file of the wrong type, naming the field, in the reader’s language', async () => {
    const gif = await refused([...fields(), photo({ filename: 'me.gif', type: 'image/gif' })]);
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({
      code: 'FILE_TYPE',
      message: 'Please upload the correct format file.',
      errors: { profile_pic: 'Please upload the correct format file.' },
    });
    const pngAsVideo = await refused([...fields(), { ...photo(), name: 'video_resume' }], {
      lang: 'hi',
    });
    expect(pngAsVideo.status).toBe(400);
    expect(pngAsVideo.body.errors).toEqual({
      video_resume: 'कृपया सही फ़ॉर्मेट की फ़ाइल अपलोड करें।',
    });
  });

  it('refuses a photo over 5 MB, naming the field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length)]);
    const res = await refused([...fields(), photo({ data: big })]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      errors: { profile_pic: 'File size should be less than 5 MB' },
    });
    const empty = await refused([...fields(), photo({ data: Buffer.alloc(0) })]);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ profile_pic: 'File size should be less than 5 MB' });
  });

  it('names a field or file the form does not know, a file sent twice and another agent’s id', async () => {
    const text = await refused([...fields(), { name: 'salary', value: '9000' }]);
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown field: salary',
      errors: { salary: 'This field cannot be saved' },
    });
    const file = await refused([...fields(), { ...photo(), name: 'resume' }]);
    expect(file.status).toBe(400);
    expect(file.body.errors).toEqual({ resume: 'This field cannot be saved' });
    const two = await refused([...fields(), photo(), photo()]);
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual({ profile_pic: 'This field was sent more than once' });
    const other = await createAgent(t);
    const spoofed = await refused(fields({ created_by: other.id }));
    expect(spoofed.status).toBe(400);
    expect(spoofed.body.errors).toEqual({ created_by: 'Invalid id' });
  });

  it('answers the agent form’s messages for missing and wrong fields, numbers coerced', async () => {
    const res = await refused([...fields({ gender: undefined, name: '9 Ram', age: 'x' }), photo()]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Numeric value not allow',
      gender: 'This field is required',
      age: 'Please choose one of the options',
    });
    const hindi = await refused(fields({ experience: '' }), { lang: 'hi' });
    expect(hindi.body.errors).toEqual({ experience: 'यह जानकारी ज़रूरी है' });
  });

  it('refuses a number already registered as the JSON route does, storing nothing', async () => {
    const seeker = await createOnboardedSeeker(t.app);
    const res = await refused([...fields({ contact: seeker.contact }), photo(), video()]);
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/user/saarthi',
      token: agent.token,
      payload: { ...NEW_USER, contact: seeker.contact },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(json.body);
    expect(res.body).toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: 'This mobile number is already registered',
      errors: { contact: 'This mobile number is already registered' },
    });
  });

  it('answers a broken form with 400, not 500', async () => {
    const noBoundary = await refused(Buffer.from('x'), { type: 'multipart/form-data' });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Expected a multipart form',
    });
    // a photo cut off before its end
    const whole = multipart([...fields(), photo()]);
    const cut = whole.payload.subarray(0, whole.payload.length - 60);
    const truncated = await refused(cut, { type: whole.type });
    expect(truncated.status).toBe(400);
    expect(truncated.body.code).toBe('BAD_REQUEST');
    // no parts at all: an empty form, answered field by field
    const empty = await refused(Buffer.from('--x\r\nnot a part'));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ name: 'Please enter your full name' });
  });

  it('leaves nothing half-made when storing a file fails after the seeker’s rows are written', async () => {
    // the video's folder is a file: the photo is stored first, then the video cannot be
    const folder = path.join(t.config.DATA_DIR, 'files', 'private', 'video_resume');
    const aside = `${folder}.aside`;
    await mkdir(path.dirname(folder), { recursive: true });
    await rename(folder, aside).catch(() => {});
    await writeFile(folder, 'in the way');
    try {
      const contact = uniqueMobile();
      const res = await refused([...fields({ contact }), photo(), video()]);
      expect(res.status).toBe(500);
      const [row] = await t.database.db.select().from(users).where(eq(users.contact, contact));
      expect(row).toBeUndefined();
    } finally {
      await rm(folder);
      await rename(aside, folder).catch(() => {});
    }
  });
});

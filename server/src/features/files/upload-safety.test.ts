import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  UPLOAD_PENDING_MAX,
  UPLOAD_POLICIES_PER_HOUR,
  UPLOAD_UNCONFIRMED_HOURS,
} from '@kaamkaj/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/company';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { localStorage } from '../../platform/adapters/local-storage';
import { auditLog, files } from '../../platform/db/schema';

// issue 15 item 5: caps on pending uploads, the declared size in the policy, no overwrite of a
// confirmed object, its integrity when served, and the sweep of uploads never confirmed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HOUR = 3_600_000;

type Seeker = Awaited<ReturnType<typeof signInSeeker>>;

function preUpload(who: Seeker, body: object = {}, lang?: string) {
  return call(t.app, {
    method: 'POST',
    url: `/api/file/${who.data._id}/pre/upload`,
    token: who.data.token,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
    payload: {
      file_name: 'me.png',
      content_type: 'image/png',
      file_size: PNG.length,
      file_category: 'profile_pic',
      ...body,
    },
  });
}

async function send(fields: Record<string, string>, file: Buffer, lang?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file], { type: 'image/png' }), 'upload.bin');
  const res = new Response(form);
  const out = await t.app.inject({
    method: 'POST',
    url: '/api/file/local-upload',
    payload: Buffer.from(await res.arrayBuffer()),
    headers: {
      'content-type': res.headers.get('content-type') ?? '',
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
  return { status: out.statusCode, body: out.body ? out.json() : null };
}

function postUpload(who: Seeker, fileId: string) {
  return call(t.app, {
    method: 'POST',
    url: `/api/file/${who.data._id}/post/upload`,
    token: who.data.token,
    payload: { file_id: fileId },
  });
}

/** Moves the owner's unconfirmed uploads `ms` into the past, as if that time had gone by. */
async function age(ownerId: string, ms: number, fileId?: string) {
  const rows = await t.database.db
    .select()
    .from(files)
    .where(
      and(eq(files.ownerId, ownerId), fileId ? eq(files.id, fileId) : isNull(files.uploadedAt)),
    );
  for (const row of rows) {
    await t.database.db
      .update(files)
      .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
      .where(eq(files.id, row.id));
  }
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(files).where(eq(files.id, id)))[0];

const onDisk = (key: string) => path.join(t.config.DATA_DIR, 'files', key);

describe('caps on uploads (issue 15 item 5)', () => {
  it(`answers the ${UPLOAD_PENDING_MAX + 1}th unfinished upload 429, in English and Hindi, even all at once`, async () => {
    const me = await signInSeeker(t.app);
    const all = await Promise.all(Array.from({ length: 8 }, () => preUpload(me)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(UPLOAD_PENDING_MAX);
    const refused = all.filter((r) => r.status === 429);
    expect(refused).toHaveLength(8 - UPLOAD_PENDING_MAX);
    expect(refused[0]?.body).toEqual({
      success: false,
      code: 'UPLOAD_PENDING_LIMIT',
      message: 'Too many uploads are still unfinished. Please try again later.',
    });
    // the first policy closes in 10 minutes (and a minute for the store's clock)
    const wait = Number(refused[0]?.headers['retry-after']);
    expect(wait).toBeGreaterThan(600);
    expect(wait).toBeLessThanOrEqual(660);

    const hindi = await preUpload(me, {}, 'hi');
    expect(hindi.status).toBe(429);
    expect(hindi.body.message).toBe('बहुत सारे अपलोड अभी अधूरे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।');
    const rows = await t.database.db.select().from(files).where(eq(files.ownerId, me.data._id));
    expect(rows).toHaveLength(UPLOAD_PENDING_MAX);
  });

  it('frees the place of a try that stored nothing once its policy closes; a file sent and not confirmed keeps its place', async () => {
    const me = await signInSeeker(t.app);
    const first = await preUpload(me);
    expect((await send(first.body.data.fields, PNG)).status).toBe(204); // never confirmed
    for (let i = 1; i < UPLOAD_PENDING_MAX; i++) expect((await preUpload(me)).status).toBe(200);
    expect((await preUpload(me)).status).toBe(429);

    await age(me.data._id, 11 * 60_000); // every policy has closed
    for (let i = 1; i < UPLOAD_PENDING_MAX; i++) expect((await preUpload(me)).status).toBe(200);
    const full = await preUpload(me);
    expect(full.status).toBe(429);
    const stored = await rowOf(first.body.data.file_id);
    expect(stored?.uploadedAt).toBeNull();
    // the newest policies close first
    expect(Number(full.headers['retry-after'])).toBeLessThanOrEqual(660);
  });

  it(`answers a policy past ${UPLOAD_POLICIES_PER_HOUR} in an hour 429, but not for an administrator`, async () => {
    const me = await signInSeeker(t.app);
    for (let i = 0; i < UPLOAD_POLICIES_PER_HOUR; i++) {
      const res = await preUpload(me);
      expect(res.status, `policy ${i + 1}`).toBe(200);
      await age(me.data._id, 11 * 60_000); // a failed try: its place frees, the hour counts it
    }
    const refused = await preUpload(me);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'UPLOAD_HOURLY_LIMIT',
      message: 'Too many uploads in the last hour. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const hindi = await preUpload(me, {}, 'hi');
    expect(hindi.body.message).toBe(
      'पिछले एक घंटे में बहुत सारी फ़ाइलें अपलोड की गईं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    );

    const admin = await createAdmin(t);
    for (let i = 0; i <= UPLOAD_POLICIES_PER_HOUR; i++) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/file/${admin.id}/pre/upload`,
        token: admin.token,
        payload: {
          file_name: 'a.mp3',
          content_type: 'audio/mpeg',
          file_size: 10,
          file_category: 'audio',
        },
      });
      expect(res.status, `admin policy ${i + 1}`).toBe(200);
      await age(admin.id, 11 * 60_000);
    }
  });
});

describe('the declared size (issue 15 item 5)', () => {
  it('refuses a local upload larger than the declared size, keeping nothing', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me, { file_size: PNG.length - 1 });
    const res = await send(pre.body.data.fields, PNG, 'hi');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'FILE_TOO_LARGE',
      message: 'फ़ाइल बताए गए साइज़ (file_size) से बड़ी है',
      errors: { file: 'फ़ाइल बताए गए साइज़ (file_size) से बड़ी है' },
    });
    const key = pre.body.data.fields.key;
    expect(await localStorage(t.config).head(key)).toBeNull();
    expect(await readFile(`${onDisk(key)}.part`).catch(() => null)).toBeNull();
    expect((await postUpload(me, pre.body.data.file_id)).body.code).toBe('FILE_NOT_UPLOADED');
  });

  it('refuses at post-upload a file smaller than declared, and deletes it', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me, { file_size: PNG.length + 100 });
    expect((await send(pre.body.data.fields, PNG)).status).toBe(204);
    const post = await postUpload(me, pre.body.data.file_id);
    expect(post.status).toBe(400);
    expect(post.body).toEqual({
      success: false,
      code: 'FILE_SIZE_MISMATCH',
      message: 'The uploaded file is not of its declared file_size',
      errors: { file_size: 'The uploaded file is not of its declared file_size' },
    });
    expect(await localStorage(t.config).head(pre.body.data.fields.key)).toBeNull();
    expect((await rowOf(pre.body.data.file_id))?.uploadedAt).toBeNull();
  });
});

describe('no overwrite, and integrity when served (issue 15 item 5)', () => {
  it('answers 409 to a form sent again, before and after post-upload; the confirmed bytes stay', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me, { file_category: 'document', file_name: 'gst.png' });
    const { fields, file_id } = pre.body.data;
    expect((await send(fields, PNG)).status).toBe(204);
    const other = Buffer.alloc(PNG.length, 1);
    const before = await send(fields, other);
    expect(before.status).toBe(409);
    expect(before.body).toEqual({
      success: false,
      code: 'UPLOAD_USED',
      message: 'This upload was already used. Please choose the file again.',
    });
    expect((await postUpload(me, file_id)).status).toBe(200);
    const row = await rowOf(file_id);
    expect(row?.size).toBe(PNG.length);
    expect(row?.checksum).toBe(`sha256:${createHash('sha256').update(PNG).digest('hex')}`);

    const after = await send(fields, other, 'hi');
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('यह अपलोड पहले ही इस्तेमाल हो चुका है। कृपया फ़ाइल फिर से चुनें।');
    const link = await call(t.app, {
      method: 'GET',
      url: `/api/file/${file_id}/link`,
      token: me.data.token,
    });
    const served = await t.app.inject({ url: link.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes one of two forms sent at once and answers the other 409', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me);
    const [a, b] = await Promise.all([
      send(pre.body.data.fields, PNG),
      send(pre.body.data.fields, PNG),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 409]);
    expect((await postUpload(me, pre.body.data.file_id)).status).toBe(200);
  });

  it('refuses to serve a confirmed file whose bytes changed on disk, and records it', async () => {
    const me = await signInSeeker(t.app);
    const privatePre = await preUpload(me, { file_category: 'document', file_name: 'pan.png' });
    const publicPre = await preUpload(me);
    for (const pre of [privatePre, publicPre]) {
      expect((await send(pre.body.data.fields, PNG)).status).toBe(204);
      expect((await postUpload(me, pre.body.data.file_id)).status).toBe(200);
    }
    const link = await call(t.app, {
      method: 'GET',
      url: `/api/file/${privatePre.body.data.file_id}/link`,
      token: me.data.token,
    });
    await writeFile(onDisk(privatePre.body.data.fields.key), Buffer.alloc(PNG.length + 5, 7));
    await writeFile(onDisk(publicPre.body.data.fields.key), Buffer.alloc(3, 7));

    const served = await t.app.inject({ url: link.body.data.url });
    expect(served.statusCode).toBe(409);
    expect(served.json()).toEqual({
      success: false,
      code: 'FILE_CHANGED',
      message: 'This file has changed since it was uploaded and cannot be shown',
    });
    const again = await call(t.app, {
      method: 'GET',
      url: `/api/file/${privatePre.body.data.file_id}/link`,
      token: me.data.token,
    });
    expect(again.status).toBe(409);
    const publicUrl = `/api/file/${publicPre.body.data.fields.key}`;
    expect((await t.app.inject({ url: publicUrl })).statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, privatePre.body.data.file_id));
    expect(audit[0]).toMatchObject({
      action: 'file.changed',
      detail: { recorded: { size: PNG.length }, found: { size: PNG.length + 5 } },
    });
  });

  it('serves no upload that was never confirmed', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me);
    expect((await send(pre.body.data.fields, PNG)).status).toBe(204);
    expect((await t.app.inject({ url: `/api/file/${pre.body.data.fields.key}` })).statusCode).toBe(
      404,
    );
  });
});

describe('the sweep of unconfirmed uploads (issue 15 item 5)', () => {
  it(`removes uploads not confirmed in ${UPLOAD_UNCONFIRMED_HOURS} hours, row and object, and keeps the rest`, async () => {
    const me = await signInSeeker(t.app);
    const store = localStorage(t.config);
    const old = await preUpload(me);
    expect((await send(old.body.data.fields, PNG)).status).toBe(204);
    const oldNothing = await preUpload(me);
    const confirmed = await preUpload(me);
    expect((await send(confirmed.body.data.fields, PNG)).status).toBe(204);
    expect((await postUpload(me, confirmed.body.data.file_id)).status).toBe(200);
    const recent = await preUpload(me);
    expect((await send(recent.body.data.fields, PNG)).status).toBe(204);

    const day = (UPLOAD_UNCONFIRMED_HOURS + 1) * HOUR;
    for (const pre of [old, oldNothing, confirmed])
      await age(me.data._id, day, pre.body.data.file_id);
    // a day late, post-upload no longer takes it: the sweep may have removed it
    expect((await postUpload(me, old.body.data.file_id)).status).toBe(404);

    const report = await t.app.notificationWorker.runOnce(new Date(), { sweep: true });
    expect(report.uploadsSwept).toBe(2);
    expect(await rowOf(old.body.data.file_id)).toBeUndefined();
    expect(await rowOf(oldNothing.body.data.file_id)).toBeUndefined();
    expect(await store.head(old.body.data.fields.key)).toBeNull();

    expect((await rowOf(confirmed.body.data.file_id))?.uploadedAt).not.toBeNull();
    const served = await t.app.inject({ url: `/api/file/${confirmed.body.data.fields.key}` });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await store.head(recent.body.data.fields.key)).not.toBeNull();
    expect((await postUpload(me, recent.body.data.file_id)).status).toBe(200);
    expect((await t.app.notificationWorker.runOnce(new Date(), { sweep: true })).uploadsSwept).toBe(
      0,
    );
  });
});

// ---- S3: the declared size in the POST policy, ETag recorded and checked -------------------

describe('on S3 (issue 15 item 5)', () => {
  let s3: Server;
  let s3App: TestApp;
  const objects = new Map<string, { size: number; etag: string; type: string }>();
  beforeAll(async () => {
    s3 = createServer((req, res) => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(
        /^\/kaamkaj\//,
        '',
      );
      const object = objects.get(key);
      if (req.method === 'HEAD' && object) {
        res.writeHead(200, {
          'content-length': String(object.size),
          'content-type': object.type,
          etag: `"${object.etag}"`,
        });
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
    s3App = await createTestApp({
      S3_BUCKET: 'kaamkaj',
      S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
  });
  afterAll(async () => {
    await s3App.app.close();
    await new Promise((resolve) => s3.close(resolve));
  });

  it('binds the declared size into the policy, records the ETag and refuses a link once it changes', async () => {
    const me = await signInSeeker(s3App.app);
    const pre = await call(s3App.app, {
      method: 'POST',
      url: `/api/file/${me.data._id}/pre/upload`,
      token: me.data.token,
      payload: {
        file_name: 'resume.mp4',
        content_type: 'video/mp4',
        file_size: 12_345,
        file_category: 'video_resume',
      },
    });
    expect(pre.status).toBe(200);
    const { fields, file_id } = pre.body.data;
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 12_345]);
    expect(policy.conditions).toContainEqual({ key: fields.key });

    objects.set(fields.key, { size: 12_345, etag: 'aaaa', type: 'video/mp4' });
    const post = await call(s3App.app, {
      method: 'POST',
      url: `/api/file/${me.data._id}/post/upload`,
      token: me.data.token,
      payload: { file_id },
    });
    expect(post.status).toBe(200);
    const [row] = await s3App.database.db.select().from(files).where(eq(files.id, file_id));
    expect(row).toMatchObject({ size: 12_345, checksum: 'etag:aaaa' });

    const link = () =>
      call(s3App.app, { method: 'GET', url: `/api/file/${file_id}/link`, token: me.data.token });
    const ok = await link();
    expect(ok.status).toBe(200);
    expect(new URL(ok.body.data.url).pathname).toBe(`/kaamkaj/${fields.key}`);

    // the presigned form sent again with other bytes of the same size: the ETag differs
    objects.set(fields.key, { size: 12_345, etag: 'bbbb', type: 'video/mp4' });
    const changed = await link();
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('FILE_CHANGED');
    objects.set(fields.key, { size: 99, etag: 'aaaa', type: 'video/mp4' });
    expect((await link()).status).toBe(409);
  });
});

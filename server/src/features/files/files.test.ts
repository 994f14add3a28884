import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { localStorage } from '../../platform/adapters/local-storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function multipart(fields: Record<string, string>, file: Buffer, type: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file], { type }), 'upload.bin');
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

async function preUpload(token: string, userId: string, body: object) {
  return call(t.app, {
    method: 'POST',
    url: `/api/file/${userId}/pre/upload`,
    token,
    payload: body,
  });
}

async function upload(url: string, fields: Record<string, string>, file: Buffer, type: string) {
  const form = await multipart(fields, file, type);
  const res = await t.app.inject({ method: 'POST', url, ...form });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

describe('file upload protocol (spec 000 §7 "Files")', () => {
  it('pre-upload, multipart POST, post-upload: a public photo gets a permanent address', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me.data.token, me.data._id, {
      file_name: 'my photo.png',
      content_type: 'image/png',
      file_size: PNG.length,
      file_category: 'profile_pic',
    });
    expect(pre.status).toBe(200);
    const { url, file_id, fields } = pre.body.data;
    expect(url).toBe('/api/file/local-upload');
    expect(fields).toMatchObject({ bucket: 'local', 'Content-Type': 'image/png' });
    expect(fields.key).toBe(`public/profile_pic/${me.data._id}/${file_id}.png`);
    expect(fields.policy).toBeTruthy();

    expect((await upload(url, fields, PNG, 'image/png')).status).toBe(204);

    const post = await call(t.app, {
      method: 'POST',
      url: `/api/file/${me.data._id}/post/upload`,
      token: me.data.token,
      payload: { file_id },
    });
    expect(post.body.data).toEqual({
      file_id,
      file_category: 'profile_pic',
      content_type: 'image/png',
      url: `/api/file/public/${fields.key.slice('public/'.length)}`,
    });
    const served = await t.app.inject({ url: post.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a body cut off inside the file with a 400 at once, keeping nothing', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me.data.token, me.data._id, {
      file_name: 'cut.png',
      content_type: 'image/png',
      file_size: PNG.length,
      file_category: 'profile_pic',
    });
    const { url, fields, file_id } = pre.body.data;
    const { payload, headers } = await multipart(fields, PNG, 'image/png');
    // everything up to the middle of the file's bytes: the closing boundary never comes
    const cut = payload.subarray(0, payload.indexOf(PNG) + 10);
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url, payload: cut, headers });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(400);
    const post = await call(t.app, {
      method: 'POST',
      url: `/api/file/${me.data._id}/post/upload`,
      token: me.data.token,
      payload: { file_id },
    });
    expect(post.status).toBe(400);
  });

  it.each([
    [
      {
        file_name: 'a.gif',
        content_type: 'image/gif',
        file_size: 10,
        file_category: 'profile_pic',
      },
      'content_type',
      'Please upload the correct format file.',
    ],
    [
      {
        file_name: 'a.png',
        content_type: 'image/png',
        file_size: 6 * 1024 * 1024,
        file_category: 'profile_pic',
      },
      'file_size',
      'File size should be less than 5 MB',
    ],
    [
      {
        file_name: 'a.mp4',
        content_type: 'video/mp4',
        file_size: 201 * 1024 * 1024,
        file_category: 'video_resume',
      },
      'file_size',
      'File size should be less than 200 MB',
    ],
    [
      { file_name: 'a.png', content_type: 'image/png', file_size: 10, file_category: 'other' },
      'file_category',
      'Unknown kind of file',
    ],
  ])('refuses %j at pre-upload', async (body, field, message) => {
    const me = await signInSeeker(t.app);
    const res = await preUpload(me.data.token, me.data._id, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('accepts a recorded WebM video resume as video/webm', async () => {
    const me = await signInSeeker(t.app);
    const res = await preUpload(me.data.token, me.data._id, {
      file_name: 'resume.webm',
      content_type: 'video/webm',
      file_size: 1000,
      file_category: 'video_resume',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.fields.key).toMatch(/^private\/video_resume\/.+\.webm$/);
  });

  it("refuses to open an upload in someone else's space", async () => {
    const me = await signInSeeker(t.app);
    const other = await signInSeeker(t.app);
    const res = await preUpload(me.data.token, other.data._id, {
      file_name: 'a.png',
      content_type: 'image/png',
      file_size: 10,
      file_category: 'profile_pic',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only upload your own files');
  });

  it('refuses a forged policy, a changed key or type, an expired policy and an oversized file', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me.data.token, me.data._id, {
      file_name: 'p.png',
      content_type: 'image/png',
      file_size: PNG.length,
      file_category: 'profile_pic',
    });
    const { url, fields } = pre.body.data;
    const forgedPolicy = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(fields.policy, 'base64').toString()),
        max: 10 ** 9,
      }),
    ).toString('base64');
    const cases: [Record<string, string>, string][] = [
      [{ ...fields, policy: forgedPolicy }, 'Upload policy signature does not match'],
      [
        { ...fields, key: `public/profile_pic/${me.data._id}/other.png` },
        'Key does not match the policy',
      ],
      [{ ...fields, 'Content-Type': 'text/html' }, 'Content-Type does not match the policy'],
    ];
    for (const [bad, message] of cases) {
      const res = await upload(url, bad, PNG, 'image/png');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, code: 'UPLOAD_POLICY', message });
    }

    const store = localStorage(t.config);
    const expired = await store.presignPost({
      key: `public/profile_pic/${me.data._id}/late.png`,
      contentType: 'image/png',
      maxBytes: 100,
      expiresIn: -1,
    });
    const late = await upload(url, expired.fields, PNG, 'image/png');
    expect(late.body.message).toBe('Upload policy has expired');

    // a file larger than the size declared at pre-upload (issue 15 item 5)
    const small = await preUpload(me.data.token, me.data._id, {
      file_name: 'small.png',
      content_type: 'image/png',
      file_size: 10,
      file_category: 'profile_pic',
    });
    const big = await upload(url, small.body.data.fields, PNG, 'image/png');
    expect(big.status).toBe(400);
    expect(big.body).toEqual({
      success: false,
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than its declared file_size',
      errors: { file: 'The file is larger than its declared file_size' },
    });
    expect(await store.head(small.body.data.fields.key)).toBeNull();

    // a policy the server signed for an upload it does not know
    const unknown = await store.presignPost({
      key: `public/profile_pic/${me.data._id}/unknown.png`,
      contentType: 'image/png',
      maxBytes: 100,
      expiresIn: 60,
    });
    const stray = await upload(url, unknown.fields, PNG, 'image/png');
    expect(stray.status).toBe(403);
    expect(stray.body.message).toBe('This upload is no longer open. Please choose the file again.');
  });

  it('refuses post-upload before the file arrived', async () => {
    const me = await signInSeeker(t.app);
    const pre = await preUpload(me.data.token, me.data._id, {
      file_name: 'p.png',
      content_type: 'image/png',
      file_size: 10,
      file_category: 'profile_pic',
    });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/file/${me.data._id}/post/upload`,
      token: me.data.token,
      payload: { file_id: pre.body.data.file_id },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'FILE_NOT_UPLOADED',
      message: 'The file has not been uploaded yet',
    });
  });

  it('serves a private file only through a short-lived link, to its owner', async () => {
    const owner = await signInSeeker(t.app);
    const stranger = await signInSeeker(t.app);
    const video = Buffer.from('fake video bytes');
    const pre = await preUpload(owner.data.token, owner.data._id, {
      file_name: 'resume.mp4',
      content_type: 'video/mp4',
      file_size: video.length,
      file_category: 'video_resume',
    });
    const { url, file_id, fields } = pre.body.data;
    await upload(url, fields, video, 'video/mp4');
    const post = await call(t.app, {
      method: 'POST',
      url: `/api/file/${owner.data._id}/post/upload`,
      token: owner.data.token,
      payload: { file_id },
    });
    expect(post.body.data.url).toBeNull(); // private: no permanent address

    const denied = await call(t.app, {
      method: 'GET',
      url: `/api/file/${file_id}/link`,
      token: stranger.data.token,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You are not allowed to see this file');

    const link = await call(t.app, {
      method: 'GET',
      url: `/api/file/${file_id}/link`,
      token: owner.data.token,
    });
    expect(link.body.data.expires_in).toBe(300);
    const got = await t.app.inject({ url: link.body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('fake video bytes');
    expect(got.headers['content-type']).toBe('video/mp4');

    const tampered = link.body.data.url.replace(/sig=[0-9a-f]{4}/, 'sig=0000');
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const guessed = `/api/file/private/${fields.key.slice('private/'.length)}`;
    expect((await t.app.inject({ url: guessed })).statusCode).toBe(400);
  });
});

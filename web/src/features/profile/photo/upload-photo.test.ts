import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { fakeServer, ok } from '../../../test/fake-server';
import { makeSeeker } from '../../../test/make-seeker';
import { uploadPhoto } from './upload-photo';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const USER = makeSeeker()._id;
const FILE_ID = '01a1ff19-3ae5-7030-abae-000000000001';
const STORAGE = 'https://bucket.example/upload';
const photo = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(async () => {
  localStorage.clear();
  setSession({ authToken: 'jwt' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify.fileError).mockClear();
});

function server() {
  return fakeServer({
    [`POST /api/file/${USER}/pre/upload`]: () =>
      ok({
        url: STORAGE,
        file_id: FILE_ID,
        fields: { key: 'public/x.png', policy: 'p', 'x-sig': 's' },
      }),
    [`POST ${STORAGE}`]: () => ({ status: 204, body: null }),
    [`POST /api/file/${USER}/post/upload`]: () =>
      ok({
        file_id: FILE_ID,
        file_category: 'profile_pic',
        content_type: 'image/png',
        url: '/api/file/public/x.png',
      }),
    'PUT /api/user/v2/profile': () => ok(makeSeeker({ profile_pic: '/api/file/public/x.png' })),
  });
}

describe('profile photo upload (spec 000 §7 "Files")', () => {
  it('runs pre-upload, the multipart POST, post-upload, then saves the file id', async () => {
    const calls = server();
    const saved = await uploadPhoto(USER, photo('my photo.png', 'image/png'));
    expect(calls.map((c) => c.key)).toEqual([
      `POST /api/file/${USER}/pre/upload`,
      `POST ${STORAGE}`,
      `POST /api/file/${USER}/post/upload`,
      'PUT /api/user/v2/profile',
    ]);
    expect(calls[0]?.body).toEqual({
      file_name: 'myphoto.png',
      content_type: 'image/png',
      file_size: 2048,
      file_category: 'profile_pic',
    });
    // every policy field first, the file last; no bearer token for the storage
    const form = calls[1]?.init.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'x-sig', 'file']);
    expect((form.get('file') as File).name).toBe('my photo.png');
    // the screen's language, for the local store's refusals
    expect(calls[1]?.init.headers).toEqual({ 'Accept-Language': 'en' });
    expect(calls[2]?.body).toEqual({ file_id: FILE_ID });
    expect(calls[3]?.body).toEqual({ _id: USER, profile_pic: FILE_ID });
    expect(saved?.profile_pic).toBe('/api/file/public/x.png');
  });

  it.each([
    ['a GIF', photo('cat.gif', 'image/gif'), 'Please upload the correct format file.'],
    ['a PNG named .jpg', photo('cat.jpg', 'image/png'), 'Please upload the correct format file.'],
    ['6 MB', photo('big.jpg', 'image/jpeg', 6 * 1024 * 1024), 'File size should be less than 5 MB'],
  ])('refuses %s on the phone with a red 5 s toast, sending nothing', async (_case, file, text) => {
    const calls = server();
    expect(await uploadPhoto(USER, file)).toBeNull();
    expect(notify.fileError).toHaveBeenCalledWith(text);
    expect(calls).toHaveLength(0);
  });

  it('stops when the storage refuses the file', async () => {
    const calls = fakeServer({
      [`POST /api/file/${USER}/pre/upload`]: () =>
        ok({ url: STORAGE, file_id: FILE_ID, fields: {} }),
      [`POST ${STORAGE}`]: () => ({ status: 403, body: { message: 'Upload policy has expired' } }),
    });
    await expect(uploadPhoto(USER, photo('a.jpeg', 'image/jpeg'))).rejects.toThrow(
      'Upload policy has expired',
    );
    expect(calls).toHaveLength(2);
  });

  it("shows the server's 429 for too many unfinished uploads, in the screen's language", async () => {
    await i18n.changeLanguage('hi');
    const calls = fakeServer({
      [`POST /api/file/${USER}/pre/upload`]: (_body, init) => ({
        status: 429,
        body: {
          success: false,
          code: 'UPLOAD_PENDING_LIMIT',
          // the server answers in the language the request names
          message:
            (init.headers as Record<string, string>)['Accept-Language'] === 'hi'
              ? 'बहुत सारे अपलोड अभी अधूरे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।'
              : 'Too many uploads are still unfinished. Please try again later.',
        },
      }),
    });
    await expect(uploadPhoto(USER, photo('a.png', 'image/png'))).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledWith(
      'बहुत सारे अपलोड अभी अधूरे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    );
    expect(calls).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { StorageUploadError } from './api/upload-to-storage';
import { uploadVideoResume } from './upload-video-resume';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const USER = '0b7c6f5e-1111-4222-8333-444455556666';
const FILE_ID = '9d2f7a10-aaaa-4bbb-8ccc-dddddddddddd';
const FIELDS = {
  bucket: 'local',
  key: `private/video_resume/${USER}/${FILE_ID}.webm`,
  policy: 'p',
};

type Call = { method: string; url: string; body?: unknown; auth?: string | null };
let calls: Call[];
let storageStatus: number;

/** A stand-in XMLHttpRequest: records the form, reports progress, answers storageStatus. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  method = '';
  url = '';
  form: FormData | null = null;
  headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    FakeXhr.last = this;
    this.form = form;
    calls.push({ method: this.method, url: this.url, body: form });
    queueMicrotask(() => {
      const total = 2000;
      for (const loaded of [500, 2000]) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      this.status = storageStatus;
      if (storageStatus === 0) this.onerror?.();
      else this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => {
  calls = [];
  storageStatus = 204;
  localStorage.clear();
  setSession({ authToken: 'jwt-1', user: USER });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body, auth: headers.Authorization ?? null });
    const data = url.endsWith('/pre/upload')
      ? { url: '/api/file/local-upload', file_id: FILE_ID, fields: FIELDS }
      : url.endsWith('/post/upload')
        ? { file_id: FILE_ID, url: null, file_category: 'video_resume', content_type: 'video/webm' }
        : { _id: USER, video_resume: FILE_ID };
    return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
  });
});

afterEach(() => vi.unstubAllGlobals());

const recorded = () => ({
  blob: new Blob([new Uint8Array(2000)], { type: 'video/webm' }),
  fileName: 'resume.webm',
  contentType: 'video/webm',
});

describe('video resume upload (spec 000 §2.10 Submit, §7 "Files")', () => {
  it('asks for a signed upload, posts the file, confirms it, then saves the profile', async () => {
    const steps: string[] = [];
    const progress: number[] = [];
    const file = await uploadVideoResume(USER, recorded(), {
      onStep: (step) => steps.push(step),
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/file/${USER}/pre/upload`,
      'POST /api/file/local-upload',
      `POST /api/file/${USER}/post/upload`,
      'PUT /api/user/v2/profile',
    ]);
    expect(calls[0]?.body).toEqual({
      file_name: 'resume.webm',
      content_type: 'video/webm', // what was recorded, not relabelled as MP4
      file_size: 2000,
      file_category: 'video_resume',
    });
    expect(calls[0]?.auth).toBe('Bearer jwt-1');
    expect(calls[2]?.body).toEqual({ file_id: FILE_ID });
    expect(calls[3]?.body).toEqual({ _id: USER, video_resume: FILE_ID });
    expect(file.file_id).toBe(FILE_ID);
    expect(steps).toEqual(['preparing', 'sending', 'saving']);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('sends every signed field first and the file last, named "file", with its own type', async () => {
    await uploadVideoResume(USER, recorded());
    const form = FakeXhr.last?.form;
    const entries = [...(form?.entries() ?? [])];
    expect(entries.map(([name]) => name)).toEqual(['bucket', 'key', 'policy', 'file']);
    expect(entries.slice(0, 3).map(([, value]) => value)).toEqual(Object.values(FIELDS));
    const file = entries[3]?.[1] as File;
    expect([file.name, file.type, file.size]).toEqual(['resume.webm', 'video/webm', 2000]);
    expect(FakeXhr.last?.headers).toEqual({}); // no bearer token to the storage host
  });

  it('keeps a picked file’s own type and removes spaces from its name', async () => {
    const blob = new File([new Uint8Array(10)], 'my answer.mp4', { type: 'video/mp4' });
    await uploadVideoResume(USER, { blob, fileName: 'my answer.mp4', contentType: 'video/mp4' });
    expect(calls[0]?.body).toMatchObject({ file_name: 'myanswer.mp4', content_type: 'video/mp4' });
    expect((FakeXhr.last?.form?.get('file') as File | undefined)?.name).toBe('myanswer.mp4');
  });

  it('stops when storage refuses the file: nothing is confirmed or saved', async () => {
    storageStatus = 403;
    const error = await uploadVideoResume(USER, recorded()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUploadError);
    expect((error as StorageUploadError).status).toBe(403);
    expect(calls).toHaveLength(2);
  });

  it('reports a dropped network as status 0', async () => {
    storageStatus = 0;
    const error = await uploadVideoResume(USER, recorded()).catch((e: unknown) => e);
    expect((error as StorageUploadError).status).toBe(0);
  });

  it('can be cancelled while the file is on its way: nothing is confirmed or saved', async () => {
    const controller = new AbortController();
    const error = await uploadVideoResume(USER, recorded(), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(calls.map((c) => c.url)).toEqual([
      `/api/file/${USER}/pre/upload`,
      '/api/file/local-upload',
    ]);
  });
});

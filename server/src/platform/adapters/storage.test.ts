import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers';
import { createStorage } from './storage';

// A local stand-in for an S3-compatible store (path-style, as MinIO serves it).
let s3: Server;
let endpoint = '';
const seen: IncomingMessage[] = [];
const bodies = new Map<string, Buffer>();
beforeAll(async () => {
  s3 = createServer((req, res) => {
    seen.push(req);
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        bodies.set(req.url?.split('?')[0] ?? '', Buffer.concat(chunks));
        res.writeHead(200, { etag: '"1"' });
        res.end();
      });
      return;
    }
    if (req.method === 'HEAD' && req.url?.startsWith('/kaamkaj/public/present.png')) {
      res.writeHead(200, {
        'content-length': '1234',
        'content-type': 'image/png',
        etag: '"9b2cf535f27731c974343645a3985328"',
      });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => s3.close(resolve)));

const storage = () =>
  createStorage(
    testConfig({
      S3_BUCKET: 'kaamkaj',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    }),
  );

describe('S3 storage adapter', () => {
  it('is chosen by S3_BUCKET', () => {
    expect(storage().name).toBe('s3');
    expect(createStorage(testConfig()).name).toBe('local');
  });

  it('presigns a POST whose policy fixes the key, the content type and the size range', async () => {
    const post = await storage().presignPost({
      key: 'private/document/u1/f1.pdf',
      contentType: 'application/pdf',
      maxBytes: 5 * 1024 * 1024,
      expiresIn: 600,
    });
    expect(post.url).toBe(`${endpoint}/kaamkaj`);
    expect(post.fields).toMatchObject({
      bucket: 'kaamkaj',
      key: 'private/document/u1/f1.pdf',
      'Content-Type': 'application/pdf',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(post.fields['X-Amz-Credential']).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request$/,
    );
    expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(policy.conditions).toContainEqual({ key: 'private/document/u1/f1.pdf' });
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(600_000);
  });

  it('reads size, type and ETag with a signed HEAD, and null for a missing object', async () => {
    const store = storage();
    expect(await store.head('public/present.png')).toEqual({
      size: 1234,
      contentType: 'image/png',
      checksum: 'etag:9b2cf535f27731c974343645a3985328',
    });
    expect(await store.fingerprint('public/present.png')).toBe(
      'etag:9b2cf535f27731c974343645a3985328',
    );
    expect(await store.fingerprint('public/missing.png')).toBeNull();
    const head = seen.find((r) => r.method === 'HEAD');
    expect(head?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(await store.head('public/missing.png')).toBeNull();
  });

  it('streams a file the server received to its key, with its length and type', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-put-')), 'resume.webm');
    const bytes = Buffer.alloc(70_000, 7);
    writeFileSync(file, bytes);
    await storage().putFile('private/video_resume/u/f.webm', file, 'video/webm');
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.url?.split('?')[0]).toBe('/kaamkaj/private/video_resume/u/f.webm');
    expect(put?.headers['content-type']).toBe('video/webm');
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    // the SDK streams with aws-chunked encoding and a CRC32 trailer
    const raw = bodies.get('/kaamkaj/private/video_resume/u/f.webm') ?? Buffer.alloc(0);
    const body = put?.headers['content-encoding'] === 'aws-chunked' ? unchunk(raw) : raw;
    expect(body.equals(bytes)).toBe(true);
  });

  it('gives public addresses and short-lived signed links', async () => {
    const store = storage();
    expect(store.publicUrl('public/profile_pic/u/f.png')).toBe(
      `${endpoint}/kaamkaj/public/profile_pic/u/f.png`,
    );
    const link = new URL(await store.signedUrl('private/video_resume/u/f.webm', 300));
    expect(link.pathname).toBe('/kaamkaj/private/video_resume/u/f.webm');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** The payload of an aws-chunked body: `<hex size>\r\n<bytes>\r\n` up to a chunk of size 0. */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, eol).toString().split(';')[0] ?? '', 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

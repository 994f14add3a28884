import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { deriveKey, equalHex, hmacHex } from '../secrets';

export type UploadPolicy = {
  key: string;
  contentType: string;
  /** The largest body the store takes: the size the client declared (issue 15 item 5). */
  maxBytes: number;
  expiresIn: number;
};
export type PresignedPost = { url: string; fields: Record<string, string> };
/**
 * `checksum` is the fingerprint a HEAD gives for free ('etag:<ETag>' on S3), null when it would
 * cost reading the object (the local store: see `fingerprint`).
 */
export type StoredObject = { size: number; contentType: string | null; checksum: string | null };

/**
 * Object storage (DESIGN.md §2): the browser uploads straight to the store with a presigned
 * POST whose policy fixes the key, content type and size range; the API never sees the bytes
 * except with the local store, which checks the same policy itself.
 */
export type Storage = {
  readonly name: 'local' | 's3';
  presignPost(policy: UploadPolicy): Promise<PresignedPost>;
  head(key: string): Promise<StoredObject | null>;
  /**
   * The object's fingerprint, recorded at post-upload: 'sha256:<hex>' of the bytes on the local
   * store, 'etag:<ETag>' on S3 (the MD5 of an object sent in one POST). Null when it is gone.
   */
  fingerprint(key: string): Promise<string | null>;
  /** Permanent address of a public object (profile photos, job logos). */
  publicUrl(key: string): string;
  /** Short-lived address of a private object (documents, video resumes). */
  signedUrl(key: string, expiresIn: number): Promise<string>;
  /** Removes the object (and, on the local store, an upload of it under way or left over). */
  remove(key: string): Promise<void>;
  /** Stores bytes the server itself has (the demo's spoken job descriptions), not an upload. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file the server received itself (the agent's form), streamed from disk. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
};

export function createStorage(config: Config): Storage {
  return config.S3_BUCKET ? s3Storage(config) : localStorage(config);
}

// ---- local: DATA_DIR/files, same protocol as S3 --------------------------------------------

export type LocalPolicy = {
  expiration: string;
  key: string;
  content_type: string;
  min: number;
  max: number;
};

export function localStorage(config: Config) {
  const root = path.join(config.DATA_DIR, 'files');
  const key = deriveKey(config.APP_SECRET, 'local-storage');
  const fileOf = (objectKey: string) => {
    const full = path.resolve(root, objectKey);
    if (!full.startsWith(root + path.sep)) throw new Error('key escapes the storage root');
    return full;
  };
  const sign = (value: string) => hmacHex(key, value);

  return {
    name: 'local' as const,
    root,
    async presignPost(p: UploadPolicy): Promise<PresignedPost> {
      const policy: LocalPolicy = {
        expiration: new Date(Date.now() + p.expiresIn * 1000).toISOString(),
        key: p.key,
        content_type: p.contentType,
        min: 1,
        max: p.maxBytes,
      };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
      return {
        url: '/api/file/local-upload',
        fields: {
          bucket: 'local',
          key: p.key,
          'Content-Type': p.contentType,
          policy: encoded,
          'x-kaamkaj-signature': sign(encoded),
        },
      };
    },
    /** The policy in a POSTed form, if its signature is ours; expiry etc. are the caller's checks. */
    readPolicy(encoded: string, signature: string): LocalPolicy | null {
      if (!/^[0-9a-f]{64}$/.test(signature) || !equalHex(sign(encoded), signature)) return null;
      try {
        return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as LocalPolicy;
      } catch {
        return null;
      }
    },
    /**
     * Where an upload is written before it is complete; moved into place by `commit`. Opened
     * with an exclusive create: a second upload to the key while one is under way fails with
     * EEXIST (issue 15 item 5).
     */
    partPath: (objectKey: string) => `${fileOf(objectKey)}.part`,
    async openPart(objectKey: string) {
      await mkdir(path.dirname(fileOf(objectKey)), { recursive: true });
      return open(`${fileOf(objectKey)}.part`, 'wx');
    },
    async hasPart(objectKey: string) {
      return (await stat(`${fileOf(objectKey)}.part`).catch(() => null)) !== null;
    },
    /**
     * Puts the finished upload in place, never over an object already there (EEXIST): a hard
     * link is created exclusively, where a rename would replace the target.
     */
    async commit(objectKey: string) {
      const part = `${fileOf(objectKey)}.part`;
      try {
        await link(part, fileOf(objectKey));
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // a file system without hard links: an exclusive copy, still never over the target
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw err;
        await copyFile(part, fileOf(objectKey), constants.COPYFILE_EXCL);
      }
      await rm(part, { force: true });
    },
    async head(objectKey: string): Promise<StoredObject | null> {
      const info = await stat(fileOf(objectKey)).catch(() => null);
      return info?.isFile() ? { size: info.size, contentType: null, checksum: null } : null;
    },
    async fingerprint(objectKey: string) {
      const hash = createHash('sha256');
      try {
        for await (const chunk of createReadStream(fileOf(objectKey))) hash.update(chunk);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return `sha256:${hash.digest('hex')}`;
    },
    /** The object, or the bytes start..end (inclusive) of it for a Range request. */
    read: (objectKey: string, range?: { start: number; end: number }): Readable =>
      createReadStream(fileOf(objectKey), range),
    // Keys start with public/ or private/, which are also the serving routes.
    publicUrl: (objectKey: string) => `/api/file/${objectKey}`,
    async signedUrl(objectKey: string, expiresIn: number) {
      const expires = Math.floor(Date.now() / 1000) + expiresIn;
      return `/api/file/${objectKey}?expires=${expires}&sig=${sign(`${objectKey}:${expires}`)}`;
    },
    checkSignedUrl(objectKey: string, expires: number, sig: string) {
      return (
        expires * 1000 > Date.now() &&
        /^[0-9a-f]{64}$/.test(sig) &&
        equalHex(sign(`${objectKey}:${expires}`), sig)
      );
    },
    async remove(objectKey: string) {
      await rm(fileOf(objectKey), { force: true });
      await rm(`${fileOf(objectKey)}.part`, { force: true });
    },
    async put(objectKey: string, body: Buffer) {
      await mkdir(path.dirname(fileOf(objectKey)), { recursive: true });
      await writeFile(fileOf(objectKey), body);
    },
    async putFile(objectKey: string, filePath: string) {
      await mkdir(path.dirname(fileOf(objectKey)), { recursive: true });
      await copyFile(filePath, fileOf(objectKey));
    },
  } satisfies Storage & Record<string, unknown>;
}
export type LocalStorage = ReturnType<typeof localStorage>;

// ---- S3 or any S3-compatible store (MinIO, R2) -----------------------------------------------

/** Where public objects are read: S3_PUBLIC_URL (a CDN), else the bucket's own address. */
function s3PublicBase(config: Config): string {
  const bucket = config.S3_BUCKET ?? '';
  return (
    config.S3_PUBLIC_URL ??
    (config.S3_ENDPOINT
      ? `${config.S3_ENDPOINT.replace(/\/$/, '')}/${bucket}`
      : `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`)
  );
}

/**
 * issue 15 item 7: the origins a browser reaches the store at, for the Content-Security-Policy:
 * none for the local store (it is this server); for S3, the public address and the one the SDK
 * signs uploads and links for, virtual-hosted (bucket.host) unless the path style is forced, the
 * endpoint is an IP address or the bucket's name cannot be a host name (dots under https), as the
 * SDK decides (storage.test.ts checks these against the SDK's own addresses).
 */
export function storageOrigins(config: Config): string[] {
  const bucket = config.S3_BUCKET;
  if (!bucket) return [];
  const endpoint = new URL(config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`);
  const hostable =
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) &&
    !bucket.includes('..') &&
    isIP(bucket) === 0 &&
    (endpoint.protocol === 'http:' || !bucket.includes('.'));
  const pathStyle =
    config.S3_FORCE_PATH_STYLE ||
    !hostable ||
    isIP(endpoint.hostname.replace(/^\[|\]$/g, '')) !== 0;
  const signed = pathStyle ? endpoint.origin : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  return [...new Set([new URL(s3PublicBase(config)).origin, signed])];
}

/**
 * The AWS SDK, imported on the first use of the bucket (issue 17 item 4: its 0.2 s of loading
 * was spent at every start, the embedded default's included, which never uses it).
 */
async function loadSdk() {
  const [s3, post, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return {
    ...s3,
    createPresignedPost: post.createPresignedPost,
    getSignedUrl: presigner.getSignedUrl,
  };
}

function s3Storage(config: Config): Storage {
  const bucket = config.S3_BUCKET ?? '';
  let loaded: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }> | null = null;
  const s3 = () =>
    (loaded ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.S3_REGION,
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        ...(config.S3_ACCESS_KEY_ID
          ? {
              credentials: {
                accessKeyId: config.S3_ACCESS_KEY_ID,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
              },
            }
          : {}),
      }),
    })));
  const publicBase = s3PublicBase(config);

  async function head(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await s3();
    try {
      const res = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? null,
        checksum: res.ETag ? `etag:${res.ETag.replace(/"/g, '')}` : null,
      };
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
        return null;
      }
      throw err;
    }
  }

  return {
    name: 's3',
    async presignPost(p) {
      const { sdk, client } = await s3();
      const { url, fields } = await sdk.createPresignedPost(client, {
        Bucket: bucket,
        Key: p.key,
        // issue 15 item 5: the declared size, not the kind's cap
        Conditions: [
          ['content-length-range', 1, p.maxBytes],
          ['eq', '$Content-Type', p.contentType],
        ],
        Fields: { 'Content-Type': p.contentType },
        Expires: p.expiresIn,
      });
      return { url, fields: { ...fields, bucket } };
    },
    head,
    async fingerprint(key) {
      return (await head(key))?.checksum ?? null;
    },
    publicUrl: (key) => `${publicBase}/${key}`,
    async signedUrl(key, expiresIn) {
      const { sdk, client } = await s3();
      const get = new sdk.GetObjectCommand({ Bucket: bucket, Key: key });
      return sdk.getSignedUrl(client, get, { expiresIn });
    },
    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async putFile(key, filePath, contentType) {
      const { sdk, client } = await s3();
      // A stream needs its length up front; up to 200 MB is never held in memory.
      const { size } = await stat(filePath);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
  };
}

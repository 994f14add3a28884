import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { Storage, StoredObject } from './storage';

// The store on S3 or any S3-compatible service (MinIO, R2) (storage.ts), when S3_BUCKET is set.

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

export function s3Storage(config: Config): Storage {
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

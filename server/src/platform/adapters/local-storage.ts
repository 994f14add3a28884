import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { deriveKey, equalHex, hmacHex } from '../secrets';
import type { PresignedPost, Storage, StoredObject, UploadPolicy } from './storage';

// The local store (storage.ts): objects under DATA_DIR/files, uploaded by the same protocol as
// S3's presigned POST, whose policy this server checks itself.

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

import type { Config } from '../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

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

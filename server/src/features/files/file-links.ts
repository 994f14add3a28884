import type { FastifyBaseLogger } from 'fastify';
import type { StoredObject } from '../../platform/adapters/storage';
import type { AppContext } from '../../platform/context';
import { auditLog, type files } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';

// Reading a confirmed file back (files.service.ts): its address, once the stored object is
// checked to be the one confirmed (issue 15 item 5).

export const PRIVATE_LINK_SECONDS = 5 * 60;

export type FileRow = typeof files.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'warn'>;

const FILE_CHANGED = 'This file has changed since it was uploaded and cannot be shown';

/** The 409 for a confirmed file whose stored bytes are no longer the ones confirmed. */
export const fileChanged = () => new AppError(409, 'FILE_CHANGED', FILE_CHANGED);

/**
 * Whether a confirmed file's stored object is still the one confirmed: the same size, and on S3
 * the same ETag (a HEAD gives it). The local store's SHA-256 is recorded at post-upload but not
 * read again on every request; its objects cannot be written twice (local-upload.routes.ts).
 */
export function isIntact(row: FileRow, stored: StoredObject | null): boolean {
  if (!stored || row.size === null || stored.size !== row.size) return false;
  return !row.checksum || !stored.checksum || stored.checksum === row.checksum;
}

export function fileLinks(ctx: AppContext) {
  /** Records (log and audit row) a confirmed file whose stored object has changed. */
  async function reportChanged(row: FileRow, stored: StoredObject | null, log?: Log) {
    const detail = {
      object_key: row.objectKey,
      recorded: { size: row.size, checksum: row.checksum },
      found: stored ? { size: stored.size, checksum: stored.checksum } : null,
    };
    log?.warn({ fileId: row.id, ...detail }, 'stored file changed since it was confirmed');
    await ctx.db
      .insert(auditLog)
      .values({ id: newId(), actorId: null, action: 'file.changed', subjectId: row.id, detail })
      .catch(() => {});
  }

  /**
   * The address of a confirmed file, once its stored object is checked to be the one confirmed
   * (issue 15 item 5): its permanent address if public, else a short-lived signed link.
   * 'changed' (logged, with an audit row) when the object is no longer the one confirmed,
   * 'gone' when there is none.
   */
  async function linkOf(row: FileRow, log?: Log): Promise<string | 'changed' | 'gone'> {
    const stored = await ctx.storage.head(row.objectKey);
    if (!isIntact(row, stored)) {
      await reportChanged(row, stored, log);
      return stored ? 'changed' : 'gone';
    }
    return row.isPublic
      ? ctx.storage.publicUrl(row.objectKey)
      : ctx.storage.signedUrl(row.objectKey, PRIVATE_LINK_SECONDS);
  }

  /** `linkOf`, or 409 FILE_CHANGED, or 404 for an object that is gone. */
  async function requireLink(row: FileRow, log?: Log): Promise<string> {
    const url = await linkOf(row, log);
    if (url === 'changed') throw fileChanged();
    if (url === 'gone') throw notFound('File not found');
    return url;
  }

  return { linkOf, requireLink, reportChanged };
}

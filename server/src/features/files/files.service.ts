import {
  FILE_CATEGORIES,
  type FileCategory,
  messageText,
  type PreUploadBody,
  SERVER_ERRORS_EN,
  sizeMessageKey,
  UPLOAD_PENDING_MAX,
  UPLOAD_POLICIES_PER_HOUR,
  UPLOAD_UNCONFIRMED_HOURS,
} from '@kaamkaj/domain';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { files } from '../../platform/db/schema';
import { badRequest, notFound, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { type FileRow, fileLinks } from './file-links';

export const UPLOAD_WINDOW_SECONDS = 10 * 60;

const HOUR_MS = 3_600_000;
/** An upload not confirmed this long after its policy is swept (features/files/upload-sweep.ts). */
export const UNCONFIRMED_MS = UPLOAD_UNCONFIRMED_HOURS * HOUR_MS;
// Post-upload stops an hour before the sweep may take the row, so the two never cross.
const CONFIRM_WITHIN_MS = UNCONFIRMED_MS - HOUR_MS;
// A policy is open this long; a minute more for the store's clock.
const POLICY_OPEN_MS = (UPLOAD_WINDOW_SECONDS + 60) * 1000;

/** A file the server received itself, already checked by the category's rules. */
export type ReceivedFile = {
  category: FileCategory;
  name: string;
  contentType: string;
  size: number;
};

const objectKeyOf = (ownerId: string, category: FileCategory, id: string, fileName: string) =>
  `${FILE_CATEGORIES[category].visibility}/${category}/${ownerId}/${id}.${fileName.toLowerCase().split('.').pop() ?? 'bin'}`;

const SIZE_MISMATCH = 'The uploaded file is not of its declared file_size';

/** The three-step upload of spec 000 §7 "Files", and reading files back. */
export function filesService(ctx: AppContext) {
  const { linkOf, requireLink, reportChanged } = fileLinks(ctx);
  /** The owner's uploads not confirmed (and not yet swept), oldest first. */
  const pendingOf = (db: Executor, ownerId: string, now: number) =>
    db
      .select({ id: files.id, objectKey: files.objectKey, createdAt: files.createdAt })
      .from(files)
      .where(
        and(
          eq(files.ownerId, ownerId),
          isNull(files.uploadedAt),
          gt(files.createdAt, new Date(now - UNCONFIRMED_MS)),
        ),
      )
      .orderBy(asc(files.createdAt));

  /**
   * Drops the owner's uploads that can never be confirmed: the policy has closed and nothing
   * was stored (a failed or cancelled try), nor is an upload under way on the local store. What
   * was stored and never confirmed stays, and counts, until the sweep.
   */
  async function dropAbandoned(pending: { id: string; objectKey: string; createdAt: Date }[]) {
    const now = Date.now();
    for (const row of pending) {
      if (row.createdAt.getTime() + POLICY_OPEN_MS > now) continue;
      if (await ctx.storage.head(row.objectKey)) continue;
      if (await ctx.localStorage?.hasPart(row.objectKey)) continue;
      await ctx.db.delete(files).where(and(eq(files.id, row.id), isNull(files.uploadedAt)));
    }
  }

  /** When a place frees: a policy's close, or the sweep of a file stored and not confirmed. */
  function secondsUntilFree(pending: { createdAt: Date }[], now: number) {
    const at = Math.min(
      ...pending.map((r) => {
        const created = r.createdAt.getTime();
        return created + POLICY_OPEN_MS > now ? created + POLICY_OPEN_MS : created + UNCONFIRMED_MS;
      }),
    );
    return Math.max(1, Math.ceil((at - now) / 1000));
  }

  /**
   * Step 1. Issue 15 item 5: at most UPLOAD_PENDING_MAX unconfirmed uploads per file space and
   * UPLOAD_POLICIES_PER_HOUR policies an hour (not for Kaamkaj administrators: `hourly` false),
   * each 429 with Retry-After; the policy takes no more than the declared size.
   */
  async function preUpload(ownerId: string, body: PreUploadBody, opts: { hourly?: boolean } = {}) {
    const rule = FILE_CATEGORIES[body.file_category];
    const started = Date.now();
    const seen = await pendingOf(ctx.db, ownerId, started);
    if (seen.length >= UPLOAD_PENDING_MAX) await dropAbandoned(seen);
    const id = newId();
    const objectKey = objectKeyOf(ownerId, body.file_category, id, body.file_name);
    await ctx.db.transaction(async (tx) => {
      // one owner's pre-uploads one at a time, so parallel requests cannot pass the cap together
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${ownerId}`}, 0))`,
      );
      const now = Date.now();
      const pending = await pendingOf(tx, ownerId, now);
      if (pending.length >= UPLOAD_PENDING_MAX) {
        throw tooMany(
          'UPLOAD_PENDING_LIMIT',
          SERVER_ERRORS_EN.UPLOAD_PENDING_LIMIT ?? '',
          secondsUntilFree(pending, now),
        );
      }
      if (opts.hourly !== false) {
        const hit = await ctx.limiter.hit(`upload:${ownerId}`, UPLOAD_POLICIES_PER_HOUR, 3600);
        if (!hit.allowed) {
          throw tooMany(
            'UPLOAD_HOURLY_LIMIT',
            SERVER_ERRORS_EN.UPLOAD_HOURLY_LIMIT ?? '',
            hit.retryAfter,
          );
        }
      }
      await tx.insert(files).values({
        id,
        ownerId,
        category: body.file_category,
        objectKey,
        contentType: body.content_type,
        declaredSize: body.file_size,
        isPublic: rule.visibility === 'public',
        originalName: body.file_name,
      });
    });
    const post = await ctx.storage.presignPost({
      key: objectKey,
      contentType: body.content_type,
      maxBytes: body.file_size,
      expiresIn: UPLOAD_WINDOW_SECONDS,
    });
    return { url: post.url, file_id: id, fields: post.fields };
  }

  /**
   * Step 3: checks the object really arrived, of the declared size and the category's type,
   * records its size and fingerprint, then marks it ready. An object that fails is deleted.
   */
  async function postUpload(ownerId: string, fileId: string) {
    const [row] = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId)));
    if (!row) throw notFound('File not found');
    if (row.uploadedAt) return describe(row);
    // the sweep is about to remove it (or has removed its object)
    if (row.createdAt.getTime() < Date.now() - CONFIRM_WITHIN_MS) throw notFound('File not found');
    const stored = await ctx.storage.head(row.objectKey);
    if (!stored) throw badRequest('FILE_NOT_UPLOADED', 'The file has not been uploaded yet');
    const category = row.category as FileCategory;
    if (stored.size <= 0 || stored.size > FILE_CATEGORIES[category].maxBytes) {
      await ctx.storage.remove(row.objectKey);
      throw badRequest('FILE_TOO_LARGE', messageText(sizeMessageKey(category)));
    }
    if (stored.size !== row.declaredSize) {
      await ctx.storage.remove(row.objectKey);
      throw badRequest('FILE_SIZE_MISMATCH', SIZE_MISMATCH, { file_size: SIZE_MISMATCH });
    }
    if (stored.contentType && stored.contentType !== row.contentType) {
      await ctx.storage.remove(row.objectKey);
      throw badRequest('FILE_TYPE', messageText('fileType'));
    }
    const checksum = stored.checksum ?? (await ctx.storage.fingerprint(row.objectKey));
    const [ready] = await ctx.db
      .update(files)
      .set({ uploadedAt: new Date(), size: stored.size, checksum })
      .where(and(eq(files.id, row.id), isNull(files.uploadedAt)))
      .returning();
    return describe(ready ?? (await find(row.id)) ?? row);
  }

  /**
   * The row of a file the server received in a form (spec 001 §7 "Agent user multipart"): ready
   * at once, as step 3 leaves it. The caller stores the bytes at its object_key.
   */
  async function addReceived(db: Executor, ownerId: string, file: ReceivedFile) {
    const id = newId();
    const [row] = await db
      .insert(files)
      .values({
        id,
        ownerId,
        category: file.category,
        objectKey: objectKeyOf(ownerId, file.category, id, file.name),
        contentType: file.contentType,
        declaredSize: file.size,
        size: file.size,
        isPublic: FILE_CATEGORIES[file.category].visibility === 'public',
        originalName: file.name,
        uploadedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('file row not written');
    return row;
  }

  function describe(row: FileRow) {
    return {
      file_id: row.id,
      file_category: row.category,
      content_type: row.contentType,
      url: row.isPublic ? ctx.storage.publicUrl(row.objectKey) : null,
    };
  }

  /** A ready file of the owner in the category, or a 400 naming the field. */
  async function requireReady(
    db: Executor,
    ownerId: string,
    fileId: string,
    category: FileCategory,
    field: string,
  ) {
    const [row] = await db
      .select()
      .from(files)
      .where(
        and(
          eq(files.id, fileId),
          eq(files.ownerId, ownerId),
          eq(files.category, category),
          isNotNull(files.uploadedAt),
        ),
      );
    if (!row) {
      throw badRequest('FILE_NOT_FOUND', 'File not found', { [field]: 'File not found' });
    }
    return row;
  }

  async function find(fileId: string) {
    const [row] = await ctx.db.select().from(files).where(eq(files.id, fileId));
    return row;
  }

  return {
    preUpload,
    postUpload,
    addReceived,
    requireReady,
    find,
    describe,
    linkOf,
    requireLink,
    reportChanged,
  };
}

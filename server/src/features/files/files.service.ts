import {
  FILE_CATEGORIES,
  type FileCategory,
  messageText,
  type PreUploadBody,
  sizeMessageKey,
} from '@kaamkaj/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { files } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';

export const UPLOAD_WINDOW_SECONDS = 10 * 60;
export const PRIVATE_LINK_SECONDS = 5 * 60;

type FileRow = typeof files.$inferSelect;

/** A file the server received itself, already checked by the category's rules. */
export type ReceivedFile = {
  category: FileCategory;
  name: string;
  contentType: string;
  size: number;
};

const objectKeyOf = (ownerId: string, category: FileCategory, id: string, fileName: string) =>
  `${FILE_CATEGORIES[category].visibility}/${category}/${ownerId}/${id}.${fileName.toLowerCase().split('.').pop() ?? 'bin'}`;

/** The three-step upload of spec 000 §7 "Files", and reading files back. */
export function filesService(ctx: AppContext) {
  async function preUpload(ownerId: string, body: PreUploadBody) {
    const rule = FILE_CATEGORIES[body.file_category];
    const id = newId();
    const objectKey = objectKeyOf(ownerId, body.file_category, id, body.file_name);
    await ctx.db.insert(files).values({
      id,
      ownerId,
      category: body.file_category,
      objectKey,
      contentType: body.content_type,
      declaredSize: body.file_size,
      isPublic: rule.visibility === 'public',
      originalName: body.file_name,
    });
    const post = await ctx.storage.presignPost({
      key: objectKey,
      contentType: body.content_type,
      maxBytes: rule.maxBytes,
      expiresIn: UPLOAD_WINDOW_SECONDS,
    });
    return { url: post.url, file_id: id, fields: post.fields };
  }

  /** Checks the object really arrived within the category's limits, then marks it ready. */
  async function postUpload(ownerId: string, fileId: string) {
    const [row] = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId)));
    if (!row) throw notFound('File not found');
    if (row.uploadedAt) return describe(row);
    const stored = await ctx.storage.head(row.objectKey);
    if (!stored) throw badRequest('FILE_NOT_UPLOADED', 'The file has not been uploaded yet');
    const category = row.category as FileCategory;
    if (stored.size <= 0 || stored.size > FILE_CATEGORIES[category].maxBytes) {
      await ctx.storage.remove(row.objectKey);
      throw badRequest('FILE_TOO_LARGE', messageText(sizeMessageKey(category)));
    }
    if (stored.contentType && stored.contentType !== row.contentType) {
      await ctx.storage.remove(row.objectKey);
      throw badRequest('FILE_TYPE', messageText('fileType'));
    }
    const [ready] = await ctx.db
      .update(files)
      .set({ uploadedAt: new Date(), size: stored.size })
      .where(eq(files.id, row.id))
      .returning();
    return describe(ready ?? row);
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

  return { preUpload, postUpload, addReceived, requireReady, find, describe };
}

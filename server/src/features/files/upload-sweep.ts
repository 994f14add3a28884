import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../platform/adapters/storage';
import type { Db } from '../../platform/db/client';
import { files } from '../../platform/db/schema';
import { UNCONFIRMED_MS } from './files.service';

/** Uploads removed per run; the next run (an hour later) takes the rest. */
export const UPLOAD_SWEEP_BATCH = 500;

/**
 * Issue 15 item 5: uploads never confirmed within UPLOAD_UNCONFIRMED_HOURS of their policy are
 * removed, stored object first (on the local store an unfinished `.part` too), then the row, so
 * an object whose removal failed keeps its row for the next run. Post-upload refuses such rows
 * an hour before, so a confirmation never races the sweep. Answers the rows removed.
 */
export async function sweepUnconfirmedUploads(
  db: Db,
  storage: Pick<Storage, 'remove'>,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const stale = await db
    .select({ id: files.id, objectKey: files.objectKey })
    .from(files)
    .where(
      and(isNull(files.uploadedAt), lt(files.createdAt, new Date(now.getTime() - UNCONFIRMED_MS))),
    )
    .orderBy(asc(files.createdAt))
    .limit(UPLOAD_SWEEP_BATCH);
  const removed: string[] = [];
  for (const row of stale) {
    try {
      await storage.remove(row.objectKey);
      removed.push(row.id);
    } catch (err) {
      log?.warn({ err, fileId: row.id }, 'unconfirmed upload not removed; tried again next run');
    }
  }
  if (removed.length === 0) return 0;
  const gone = await db
    .delete(files)
    .where(and(inArray(files.id, removed), isNull(files.uploadedAt)))
    .returning({ id: files.id });
  return gone.length;
}

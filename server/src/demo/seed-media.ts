import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILE_CATEGORIES } from '@kaamkaj/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../platform/adapters/storage';
import type { Tx } from '../platform/db/client';
import { files, jobs, subscriptions } from '../platform/db/schema';
import { newId } from '../platform/ids';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/demo');
const OPEN = 0;

/** The committed spoken descriptions (server/assets/demo/README.md says how they were made). */
export const DEMO_AUDIO = {
  driver: 'driver-hi.mp3',
  delivery: 'delivery-en.mp3',
} as const;

/** What the demo stores: its spoken descriptions, public, written by the server itself. */
export type DemoStorage = Pick<Storage, 'put' | 'publicUrl'>;

/** A committed mp3 stored as the admin's public `audio` file, as if uploaded; its address. */
async function storeAudio(tx: Tx, storage: DemoStorage, adminId: string, name: string) {
  const bytes = await readFile(path.join(ASSETS, name));
  const id = newId();
  const objectKey = `${FILE_CATEGORIES.audio.visibility}/audio/${adminId}/${id}.mp3`;
  await storage.put(objectKey, bytes, 'audio/mpeg');
  await tx.insert(files).values({
    id,
    ownerId: adminId,
    category: 'audio',
    objectKey,
    contentType: 'audio/mpeg',
    declaredSize: bytes.length,
    size: bytes.length,
    isPublic: true,
    originalName: name,
    uploadedAt: new Date(),
  });
  return storage.publicUrl(objectKey);
}

/** The newest Open jobs of a category, in one district when given. */
async function newestOpen(tx: Tx, category: string, limit: number, district?: string) {
  const rows = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, OPEN),
        eq(jobs.category, category),
        district ? eq(jobs.district, district) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Issue 12 in the demo: a Hindi spoken description on Sharma Logistics' truck driver job and on
 * the newest driver jobs in Lucknow (the demo seeker's feed), an English one on the delivery
 * jobs; and animated descriptions asked for (the admin's queue) on Sharma's truck driver job and
 * the newest Open job of each other employer. Runs last in seedDemoData's transaction.
 */
export async function seedMedia(
  tx: Tx,
  storage: DemoStorage,
  input: { adminId: string; sharma: { driver: string; delivery: string }; employerIds: string[] },
) {
  const driverUrl = await storeAudio(tx, storage, input.adminId, DEMO_AUDIO.driver);
  const deliveryUrl = await storeAudio(tx, storage, input.adminId, DEMO_AUDIO.delivery);
  const drivers = [input.sharma.driver, ...(await newestOpen(tx, 'driver', 4, 'up-lucknow'))];
  const deliveries = [input.sharma.delivery, ...(await newestOpen(tx, 'delivery', 2))];
  await tx.update(jobs).set({ audioDescription: driverUrl }).where(inArray(jobs.id, drivers));
  await tx.update(jobs).set({ audioDescription: deliveryUrl }).where(inArray(jobs.id, deliveries));

  const asked = [input.sharma.driver];
  for (const employerId of input.employerIds) {
    const [newest] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.createdBy, employerId), eq(jobs.status, OPEN)))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(1);
    if (newest) asked.push(newest.id);
  }
  const marked = await tx
    .update(jobs)
    .set({ animatedJdRequired: true })
    .where(inArray(jobs.id, asked))
    .returning({ employerId: jobs.createdBy });
  // as posting does (useJobPost): each asked-for animation used one from the employer's plan
  for (const { employerId } of marked) {
    await tx
      .update(subscriptions)
      .set({ animatedJdUsage: sql`greatest(${subscriptions.animatedJdUsage} - 1, 0)` })
      .where(eq(subscriptions.userId, employerId));
  }
}

/**
 * issue 17 item 4: the store a prepared demo is seeded with. Its files are not kept (the
 * prepared database is copied into many DATA_DIRs, each with a store of its own) and its
 * addresses say so; `restoreDemoAudio` stores the files and writes the real addresses at start.
 */
export const PREPARING_STORAGE: DemoStorage = {
  put: async () => {},
  publicUrl: (key) => `prepared:${key}`,
};

/** A prepared demo's spoken descriptions, stored in `storage` and addressed as it says. */
export async function restoreDemoAudio(tx: Tx, storage: DemoStorage) {
  const rows = await tx
    .select({ objectKey: files.objectKey, originalName: files.originalName })
    .from(files)
    .where(
      and(eq(files.category, 'audio'), inArray(files.originalName, Object.values(DEMO_AUDIO))),
    );
  for (const row of rows) {
    const bytes = await readFile(path.join(ASSETS, row.originalName));
    await storage.put(row.objectKey, bytes, 'audio/mpeg');
    await tx
      .update(jobs)
      .set({ audioDescription: storage.publicUrl(row.objectKey) })
      .where(eq(jobs.audioDescription, PREPARING_STORAGE.publicUrl(row.objectKey)));
  }
}

import { messageText, type WantedJob } from '@kaamkaj/domain';
import type { Cache } from '../../platform/cache';
import type { Executor } from '../../platform/db/client';
import { jobCategories } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { ALL_JOBS_CHANGED_KEY, markNow, SKEW_MS } from '../../platform/feed-marks';

/** How long a search keeps the categories' names before it reads them again. */
export const CATEGORY_NAMES_SECONDS = 60;

/**
 * The job categories' ids and names as a search needs them, read in one statement and kept
 * CATEGORY_NAMES_SECONDS (issue 17 item 2: a search checked its category and named its cards'
 * categories in two statements of its own). A searched id not held is read again at once, so a
 * category an admin adds can be searched at once; a name an admin changes is read again at once
 * too: `renamedAt` answers the time of the last rename (the mark of every job, written by the
 * rename on any instance: platform/feed-marks.ts `allJobsChanged`), on `clock`'s time.
 */
export function categoryNames(
  db: Executor,
  clock: () => number = markNow,
  renamedAt: () => Promise<number | null> = async () => null,
) {
  let held: { at: number; byId: Map<string, WantedJob> } | null = null;
  let reading: Promise<Map<string, WantedJob>> | null = null;

  function read(): Promise<Map<string, WantedJob>> {
    reading ??= (async () => {
      try {
        const rows = await db
          .select({ id: jobCategories.id, name: jobCategories.nameEn, hi: jobCategories.nameHi })
          .from(jobCategories);
        const byId = new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name, name_hi: r.hi }]));
        held = { at: clock(), byId };
        return byId;
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  /**
   * The categories, read again when older than the minute, when one of `ids` is missing, or
   * when one was renamed since (a rename up to SKEW_MS before the read counts as after it).
   */
  async function holding(ids: readonly string[]): Promise<Map<string, WantedJob>> {
    const kept = held;
    if (kept && clock() - kept.at < CATEGORY_NAMES_SECONDS * 1000) {
      if (ids.every((id) => kept.byId.has(id))) {
        const renamed = await renamedAt();
        if (renamed === null || renamed < kept.at - SKEW_MS) return kept.byId;
      }
    }
    return read();
  }

  return {
    /** A category id the route or the filter names must exist (spec 001 §7). */
    async require(id: string, field: string) {
      if (!(await holding([id])).has(id)) {
        const message = messageText('jobCategoryInvalid');
        throw badRequest('VALIDATION_FAILED', message, { [field]: message });
      }
    },
    /**
     * Every category by id, with both names, for a page of cards. An id missing here (a
     * category added within the minute, in a seeker's profile already) goes unnamed until the
     * next read: reading again for it would read on every search a page of such a seeker holds.
     */
    named: () => holding([]),
  };
}

/** How long a search trusts the rename mark it read (ms): a rename shows within it. */
const RENAME_MARK_MS = 1000;

/**
 * The last category rename's time (the mark of every job), read from the cache at most once
 * every RENAME_MARK_MS: read with every search, the wait for it put the search's p95 at 66 ms
 * instead of 50 to 53 (bench/README.md, 2026-11-29).
 */
export function renameMark(cache: Cache) {
  let last: { at: number; mark: Promise<number | null> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= RENAME_MARK_MS) {
      const mark = cache.get(ALL_JOBS_CHANGED_KEY).then((v) => (v === null ? null : Number(v)));
      last = { at: now, mark };
    }
    return last.mark;
  };
}

import type { Cache } from '../../platform/cache';
import {
  ALL_JOBS_CHANGED_KEY,
  jobChangedKey,
  markNow,
  onFeedChange,
  SKEW_MS,
  seekerChangedKey,
} from '../../platform/feed-marks';
import { type WeightedMap, weightedMap } from './weighted-map';

/**
 * What a feed request reads of the database, kept in this instance's memory (issue 17 item 1: a
 * page ranked on every request spent half its time on its two statements, the seeker's match
 * data and answers, then the page's 30 jobs). Each is kept FEED_KEPT_SECONDS at most (a minute,
 * as the windows it is ranked from) and trusted only while no change of it is marked:
 * - a seeker's match data and answers while their feed has no change mark (`feedchanged:`, an
 *   answer, a profile saved, the account deleted: platform/feed-marks.ts);
 * - a job (what the seeker is shown of it, Open when read) while it has no change mark
 *   (`jobchanged:`, written by every way a job stops being Open or changes: closed, deactivated,
 *   its media, its employer's account deleted), nor the mark of every job (`jobchanged:*`, a
 *   category renamed: each card shows its category's names).
 * The marks are read from the shared cache in one round trip per kind, so a change made on any
 * instance holds on every instance from its next read; a change made by this process is told at
 * once (`onFeedChange`). When the cache cannot answer, nothing kept is trusted: the database is
 * read, as without this module. The database stays the check for everything else: a job read
 * again is read Open and not answered by the seeker, as before.
 */

/**
 * What an instance keeps at most, in units of about 1 KB (a probe on the bench's data: a seeker
 * with 5 answers 1,055 bytes, a job 1.3 KB; bench/README.md, ninth run): 50,000 jobs, and
 * 50,000 seekers or fewer where they answered many jobs (`weighSeeker`).
 */
const SEEKERS_KEPT = 50_000;
const JOBS_KEPT = 50_000;

/** The key in `told` of a change of every job (`allJobsChanged`). */
const EVERY_JOB = 'j*';

/** A value and when the read that answered it began. */
type Kept<T> = { value: T; readAt: number };

export function feedKept<Seeker, Job>(opts: {
  cache: Cache;
  idOf: (job: Job) => string;
  /** FEED_KEPT_SECONDS; 0 keeps nothing (every request reads the database). */
  seconds: number;
  now?: () => number;
  /** A seeker's share of `maxSeekers` (1 unless told: one with many answers holds more). */
  weighSeeker?: (seeker: Seeker) => number;
  maxSeekers?: number;
  maxJobs?: number;
}) {
  const now = opts.now ?? markNow;
  const lifeMs = opts.seconds * 1000;
  // what was read longest ago goes first once full (each is read again within the life anyway)
  const weighSeeker = opts.weighSeeker ?? (() => 1);
  const seekers = weightedMap<Kept<Seeker>>(opts.maxSeekers ?? SEEKERS_KEPT, (k) =>
    weighSeeker(k.value),
  );
  const jobs = weightedMap<Kept<Job>>(opts.maxJobs ?? JOBS_KEPT, () => 1);
  // Changes told by this process, and when (oldest first): a read that began before one is not
  // kept (its answer may predate the change).
  const told = new Map<string, number>();
  const unsubscribe = onFeedChange((change) => {
    const at = now();
    for (const id of change.seekers ?? []) forget(seekers, `s${id}`, id, at);
    for (const id of change.jobs ?? []) forget(jobs, `j${id}`, id, at);
    if (change.allJobs) {
      jobs.clear();
      told.delete(EVERY_JOB);
      told.set(EVERY_JOB, at);
    }
    for (const [key, when] of told) {
      if (when > at - lifeMs) break;
      told.delete(key);
    }
  });
  function forget<T>(kept: WeightedMap<Kept<T>>, key: string, id: string, at: number) {
    kept.drop(id);
    told.delete(key);
    told.set(key, at);
  }

  /** No change marked since `readAt` (a missing mark: none in the marks' life). */
  const unchanged = (mark: string | null | undefined, readAt: number) =>
    mark == null || Number(mark) < readAt - SKEW_MS;

  /** Keeps what a read that began at `readAt` answered, unless a change was told since (of it,
   * or of every job for a job). */
  function keep<T>(kept: WeightedMap<Kept<T>>, key: string, id: string, value: T, readAt: number) {
    if (readAt <= now() - lifeMs) return;
    const changes = [told.get(key), key.startsWith('j') ? told.get(EVERY_JOB) : undefined];
    if (changes.some((change) => change !== undefined && change >= readAt)) return;
    kept.put(id, { value, readAt });
  }

  return {
    enabled: opts.seconds > 0,

    /**
     * The seeker kept within its life, not checked against their change mark: what a request
     * may start reading ahead with (the feed's windows' marks) while `seeker` checks it.
     */
    held(seekerId: string): Seeker | null {
      const held = seekers.get(seekerId);
      return held && held.readAt > now() - lifeMs ? held.value : null;
    },

    /** The seeker's match data and answers: kept ones while unchanged, else `read` and kept. */
    async seeker(seekerId: string, read: () => Promise<Seeker>): Promise<Seeker> {
      const held = seekers.get(seekerId);
      if (held && held.readAt > now() - lifeMs) {
        const marks = await opts.cache.getManyChecked([seekerChangedKey(seekerId)]);
        if (marks && unchanged(marks[0], held.readAt)) return held.value;
      }
      const readAt = now();
      const value = await read();
      keep(seekers, `s${seekerId}`, seekerId, value, readAt);
      return value;
    },

    /**
     * The jobs of `ids` that are kept and unchanged, and `read` of the others (it answers those
     * still Open and not answered), in the order of `ids`.
     */
    async jobs(ids: readonly string[], read: (ids: string[]) => Promise<Job[]>): Promise<Job[]> {
      const youngest = now() - lifeMs;
      const held: Kept<Job>[] = [];
      const heldIds: string[] = [];
      for (const id of ids) {
        const k = jobs.get(id);
        if (k !== undefined && k.readAt > youngest) {
          held.push(k);
          heldIds.push(id);
        }
      }
      // each job's mark, then the mark of every job, in one round trip
      const marks =
        heldIds.length === 0
          ? []
          : await opts.cache.getManyChecked([...heldIds.map(jobChangedKey), ALL_JOBS_CHANGED_KEY]);
      const found = new Map<string, Job>();
      if (marks) {
        const everyJob = marks[held.length];
        for (let i = 0; i < held.length; i++) {
          const k = held[i] as Kept<Job>;
          if (unchanged(marks[i], k.readAt) && unchanged(everyJob, k.readAt)) {
            found.set(heldIds[i] as string, k.value);
          }
        }
      }
      if (found.size < ids.length) {
        const missing = ids.filter((id) => !found.has(id));
        const readAt = now();
        for (const job of await read(missing)) {
          const id = opts.idOf(job);
          found.set(id, job);
          keep(jobs, `j${id}`, id, job, readAt);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    /** How many of each are kept (the tests check the bound). */
    sizes: () => ({ seekers: seekers.size(), jobs: jobs.size() }),

    /** The app is closing. */
    close() {
      unsubscribe();
      seekers.clear();
      jobs.clear();
      told.clear();
    },
  };
}

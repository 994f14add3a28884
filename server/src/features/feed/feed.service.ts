import {
  type ApplicationStatus,
  type JobFilter,
  type MatchSeeker,
  PAGE_SIZE,
  ROLE,
  type SeekerJob,
  type SeekerResponse,
} from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { applications, jobs } from '../../platform/db/schema';
import { AppError, forbidden } from '../../platform/errors';
import { type CachedFeed, feedCache, profileVersion } from '../../platform/feed-cache';
import { markNow, onFeedChange } from '../../platform/feed-marks';
import { type FeedQuery, rankedJobIds } from './feed.queries';
import { type FeedCard, jobGone, jobsShown, pageJson, toCard, toSeekerJob } from './feed-cards';
import { feedKept } from './feed-kept';
import { feedStatements } from './feed-statements';
import { feedWindows, type OpenedMarks } from './feed-windows';
import { answerJob, recordView, seekerDashboard } from './seeker-answers';

const OPEN = 0;

// spec 000 §8 texts of the empty outcomes.
export const NO_MATCH = 'No matching job found, please complete profile on My Profile page.';
export const ALL_VISITED = 'You visited all posted jobs';
export const NO_RECORDS = 'Sorry! No records found';

/** spec 000 §2.2, §6: only a job seeker answers jobs; the web logs any other role out. */
export function requireSeeker(me: AuthUser): AuthUser {
  if (me.role !== ROLE.SEEKER) {
    throw new AppError(403, 'NOT_A_SEEKER', 'Please sign in as a job seeker to respond to jobs');
  }
  return me;
}

/** The seeker's own data only (DESIGN.md §6). */
export function requireSelf(me: AuthUser, userId: string): AuthUser {
  requireSeeker(me);
  if (me.id !== userId) throw forbidden('You can only see your own jobs');
  return me;
}

/** Reads of the cache a feed request begins early (`readAhead`). */
type ReadAhead = { feed?: Promise<CachedFeed | null>; opened?: Promise<OpenedMarks> };

/** Seeker job reads: feed, filter, detail, dashboard (spec 000 §2.7, §2.8, §7 "Jobs"). */
export function feedService(ctx: AppContext) {
  const logoUrl = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);

  const { seekerOf, feedPageJobs, seekerAnswered } = feedStatements(ctx.db);
  /**
   * The page's jobs as cards, in the order of `ids`: those this instance keeps unchanged
   * (feed-kept.ts) when the seeker's answers are known, the others read by `feedPageJobs`.
   */
  const loadFeedJobs = async (
    seekerId: string,
    ids: readonly string[],
    answered: ReadonlySet<string> | null,
  ): Promise<FeedCard[]> => {
    if (ids.length === 0) return [];
    const read = async (some: readonly string[]): Promise<FeedCard[]> =>
      inOrder(
        some,
        (await feedPageJobs.execute({ ids: some, seekerId })).map((item) => toCard(item, logoUrl)),
      );
    const rows =
      answered && kept.enabled
        ? (await kept.jobs(ids, read)).filter((r) => !answered.has(r.id))
        : await read(ids);
    if (rows.length < ids.length && windows.enabled) {
      // Not Open any more, or answered meanwhile: the windows holding them are read again.
      const live = new Set(rows.map((r) => r.id));
      windows.forgetJobs(ids.filter((id) => !live.has(id)));
    }
    return rows;
  };
  // What the plain feed reads of the seeker and its jobs, kept while unchanged (feed-kept.ts).
  const kept = feedKept<Awaited<ReturnType<typeof seekerAnswered>>, FeedCard>({
    cache: ctx.cache,
    idOf: (r) => r.id,
    // a seeker's share, in about 1 KB: their match data, and about 80 bytes an answer (a probe)
    weighSeeker: (s) => 1 + s.answered.size / 12,
    seconds: ctx.config.FEED_KEPT_SECONDS,
  });
  const seekerAnsweredKept = (userId: string) =>
    kept.enabled ? kept.seeker(userId, () => seekerAnswered(userId)) : seekerAnswered(userId);
  const windows = feedWindows({
    database: ctx.database,
    cache: ctx.cache,
    seconds: ctx.config.FEED_WINDOW_SECONDS,
    maxRows: ctx.config.FEED_WINDOW_ROWS,
  });
  // a job this process closed leaves its windows at once (other instances find it on reading)
  const unsubscribe = onFeedChange((change) => {
    if (change.jobs && windows.enabled) windows.forgetJobs(change.jobs);
  });

  /**
   * The plain feed's ranking from the shared windows (feed-windows.ts), else in SQL: the same
   * ids and total either way. A filter always ranks in SQL.
   */
  async function rankIds(
    q: FeedQuery,
    answered: ReadonlySet<string> | null,
    ahead?: ReadAhead,
  ): Promise<{ ids: string[]; total: number }> {
    if (!q.filter && answered && windows.enabled) {
      const ranked = await windows.rank(q, answered, ahead?.opened);
      if (ranked) return ranked;
    }
    return rankedJobIds(ctx.database, q);
  }

  const feeds = feedCache(ctx.cache, ctx.config);
  const depth = ctx.config.FEED_CACHE_DEPTH;

  function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** A page ranked now (the filter, pages past the cached ones, the feed without a cache). */
  async function rankedNow(
    seekerId: string,
    seeker: MatchSeeker,
    page: number,
    filter: JobFilter | undefined,
    answered: ReadonlySet<string> | null,
    ahead: ReadAhead,
  ) {
    const { ids, total } = await rankIds(
      { seekerId, seeker, filter, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
      answered,
      ahead,
    );
    return { items: await loadFeedJobs(seekerId, ids, answered), total };
  }

  /**
   * A feed page from the seeker's cached ranking (platform/feed-cache.ts), ranking the first `depth` ids
   * on a miss. Each id is checked again on reading (still Open, not answered); those that are
   * not leave the cached feed and the page is read again, so it stays full. Null when the page
   * lies past what the cache holds.
   */
  async function cachedPage(
    seekerId: string,
    seeker: MatchSeeker,
    page: number,
    answered: ReadonlySet<string>,
    ahead: ReadAhead,
  ) {
    const start = page * PAGE_SIZE;
    const profile = profileVersion(seeker);
    let entry = await feeds.get(seekerId, profile, ahead.feed);
    if (!entry) {
      if (start + PAGE_SIZE > depth) return null;
      const query = { seekerId, seeker, limit: depth, offset: 0 };
      const { ids, total } = await rankIds(query, answered, ahead);
      entry = feeds.keep(seekerId, { profile, ids, total, complete: total <= ids.length });
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const ids = entry.ids.slice(start, start + PAGE_SIZE);
      if (ids.length < PAGE_SIZE && !entry.complete) return null;
      const rows = await loadFeedJobs(seekerId, ids, answered);
      if (rows.length === ids.length) {
        return { items: rows, total: entry.total, ids, entry };
      }
      const live = new Set(rows.map((r) => r.id));
      const next = await feeds.drop(
        seekerId,
        ids.filter((id) => !live.has(id)),
        entry,
      );
      if (!next) return null;
      entry = next;
    }
    return null;
  }

  /**
   * What the plain feed reads of the cache besides the seeker's own: begun with it, so that the
   * cache is asked once for all of it, not in turn (issue 17 item 1: on a first read the
   * seeker's mark, their cached feed and their categories' marks were three round trips). The
   * categories are those of the seeker kept in this instance, checked when the ranking reads them.
   */
  function readAhead(seekerId: string): ReadAhead {
    const held = kept.enabled && windows.enabled ? kept.held(seekerId) : null;
    return {
      feed: feeds.enabled ? feeds.read(seekerId) : undefined,
      opened: held ? windows.openedMarks([...new Set(held.seeker.categories)]) : undefined,
    };
  }

  async function rankedPage(seekerId: string, page: number, filter?: JobFilter) {
    const ahead: ReadAhead = filter ? {} : readAhead(seekerId);
    // the plain feed reads the seeker's answers with them (its ranking leaves them out)
    const { seeker, answered } = filter
      ? { seeker: await seekerOf(seekerId), answered: null }
      : await seekerAnsweredKept(seekerId);
    const cachedResult =
      answered && feeds.enabled ? await cachedPage(seekerId, seeker, page, answered, ahead) : null;
    const { items, total } =
      cachedResult ?? (await rankedNow(seekerId, seeker, page, filter, answered, ahead));
    let message: string | undefined;
    if (total === 0) {
      if (filter) message = NO_RECORDS;
      else message = answered?.size ? ALL_VISITED : NO_MATCH;
    }
    return { items, seeker, count: total, message, cached: cachedResult };
  }

  /** POST /job/filter: a ranked page with its count, as JSON. */
  async function ranked(seekerId: string, page: number, filter?: JobFilter) {
    const { items, seeker, count, message } = await rankedPage(seekerId, page, filter);
    return pageJson(items, seeker, count, message);
  }

  /**
   * GET /job/all: the page as sent. A page answered before comes from the page cache as it was
   * stored, Brotli-compressed, with no SQL (platform/feed-cache.ts says what keeps it right);
   * otherwise it is built from the cached ranking (or ranked) and kept for the next read.
   */
  async function feedAnswer(
    seekerId: string,
    page: number,
  ): Promise<{ json: Buffer | null; br: Buffer | null }> {
    const stored = await feeds.page(seekerId, page);
    if (stored) return { json: null, br: stored };
    const builtAt = markNow(); // compared with the change marks (platform/feed-marks.ts)
    const { items, seeker, count, message, cached } = await rankedPage(seekerId, page);
    const json = pageJson(items, seeker, count, message);
    const br = cached
      ? await feeds.keepPage(seekerId, page, {
          builtAt,
          ids: cached.ids,
          json,
          entry: cached.entry,
        })
      : null;
    return { json, br };
  }

  /** One Open job as a visitor sees it (the shared job page). */
  async function publicJob(jobId: string): Promise<SeekerJob> {
    const [item] = await jobsShown(ctx.db).where(and(eq(jobs.id, jobId), eq(jobs.status, OPEN)));
    if (!item) throw jobGone();
    return toSeekerJob(item, logoUrl, null);
  }

  /** One Open job for a seeker, with their application status and the contact rule. */
  async function seekerDetail(seekerId: string, jobId: string): Promise<SeekerJob> {
    const [item] = await jobsShown(ctx.db).where(and(eq(jobs.id, jobId), eq(jobs.status, OPEN)));
    if (!item) throw jobGone();
    const [app] = await ctx.db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId)));
    const seeker = await seekerOf(seekerId);
    return toSeekerJob(
      item,
      logoUrl,
      seeker,
      (app?.status as ApplicationStatus | undefined) ?? null,
    );
  }

  /** The seeker's answer (seeker-answers.ts); the job leaves their cached feed at once. */
  async function respond(seekerId: string, jobId: string, next: SeekerResponse) {
    const result = await answerJob(ctx.db, seekerId, jobId, next);
    await feeds.drop(seekerId, [jobId]);
    return result;
  }

  return {
    ranked,
    feedAnswer,
    publicJob,
    seekerDetail,
    recordView: (jobId: string, viewerId: string) => recordView(ctx, jobId, viewerId),
    respond,
    dashboard: (seekerId: string, tab: number, page: number) =>
      seekerDashboard({ db: ctx.db, logoUrl, seekerOf }, seekerId, tab, page),
    /** The app is closing: the shared windows and what is kept go. */
    close: () => {
      unsubscribe();
      windows.close();
      kept.close();
    },
  };
}

import {
  type ApplicationStatus,
  CONTACT_STATUSES,
  type JobFilter,
  type MatchSeeker,
  matchScore,
  OTHER_SKILL,
  PAGE_SIZE,
  placeNames,
  ROLE,
  respondOutcome,
  SEEKER_DASHBOARD_TABS,
  type SeekerApplication,
  type SeekerJob,
  type SeekerResponse,
  statusesLeadingTo,
} from '@kaamkaj/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { Executor, Tx } from '../../platform/db/client';
import {
  applications,
  companies,
  files,
  jobCategories,
  jobs,
  seekerProfiles,
  users,
} from '../../platform/db/schema';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import {
  type CachedFeed,
  feedCache,
  markNow,
  onFeedChange,
  profileVersion,
} from '../../platform/feed-cache';
import { newId } from '../../platform/ids';
import { notify } from '../../platform/notify';
import { type FeedQuery, rankedJobIds } from './feed.queries';
import { feedKept } from './feed-kept';
import { feedWindows, type OpenedMarks } from './feed-windows';

type JobRow = typeof jobs.$inferSelect;
const VIEW_WINDOW_SECONDS = 24 * 60 * 60;
const OPEN = 0;

// spec 000 §8 texts of the empty outcomes.
export const NO_MATCH = 'No matching job found, please complete profile on My Profile page.';
export const ALL_VISITED = 'You visited all posted jobs';
export const NO_RECORDS = 'Sorry! No records found';
export const JOB_GONE = 'job no longer available';

export const jobGone = () => new AppError(404, 'JOB_NOT_AVAILABLE', JOB_GONE);

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

// What matching reads of a seeker, from seeker_profiles (spec 000 §3.3).
const matchColumns = {
  addressCurrent: seekerProfiles.addressCurrent,
  addressWork: seekerProfiles.addressWork,
  addressHome: seekerProfiles.addressHome,
  jobIntrested: seekerProfiles.jobIntrested,
  experience: seekerProfiles.experience,
  salaryFrom: seekerProfiles.salaryFrom,
  salaryTo: seekerProfiles.salaryTo,
  gender: seekerProfiles.gender,
};
type MatchRow = { [K in keyof typeof matchColumns]: (typeof seekerProfiles.$inferSelect)[K] };

function toMatchSeeker(p: MatchRow | undefined): MatchSeeker {
  const interests = p?.jobIntrested ?? [];
  return {
    districts: [p?.addressCurrent, p?.addressWork, p?.addressHome],
    categories: interests.map((i) => i.job_category),
    skills: [...new Set(interests.flatMap((i) => i.skills))],
    experience: p?.experience ?? null,
    salary_from: p?.salaryFrom ?? null,
    salary_to: p?.salaryTo ?? null,
    gender: p?.gender ?? null,
  };
}

/** What matching reads of a seeker (spec 000 §3.3). */
export async function loadMatchSeeker(db: Executor, userId: string): Promise<MatchSeeker> {
  const [p] = await db
    .select(matchColumns)
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, userId));
  return toMatchSeeker(p);
}

/**
 * DESIGN.md §5: an application is a change the employer sees, so it is told to them in the
 * transaction that writes it, in their language (JOB_APPLIED, spec 000 §4).
 */
async function notifyApplied(
  tx: Tx,
  a: { seekerId: string; jobId: string; title: string; employerId: string },
) {
  const [seeker] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, a.seekerId));
  await notify(tx, [
    {
      userId: a.employerId,
      type: 'JOB_APPLIED',
      vars: { seeker_name: seeker?.name ?? undefined, job_title: a.title },
      data: { job_id: a.jobId, seeker_id: a.seekerId },
      dedupeKey: `JOB_APPLIED:${a.jobId}:${a.seekerId}`,
    },
  ]);
}

// The columns a seeker is shown of a job (SeekerJob), all a feed page reads of its 30 jobs (not
// their counts, owner or timestamps; a little less to read and map, bench/README.md eighth run).
const shownColumns = {
  id: jobs.id,
  jobTitle: jobs.jobTitle,
  companyName: jobs.companyName,
  district: jobs.district,
  jobLocation: jobs.jobLocation,
  salaryFrom: jobs.salaryFrom,
  salaryTo: jobs.salaryTo,
  category: jobs.category,
  skills: jobs.skills,
  otherSkills: jobs.otherSkills,
  experience: jobs.experience,
  jobTimings: jobs.jobTimings,
  jobType: jobs.jobType,
  gender: jobs.gender,
  qualification: jobs.qualification,
  description: jobs.description,
  animatedDescription: jobs.animatedDescription,
  audioDescription: jobs.audioDescription,
  canContactEmp: jobs.canContactEmp,
  status: jobs.status,
  createdAt: jobs.createdAt,
};

/** What a job's match reasons read of it. */
type MatchedJob = Pick<
  JobRow,
  'district' | 'category' | 'skills' | 'experience' | 'salaryFrom' | 'salaryTo'
>;

/** Why a job matches the seeker (spec 000 §3.3), as the page shows it. */
function reasonsFor(seeker: MatchSeeker, row: MatchedJob) {
  return matchScore(seeker, {
    district: row.district,
    category: row.category,
    skills: row.skills,
    experience: row.experience,
    salary_from: row.salaryFrom,
    salary_to: row.salaryTo,
  }).match_reasons;
}

type Loaded = {
  job: Pick<JobRow, keyof typeof shownColumns>;
  logoKey: string | null;
  catEn: string | null;
  catHi: string | null;
  contact: string | null;
};

/**
 * A job of a feed page: its id, what its match reasons read, and its card, the JSON of what every
 * seeker is shown of it without the seeker's own last three fields (match_reasons, status,
 * company_contact), built once per read (issue 17: a page built from kept jobs spent more on
 * building and serializing its 30 objects than on ranking them). UTF-8 bytes, not a string: a
 * JavaScript string holding one character past Latin-1 (any Hindi) takes two bytes for each; a
 * kept job of the bench's took 2.0 KB with a string card, 1.3 KB with bytes (bench/README.md,
 * ninth run).
 */
type FeedCard = { id: string; match: MatchedJob; json: Buffer };
const CARD_END = ',"match_reasons":[],"status":null,"company_contact":null}';
const PAGE_START = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');
/** UTF-8 bytes of their own, not a slice of Buffer's shared pool: kept a minute, a slice would
 * keep its whole 8 KB slab alive. */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * A card's last fields for its match reasons, as bytes, made once for each set of reasons (at
 * most 32: the reasons are five words, always in the same order); a page's cards share them
 * instead of each writing its own.
 */
const cardEnds = new Map<string, Buffer>();
function cardEnd(reasons: readonly string[]): Buffer {
  const key = reasons.join();
  let end = cardEnds.get(key);
  if (end === undefined) {
    end = ownBytes(
      `,"match_reasons":${JSON.stringify(reasons)},"status":null,"company_contact":null}`,
    );
    cardEnds.set(key, end);
  }
  return end;
}

/** Reads of the cache a feed request begins early (`readAhead`). */
type ReadAhead = { feed?: Promise<CachedFeed | null>; opened?: Promise<OpenedMarks> };

/** Seeker job reads: feed, filter, detail, dashboard (spec 000 §2.7, §2.8, §7 "Jobs"). */
export function feedService(ctx: AppContext) {
  const logoUrl = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);

  const loadJobs = (db: Executor) =>
    db
      .select({
        job: jobs,
        logoKey: files.objectKey,
        catEn: jobCategories.nameEn,
        catHi: jobCategories.nameHi,
        // spec 001: the company's contact person, else the employer's own number
        contact: sql<
          string | null
        >`coalesce(${companies.contactPersonNumber}, ${users.contact})`.as('contact'),
      })
      .from(jobs)
      .leftJoin(files, eq(files.id, jobs.companyLogoFile))
      .leftJoin(jobCategories, eq(jobCategories.id, jobs.category))
      .leftJoin(companies, eq(companies.userId, jobs.createdBy))
      .leftJoin(users, eq(users.id, jobs.createdBy));

  // The two reads of every feed request, prepared once (named statements on PostgreSQL).
  const matchSeekerRow = ctx.db
    .select(matchColumns)
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, sql.placeholder('userId')))
    .prepare('feed_match_seeker');
  const seekerOf = async (userId: string) =>
    toMatchSeeker((await matchSeekerRow.execute({ userId }))[0]);
  /**
   * A feed page's jobs that are still Open and not answered by the seeker, so without contact
   * (spec 000 §2.7): only the job's shown columns, its logo and category names, small to plan,
   * run and map.
   */
  const feedPageJobs = ctx.db
    .select({
      job: shownColumns,
      logoKey: files.objectKey,
      catEn: jobCategories.nameEn,
      catHi: jobCategories.nameHi,
      contact: sql<string | null>`null`.as('contact'),
    })
    .from(jobs)
    .leftJoin(files, eq(files.id, jobs.companyLogoFile))
    .leftJoin(jobCategories, eq(jobCategories.id, jobs.category))
    .where(
      and(
        sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(jobs.status, OPEN),
        sql`${jobs.id} <> all(array(select a.job_id from ${applications} a where a.seeker_id = ${sql.placeholder('seekerId')}))`,
      ),
    )
    .prepare('feed_page_jobs');
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
      inOrder(some, (await feedPageJobs.execute({ ids: some, seekerId })).map(toCard));
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
  /**
   * The seeker's match data and every job they answered (which their ranking leaves out,
   * feed-windows.ts), in one statement: the plain feed's first read.
   */
  const matchSeekerAnswered = ctx.db
    .select({
      ...matchColumns,
      answered: sql<
        string[]
      >`array(select a.job_id::text from ${applications} a where a.seeker_id = ${seekerProfiles.userId})`,
    })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, sql.placeholder('userId')))
    .prepare('feed_match_seeker_answered');
  const seekerAnswered = async (userId: string) => {
    const [row] = await matchSeekerAnswered.execute({ userId });
    return { seeker: toMatchSeeker(row), answered: new Set(row?.answered ?? []) };
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

  function toSeekerJob(
    item: Loaded,
    seeker: MatchSeeker | null,
    status: ApplicationStatus | null = null,
  ): SeekerJob {
    const row = item.job;
    const showContact =
      status !== null &&
      (CONTACT_STATUSES as readonly string[]).includes(status) &&
      row.canContactEmp;
    return {
      _id: row.id,
      job_title: row.jobTitle,
      company_name: row.companyName,
      company_logo: logoUrl(item.logoKey),
      district: row.district,
      district_name: row.district ? placeNames(row.district) : null,
      job_location: row.jobLocation,
      salary_from: row.salaryFrom,
      salary_to: row.salaryTo,
      category: row.category,
      category_name: item.catEn ? { en: item.catEn, hi: item.catHi ?? item.catEn } : null,
      skills: row.skills.map((s) => (s === OTHER_SKILL && row.otherSkills ? row.otherSkills : s)),
      other_skills: row.otherSkills,
      experience: row.experience,
      job_timings: row.jobTimings,
      job_type: row.jobType,
      gender: row.gender,
      qualification: row.qualification,
      description: row.description,
      animated_description: row.animatedDescription,
      audio_description: row.audioDescription,
      can_contact_emp: row.canContactEmp,
      job_status: row.status,
      created_at: row.createdAt.toISOString(),
      match_reasons: seeker ? reasonsFor(seeker, row) : [],
      status,
      company_contact: showContact ? item.contact : null,
    };
  }

  const feeds = feedCache(ctx.cache, ctx.config);
  const depth = ctx.config.FEED_CACHE_DEPTH;

  function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  function toCard(item: Loaded): FeedCard {
    const whole = JSON.stringify(toSeekerJob(item, null));
    if (!whole.endsWith(CARD_END)) throw new Error('a feed card ends with the seeker fields');
    const { id, district, category, skills, experience, salaryFrom, salaryTo } = item.job;
    return {
      id,
      match: { district, category, skills, experience, salaryFrom, salaryTo },
      json: ownBytes(whole.slice(0, -CARD_END.length)),
    };
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

  /**
   * The feed page's JSON (UTF-8), as JSON.stringify of its SeekerJobs would write it, from the
   * cards and the seeker's match reasons.
   */
  function pageJson(cards: FeedCard[], seeker: MatchSeeker, count: number, message?: string) {
    const parts: Buffer[] = [PAGE_START];
    cards.forEach((card, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(card.json, cardEnd(reasonsFor(seeker, card.match)));
    });
    const tail = message ? `,"message":${JSON.stringify(message)}` : '';
    parts.push(Buffer.from(`],"count":${count}${tail}}`));
    return Buffer.concat(parts);
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
    const builtAt = markNow(); // compared with the change marks (platform/feed-cache.ts)
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
    const [item] = await loadJobs(ctx.db).where(and(eq(jobs.id, jobId), eq(jobs.status, OPEN)));
    if (!item) throw jobGone();
    return toSeekerJob(item, null);
  }

  /** One Open job for a seeker, with their application status and the contact rule. */
  async function seekerDetail(seekerId: string, jobId: string): Promise<SeekerJob> {
    const [item] = await loadJobs(ctx.db).where(and(eq(jobs.id, jobId), eq(jobs.status, OPEN)));
    if (!item) throw jobGone();
    const [app] = await ctx.db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId)));
    const seeker = await seekerOf(seekerId);
    return toSeekerJob(item, seeker, (app?.status as ApplicationStatus | undefined) ?? null);
  }

  /**
   * POST /job/record/view: one more view of an Open job, counted once per viewer a day (issue
   * 15: called in a loop it inflated the count); a repeat answers the count as it is.
   */
  async function recordView(jobId: string, viewerId: string): Promise<number> {
    const first = await ctx.limiter.hit(`job-view:${jobId}:${viewerId}`, 1, VIEW_WINDOW_SECONDS);
    const open = and(eq(jobs.id, jobId), eq(jobs.status, OPEN));
    const [row] = first.allowed
      ? await ctx.db
          .update(jobs)
          .set({ views: sql`${jobs.views} + 1` })
          .where(open)
          .returning({ views: jobs.views })
      : await ctx.db.select({ views: jobs.views }).from(jobs).where(open);
    if (!row) throw jobGone();
    return row.views;
  }

  /**
   * The seeker's answer (spec 000 §4), in one transaction: the job must be Open; a first answer
   * inserts, a change updates only from a status that leads to it (Saved), and a repeated answer
   * changes nothing. The unique (seeker_id, job_id) index makes a double tap one row.
   */
  async function respond(seekerId: string, jobId: string, next: SeekerResponse) {
    const result = await answer(seekerId, jobId, next);
    // An answered job leaves the seeker's cached feed at once (platform/feed-cache.ts).
    await feeds.drop(seekerId, [jobId]);
    return result;
  }

  function answer(seekerId: string, jobId: string, next: SeekerResponse) {
    return ctx.db.transaction(async (tx) => {
      const [job] = await tx
        .select({ status: jobs.status, title: jobs.jobTitle, employerId: jobs.createdBy })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .for('share');
      if (!job || job.status !== OPEN) throw jobGone();
      const now = new Date();
      const from = statusesLeadingTo(next);
      const [written] = await tx
        .insert(applications)
        .values({ id: newId(), seekerId, jobId, status: next, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [applications.seekerId, applications.jobId],
          set: { status: next, updatedAt: now },
          setWhere: from.length ? inArray(applications.status, from) : sql`false`,
        })
        .returning({ status: applications.status });
      if (written) {
        if (next === 'Applied') {
          // DESIGN.md §5: an application is a change the employer sees: audit row and notification
          await writeAudit(tx, {
            actorId: seekerId,
            action: 'application.applied',
            subjectId: jobId,
            detail: { job_id: jobId },
          });
          await notifyApplied(tx, {
            seekerId,
            jobId,
            title: job.title,
            employerId: job.employerId,
          });
        }
        return { job_id: jobId, status: next, changed: true };
      }
      const [existing] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(and(eq(applications.seekerId, seekerId), eq(applications.jobId, jobId)));
      const current = existing?.status ?? null;
      if (respondOutcome(current, next) === 'same') {
        return { job_id: jobId, status: next, changed: false };
      }
      throw badRequest(
        'RESPONSE_NOT_ALLOWED',
        `You cannot change your response from ${current} to ${next}`,
      );
    });
  }

  const liveOf = (seekerId: string) =>
    and(eq(applications.seekerId, seekerId), eq(jobs.status, OPEN));

  /** Seeker dashboard (spec 000 §2.8): a tab's live jobs, 30 a page, and every tab's count. */
  async function dashboard(seekerId: string, tab: number, page: number) {
    const statuses = [...(SEEKER_DASHBOARD_TABS[tab]?.statuses ?? [])];
    const grouped = await ctx.db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(liveOf(seekerId))
      .groupBy(applications.status);
    const counts = SEEKER_DASHBOARD_TABS.map((t) =>
      grouped
        .filter((g) => (t.statuses as readonly string[]).includes(g.status))
        .reduce((sum, g) => sum + Number(g.n), 0),
    );
    // The tab's page of answers, then their jobs through the one job read of this service.
    const answers = await ctx.db
      .select({
        jobId: applications.jobId,
        status: applications.status,
        at: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(liveOf(seekerId), inArray(applications.status, statuses)))
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE);
    const loaded =
      answers.length === 0
        ? []
        : await loadJobs(ctx.db).where(
            inArray(
              jobs.id,
              answers.map((a) => a.jobId),
            ),
          );
    const byId = new Map(loaded.map((item) => [item.job.id, item]));
    const seeker = await seekerOf(seekerId);
    const data: SeekerApplication[] = answers.flatMap((a) => {
      const item = byId.get(a.jobId);
      if (!item) return [];
      const status = a.status as ApplicationStatus;
      return [{ ...toSeekerJob(item, seeker, status), status, updated_at: a.at.toISOString() }];
    });
    return { data, count: counts[tab] ?? 0, tab_counts: counts };
  }

  return {
    ranked,
    feedAnswer,
    publicJob,
    seekerDetail,
    recordView,
    respond,
    dashboard,
    /** The app is closing: the shared windows and what is kept go. */
    close: () => {
      unsubscribe();
      windows.close();
      kept.close();
    },
  };
}

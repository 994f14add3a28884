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
import { feedCache, profileVersion } from '../../platform/feed-cache';
import { newId } from '../../platform/ids';
import { notify } from '../../platform/notify';
import { type FeedQuery, rankedJobIds } from './feed.queries';
import { feedWindows } from './feed-windows';

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

type Loaded = {
  job: Pick<JobRow, keyof typeof shownColumns>;
  logoKey: string | null;
  catEn: string | null;
  catHi: string | null;
  contact: string | null;
};

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
  const loadFeedJobs = async (seekerId: string, ids: readonly string[]): Promise<Loaded[]> => {
    if (ids.length === 0) return [];
    const rows: Loaded[] = await feedPageJobs.execute({ ids, seekerId });
    if (rows.length < ids.length && windows.enabled) {
      // Not Open any more, or answered meanwhile: the windows holding them are read again.
      const live = new Set(rows.map((r) => r.job.id));
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
  const windows = feedWindows({
    database: ctx.database,
    cache: ctx.cache,
    seconds: ctx.config.FEED_WINDOW_SECONDS,
    maxRows: ctx.config.FEED_WINDOW_ROWS,
  });

  /**
   * The plain feed's ranking from the shared windows (feed-windows.ts), else in SQL: the same
   * ids and total either way. A filter always ranks in SQL.
   */
  async function rankIds(
    q: FeedQuery,
    answered: ReadonlySet<string> | null,
  ): Promise<{ ids: string[]; total: number }> {
    if (!q.filter && answered && windows.enabled) {
      const ranked = await windows.rank(q, answered);
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
      match_reasons: seeker
        ? matchScore(seeker, {
            district: row.district,
            category: row.category,
            skills: row.skills,
            experience: row.experience,
            salary_from: row.salaryFrom,
            salary_to: row.salaryTo,
          }).match_reasons
        : [],
      status,
      company_contact: showContact ? item.contact : null,
    };
  }

  const feeds = feedCache(ctx.cache, ctx.config.FEED_CACHE_SECONDS);
  const depth = ctx.config.FEED_CACHE_DEPTH;

  function inOrder(ids: readonly string[], rows: Loaded[]): Loaded[] {
    const byId = new Map(rows.map((r) => [r.job.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** A page ranked now (the filter, pages past the cached ones, the feed without a cache). */
  async function rankedNow(
    seekerId: string,
    seeker: MatchSeeker,
    page: number,
    filter: JobFilter | undefined,
    answered: ReadonlySet<string> | null,
  ) {
    const { ids, total } = await rankIds(
      { seekerId, seeker, filter, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
      answered,
    );
    return { items: inOrder(ids, await loadFeedJobs(seekerId, ids)), total };
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
  ) {
    const start = page * PAGE_SIZE;
    const profile = profileVersion(seeker);
    let entry = await feeds.get(seekerId, profile);
    if (!entry) {
      if (start + PAGE_SIZE > depth) return null;
      const query = { seekerId, seeker, limit: depth, offset: 0 };
      const { ids, total } = await rankIds(query, answered);
      entry = await feeds.keep(seekerId, { profile, ids, total, complete: total <= ids.length });
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const ids = entry.ids.slice(start, start + PAGE_SIZE);
      if (ids.length < PAGE_SIZE && !entry.complete) return null;
      const rows = await loadFeedJobs(seekerId, ids);
      if (rows.length === ids.length) {
        return { items: inOrder(ids, rows), total: entry.total, ids, entry };
      }
      const live = new Set(rows.map((r) => r.job.id));
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

  async function rankedPage(seekerId: string, page: number, filter?: JobFilter) {
    // the plain feed reads the seeker's answers with them (its ranking leaves them out)
    const { seeker, answered } = filter
      ? { seeker: await seekerOf(seekerId), answered: null }
      : await seekerAnswered(seekerId);
    const cachedResult =
      answered && feeds.enabled ? await cachedPage(seekerId, seeker, page, answered) : null;
    const { items, total } =
      cachedResult ?? (await rankedNow(seekerId, seeker, page, filter, answered));
    const data = items.map((item) => toSeekerJob(item, seeker));
    let message: string | undefined;
    if (total === 0) {
      if (filter) message = NO_RECORDS;
      else message = answered?.size ? ALL_VISITED : NO_MATCH;
    }
    return { data, count: total, message, cached: cachedResult };
  }

  /** POST /job/filter: a ranked page with its count. */
  async function ranked(seekerId: string, page: number, filter?: JobFilter) {
    const { data, count, message } = await rankedPage(seekerId, page, filter);
    return { data, count, message };
  }

  /**
   * GET /job/all: the page as sent. A page answered before comes from the page cache as it was
   * stored, Brotli-compressed, with no SQL (platform/feed-cache.ts says what keeps it right);
   * otherwise it is built from the cached ranking (or ranked) and kept for the next read.
   */
  async function feedAnswer(
    seekerId: string,
    page: number,
  ): Promise<{ json: string; br: Buffer | null }> {
    const stored = await feeds.page(seekerId, page);
    if (stored) return { json: '', br: stored };
    const builtAt = Date.now();
    const { data, count, message, cached } = await rankedPage(seekerId, page);
    const json = JSON.stringify({ success: true, data, count, ...(message ? { message } : {}) });
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
    /** The app is closing: the shared windows go. */
    close: () => windows.close(),
  };
}

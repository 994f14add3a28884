import { createHash } from 'node:crypto';
import { COUNT_CAP, PAGE_SIZE } from '@kaamkaj/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createEmployer, type Employer } from '../../../test/company';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { adminSearchCountKey } from './admin-jobs-search';

// issue 17 item 2: the admin lists read indexes, not whole tables, and still list, order, find
// and count the right rows. 20,000 employers with their companies, 20,000 jobs, audit entries,
// contact messages and e-mail change requests made in SQL, each row's fields a formula of its
// number i (a newer row has a smaller i); names end in md5 hex, so their trigrams differ as real
// names do. Every SELECT a list request sends is recorded and EXPLAINed:
// none may read one of those tables whole (`Seq Scan`).

const N = 20_000;
/** jobs older than the N, "Old welder 1" to "Old welder 1500" */
const OLD = 1_500;
const hex = (key: string) => createHash('md5').update(key).digest('hex').slice(0, 10);
const title = (i: number) => `Job ${hex(`t${i}`)}`;
const shop = (i: number) => `Shop ${hex(`s${i}`)}`;
const companyName = (i: number) => `Company ${hex(`c${i}`)}`;
/** job i is posted by employer 1 + i % N */
const employerOf = (i: number) => 1 + (i % N);
const uid = (key: string) =>
  `overlay(overlay(md5(${key}) placing '7' from 13 for 1) placing '8' from 17 for 1)::uuid`;
const BIG_TABLES =
  /Seq Scan on (jobs|users|companies|audit_log|contact_messages|email_change_requests)\b/;

let t: TestApp;
let admin: Employer;
let statements: { text: string; params: unknown[] }[] | null = null;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  const sql = (text: string) => t.database.query(text, []);
  await sql(
    `insert into users (id, role, contact, contact_verified, email, name, lang)
     select ${uid("'admin-plan' || i")}, 2,
            '6' || lpad(i::text, 9, '0'), true, 'plan' || i || '@example.in', 'Plan user ' || i,
            'hi'
     from generate_series(1, ${N}) i`,
  );
  await sql(
    `insert into companies (user_id, hiring_for, organization_type, company_name,
                            verification_status, updated_at)
     select ${uid("'admin-plan' || i")}, 'own', 'company',
            'Company ' || substr(md5('c' || i), 1, 10),
            (array['Not Initiated', 'In Progress', 'Approved', 'Declined'])[1 + i % 4],
            now() - i * interval '1 minute'
     from generate_series(1, ${N}) i`,
  );
  await sql(
    `insert into jobs (id, created_by, job_title, company_name, district, category, openings,
                       experience, job_timings, job_type, gender, description, status,
                       animated_jd_required, created_at)
     select ${uid("'admin-plan-job' || i")}, ${uid(`'admin-plan' || (1 + i % ${N})`)},
            'Job ' || substr(md5('t' || i), 1, 10), 'Shop ' || substr(md5('s' || i), 1, 10),
            'up-lucknow', 'driver', 1, 0, 0, 0, 0,
            'A job', i % 5, i % 200 = 0, now() - i * interval '1 second'
     from generate_series(1, ${N}) i`,
  );
  await sql(
    `insert into audit_log (id, actor_id, action, subject_id, created_at)
     select ${uid("'admin-plan-audit' || i")}, ${uid("'admin-plan1'")}, 'job.deactivate',
            ${uid("'admin-plan-job' || i")}, now() - i * interval '1 second'
     from generate_series(1, ${N}) i`,
  );
  await sql(
    `insert into contact_messages (id, name, contact_details, message, kind, handled_at,
                                   created_at)
     select ${uid("'admin-plan-msg' || i")}, 'Plan sender ' || i, '9876543210', 'Hello',
            case when i % 10 = 0 then 'feedback' else 'contact' end,
            case when i % 2 = 0 then now() end, now() - i * interval '1 second'
     from generate_series(1, ${N}) i`,
  );
  await sql(
    `insert into email_change_requests (id, user_id, new_email, status, created_at)
     select ${uid("'admin-plan-email' || i")}, ${uid("'admin-plan' || i")},
            'new' || i || '@example.in', case when i % 4 = 0 then 'Open' else 'Approved' end,
            now() - i * interval '1 second'
     from generate_series(1, ${N}) i`,
  );
  // older than all of those, posted by the admin (no company name a test looks for): OLD jobs
  // whose titles share a text that no newer job has (issue 17 item 2: a text matching only old
  // jobs had the planner walk the whole newest-first index)
  await sql(
    `insert into jobs (id, created_by, job_title, company_name, district, category, openings,
                       experience, job_timings, job_type, gender, description, status, created_at)
     select ${uid("'admin-plan-old' || k")}, '${admin.id}', 'Old welder ' || k, 'Old works',
            'up-lucknow', 'driver', 1, 0, 0, 0, 0, 'A job', 1,
            now() - (${N} + k) * interval '1 second'
     from generate_series(1, ${OLD}) k`,
  );
  // vacuum moves the rows a GIN index holds in its pending list (fast update) into the index,
  // as autovacuum does after a bulk insert; before, the planner rightly counts the list's cost
  const tables = ['users', 'companies', 'jobs', 'audit_log', 'contact_messages'];
  // (job_company_names too: ANALYZE keeps its names' common words, migration 0028)
  for (const table of [...tables, 'email_change_requests', 'job_company_names']) {
    await sql(`vacuum analyze ${table}`);
  }

  // every statement the app sends from here is recorded while `statements` is set: through
  // drizzle's logger, which sees the statements of a transaction too
  const recorder = {
    logQuery(text: string, params: unknown[]) {
      if (statements) statements.push({ text, params });
    },
  };
  const recordOn = (db: unknown) => {
    const { session } = db as { session: { logger: unknown; options: { logger?: unknown } } };
    session.logger = recorder;
    session.options.logger = recorder;
  };
  recordOn(t.database.db);
  // and those of the lookups with sequential scans off (a transaction that sets them off: on
  // PostgreSQL on a connection of the pool, with a query builder of its own), after the mark
  // SEQSCAN_OFF
  const withoutSeqScans = t.database.withoutSeqScans.bind(t.database);
  t.database.withoutSeqScans = (read) =>
    withoutSeqScans((db) => {
      statements?.push({ text: SEQSCAN_OFF, params: [] });
      recordOn(db);
      return read(db);
    });
}, 120_000);

/** Recorded where a lookup begins that runs with the planner's sequential scans off. */
const SEQSCAN_OFF = '-- sequential scans off';
afterAll(() => t.app.close());

/** The list's answer, and the plans of every SELECT it sent. */
async function list(url: string) {
  statements = [];
  const res = await call(t.app, { method: 'GET', url, token: admin.token });
  const sent = statements;
  statements = null;
  expect(sent.length).toBeGreaterThan(0); // the recorder saw the request's statements
  const plans: string[] = [];
  for (const s of sent.filter((s) => /^\s*(select|\()/i.test(s.text))) {
    const rows = await t.database.query<{ 'QUERY PLAN': string }>(`explain ${s.text}`, s.params);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return {
    res,
    plans,
    params: sent.map((s) => s.params.length),
    values: sent.map((s) => s.params),
    texts: sent.map((s) => s.text),
  };
}

/**
 * The plans of `texts` (with their `values`, numbers and strings written in) with reading a page
 * at random costed ten times the default: as a large table whose rows lie in the order of an
 * index makes a walk of that index weigh against reading another's rows at random (rows lie in
 * posting order in production; bench/README.md, admin lists, session 24).
 */
async function plansReadingAtRandomCostly(texts: string[], values: unknown[][]) {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('random_page_cost', '40', true)`);
    const explained: string[] = [];
    for (const [i, text] of texts.entries()) {
      if (!/^\s*select/i.test(text)) continue;
      const written = text.replace(/\$(\d+)/g, (_, n) => {
        const value = values[i]?.[Number(n) - 1];
        if (typeof value === 'number') return String(value);
        if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
        throw new Error(`a value to write in: ${JSON.stringify(value)}`);
      });
      const result = (await tx.execute(sql.raw(`explain ${written}`))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      explained.push(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return explained;
  });
}

const jobTitles = (body: { data: { job_title: string }[] }) => body.data.map((j) => j.job_title);
/** The numbers i of the jobs kept, from `from` on (newest first), `n` at most. */
const upTo = (from: number, n: number, keep: (i: number) => boolean = () => true) => {
  const out: number[] = [];
  for (let i = from; out.length < n && i <= N; i++) if (keep(i)) out.push(i);
  return out;
};
/** The admin search (any case): the title, the job's company name or the poster's. */
const found = (q: string) => (i: number) =>
  [title(i), shop(i), companyName(employerOf(i))].some((name) =>
    name.toLowerCase().includes(q.toLowerCase()),
  );

describe('admin lists on indexes (issue 17 item 2)', () => {
  it('jobs: newest first, 1,000+ counted, no Seq Scan', async () => {
    const { res, plans } = await list('/api/admin/jobs?page=1');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(COUNT_CAP);
    expect(res.body.count_capped).toBe(true);
    expect(jobTitles(res.body)).toEqual(upTo(PAGE_SIZE + 1, PAGE_SIZE).map(title));
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of plans) expect(plan).not.toMatch(BIG_TABLES);
  });

  it('jobs of a status: only theirs, newest first, no Seq Scan', async () => {
    const { res, plans } = await list('/api/admin/jobs?status=3');
    expect(res.body.count_capped).toBe(true);
    expect(jobTitles(res.body)).toEqual(upTo(1, PAGE_SIZE, (i) => i % 5 === 3).map(title));
    for (const plan of plans) expect(plan).not.toMatch(BIG_TABLES);
  });

  // Jobs lie in the table in the order they were posted, so a walk of jobs_created_idx reads
  // pages in turn, which PostgreSQL costs far below reading them at random: at a million jobs it
  // walked that index for a status's newest, filtering the status as it went, 300,000 jobs read
  // for 30 Deactivated whose newest were all Open (bench/README.md, admin lists, session 24). Here
  // the plans are asked with random reads costed ten times their default, as that size makes
  // them weigh; the status's own index must still be the one walked.
  it('jobs of a status: the page and the count walk the status’s index, not every job', async () => {
    const { res, texts, values } = await list('/api/admin/jobs?status=4&page=1');
    expect(res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(jobTitles(res.body)).toEqual(
      upTo(1, 2 * PAGE_SIZE, (i) => i % 5 === 4)
        .slice(PAGE_SIZE)
        .map(title),
    );
    const plans = await plansReadingAtRandomCostly(texts, values);
    expect(plans).toHaveLength(2); // the page and its count
    for (const plan of plans) {
      expect(plan).toMatch(/Index (Only )?Scan Backward using jobs_status_created_idx/);
      expect(plan).not.toMatch(/jobs_created_idx|Sort/);
    }
  });

  it.each([
    ['a part of a title, any case', title(1234).slice(5, 11).toUpperCase(), 1234],
    ['a part of the job’s company name', shop(19999).slice(3, 10), 19999],
    ['the posting employer’s company name', companyName(employerOf(777)).slice(8), 777],
  ])('jobs found by %s: exactly those, counted, no Seq Scan', async (_label, q, job) => {
    const { res, plans } = await list(`/api/admin/jobs?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const expected = upTo(1, N, found(q));
    expect(expected).toContain(job);
    expect(res.body).toMatchObject({ count: expected.length, count_capped: false });
    expect(jobTitles(res.body)).toEqual(expected.slice(0, PAGE_SIZE).map(title));
    for (const plan of plans) expect(plan).not.toMatch(BIG_TABLES);
  });

  /** A statement that counts (platform/db/capped-count.ts countUpTo). */
  const COUNTS = /select count\(/i;

  /**
   * A walk of the newest-first index filtered by the search text reads every job when the text
   * matches few (bench/README.md, admin lists, 2026-12-01: 2.3 s at a million jobs); the search
   * walks that index only inside a bounded subquery, the filter above it.
   */
  const WALK_FILTERED_BY_TEXT =
    /Index Scan[^\n]*jobs_(status_)?created_idx[^\n]*\n\s*Filter:[^\n]*~~\*/;
  const oldWelders = (keep: (k: number) => boolean) => {
    const out: string[] = [];
    for (let k = 1; k <= OLD; k++) if (keep(k)) out.push(`Old welder ${k}`);
    return out;
  };

  it.each([
    ['a text in every title, page 2', 'job', 1, upTo(PAGE_SIZE + 1, PAGE_SIZE).map(title), true],
    [
      'a text in one title of 16, page 2',
      'JOB a',
      1,
      upTo(1, N, found('JOB a'))
        .slice(PAGE_SIZE, 2 * PAGE_SIZE)
        .map(title),
      true,
    ],
    [
      'a text of old jobs alone, 1,000+',
      'old WELDER',
      0,
      oldWelders(() => true).slice(0, 30),
      true,
    ],
    [
      'a text of old jobs alone, page 3 of 611',
      'Old welder 1',
      2,
      oldWelders((k) => String(k).startsWith('1')).slice(60, 90),
      false,
    ],
  ])(
    'jobs found by %s: that page, counted, no filtered walk',
    async (_l, q, page, titles, capped) => {
      const url = `/api/admin/jobs?q=${encodeURIComponent(q)}&page=${page}`;
      const { res, plans } = await list(url);
      expect(res.status).toBe(200);
      expect(jobTitles(res.body)).toEqual(titles);
      const total = oldWelders((k) => String(k).startsWith('1')).length;
      expect(res.body).toMatchObject(
        capped ? { count: COUNT_CAP, count_capped: true } : { count: total, count_capped: false },
      );
      for (const plan of plans) {
        expect(plan).not.toMatch(BIG_TABLES);
        expect(plan).not.toMatch(WALK_FILTERED_BY_TEXT);
      }
    },
  );

  it('walks on from the sample’s last match, not from the newest job again', async () => {
    // after the sample (the newest 1,000 jobs, its walk numbering them): the walks on from its
    // last match, older jobs than that one only
    const GOES_ON = /\) < \(\$\d+::timestamptz, \$\d+::uuid\)/;
    const walkedOn = (texts: string[]) => texts.filter((text) => GOES_ON.test(text));

    // one title in 16: about 62 among the newest 1,000, so the page 3 (jobs 61 to 90) goes on
    const third = await list(`/api/admin/jobs?q=${encodeURIComponent('JOB a')}&page=2`);
    const matches = upTo(1, N, found('JOB a'));
    expect(jobTitles(third.res.body)).toEqual(matches.slice(60, 90).map(title));
    expect(third.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(walkedOn(third.texts)).toHaveLength(1);

    // a digit, in most jobs' names: the count goes on past the page's 30 to 1,001
    const digit = await list('/api/admin/jobs?q=5');
    expect(jobTitles(digit.res.body)).toEqual(upTo(1, PAGE_SIZE, found('5')).map(title));
    expect(digit.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    const [counting] = walkedOn(digit.texts);
    expect(counting).toMatch(COUNTS);
    for (const plan of third.plans) expect(plan).not.toMatch(BIG_TABLES);
    // a digit is in most companies' names, rightly read whole for it; the jobs never are
    for (const plan of digit.plans) expect(plan).not.toMatch(/Seq Scan on jobs\b/);
    for (const plan of [...third.plans, ...digit.plans]) {
      expect(plan).not.toMatch(WALK_FILTERED_BY_TEXT);
    }
  });

  it('looks a rare text up with sequential scans off, a text without a trigram as planned', async () => {
    const rare = await list('/api/admin/jobs?q=old%20WELDER%2012');
    const twelves = oldWelders((k) => String(k).startsWith('12'));
    expect(rare.res.body).toMatchObject({ count: twelves.length, count_capped: false });
    expect(jobTitles(rare.res.body)).toEqual(twelves.slice(0, PAGE_SIZE));
    // the lookup (up to 1,001 matches in order) with sequential scans off (on PostgreSQL the
    // setting goes with BEGIN, outside the query builder)
    const off = rare.texts.indexOf(SEQSCAN_OFF);
    expect(off).toBeGreaterThan(-1);
    if (t.database.kind === 'pglite') {
      expect(rare.texts[off - 1]).toBe('set local enable_seqscan = off');
    }
    expect(rare.texts[off + 1]).toMatch(/offset 0\s*\) found order by/);
    // old and welder are in 7 % of the titles: the title's index is asked for the whole text
    expect(rare.texts[off + 1]).not.toMatch(TITLE_TESTED_WHOLE);

    // two characters have no trigram: the title's index could only be read whole
    const short = await list('/api/admin/jobs?q=zq');
    expect(short.res.body).toMatchObject({ data: [], count: 0, count_capped: false });
    expect(short.texts).not.toContain(SEQSCAN_OFF);
  });

  /** The whole text tested on the titles the index found for its parts (`matching`). */
  const TITLE_TESTED_WHOLE = /lower\("jobs"\."job_title"\) like lower\(/;
  /** The plans' conditions on the title's trigram index. */
  const titleIndexConds = (plans: string[]) =>
    plans.flatMap((plan) => plan.match(/Index Cond: \(+job_title\)::text ~~\* [^\n]*/g) ?? []);

  it('a word in almost every title is left out of what the title’s index is asked for', async () => {
    // job is in 20,000 of the 21,500 titles: its trigrams' lists hold 93 % of the jobs
    const start = hex('t1234').slice(0, 3);
    const q = `JOB ${start.toUpperCase()}`;
    const first = await list(`/api/admin/jobs?q=${encodeURIComponent(q)}`);
    const expected = upTo(1, N, found(q));
    expect(expected).toContain(1234);
    expect(first.res.body).toMatchObject({ count: expected.length, count_capped: false });
    expect(jobTitles(first.res.body)).toEqual(expected.slice(0, PAGE_SIZE).map(title));
    // the lookup asks the index for " abc" (the space kept: a word starting so) and tests the
    // titles it finds against the whole text
    const conds = titleIndexConds(first.plans);
    expect(conds.length).toBeGreaterThan(0);
    for (const cond of conds) expect(cond).toContain(`'% ${start.toUpperCase()}%'`);
    expect(first.texts.some((text) => TITLE_TESTED_WHOLE.test(text))).toBe(true);
    for (const plan of first.plans) expect(plan).not.toMatch(BIG_TABLES);

    // in the middle of the text: the parts on each side asked for, the whole text tested
    const sql = (text: string) => t.database.query(text, []);
    const titles = [
      'Cook job Lucknow',
      'Cook jobs Lucknow',
      'Lucknow cook job',
      'Cook JOB lucknow 2',
    ];
    await sql(
      `insert into jobs (id, created_by, job_title, company_name, district, category, openings,
                         experience, job_timings, job_type, gender, description, status)
       select ${uid("'admin-plan-cook' || k")}, '${admin.id}', (array['${titles.join("','")}'])[k],
              'Cook house', 'up-lucknow', 'cook', 1, 0, 0, 0, 0, 'A job', 0
       from generate_series(1, ${titles.length}) k`,
    );
    try {
      const middle = await list(`/api/admin/jobs?q=${encodeURIComponent('cook job lucknow')}`);
      expect(jobTitles(middle.res.body).sort()).toEqual(['Cook JOB lucknow 2', 'Cook job Lucknow']);
      expect(middle.res.body).toMatchObject({ count: 2, count_capped: false });
      const parts = titleIndexConds(middle.plans);
      expect(parts.length).toBeGreaterThan(0);
      for (const cond of parts) {
        expect(cond).toContain("'%cook %'");
        expect(cond).toContain("'% lucknow%'");
        expect(cond).not.toMatch(/'%[^']*job[^']*%'/);
      }
    } finally {
      await sql(`delete from jobs where company_name = 'Cook house'`);
    }
  });

  it('a word in almost every company name is left out of what the names’ indexes are asked for', async () => {
    const conds = (plans: string[], index: string) =>
      plans.flatMap((plan) =>
        [
          ...plan.matchAll(
            new RegExp(`Bitmap Index Scan on ${index}[^\\n]*\\n\\s*Index Cond: ([^\\n]*)`, 'g'),
          ),
        ].map((m) => m[1] ?? ''),
      );
    // every employer's company is "Company <hex>": the companies' index asked for " abc" only
    const start = hex(`c${employerOf(4321)}`).slice(0, 3);
    const q = `company ${start}`;
    const employers = await list(`/api/admin/jobs?q=${encodeURIComponent(q)}`);
    const expected = upTo(1, N, found(q));
    expect(expected).toContain(4321);
    expect(employers.res.body).toMatchObject({ count: expected.length, count_capped: false });
    expect(jobTitles(employers.res.body)).toEqual(expected.slice(0, PAGE_SIZE).map(title));
    const byName = conds(employers.plans, 'companies_name_trgm_idx');
    expect(byName).toEqual([`((company_name)::text ~~* '% ${start}%'::text)`]);

    // every job's own company name is "Shop <hex>": so for job_company_names
    const shopStart = hex('s777').slice(0, 3);
    const shops = await list(`/api/admin/jobs?q=${encodeURIComponent(`SHOP ${shopStart}`)}`);
    const shopJobs = upTo(1, N, found(`SHOP ${shopStart}`));
    expect(shopJobs).toContain(777);
    expect(shops.res.body).toMatchObject({ count: shopJobs.length, count_capped: false });
    expect(jobTitles(shops.res.body)).toEqual(shopJobs.slice(0, PAGE_SIZE).map(title));
    expect(conds(shops.plans, 'job_company_names_trgm_idx')).toEqual([
      `((company_name)::text ~~* '% ${shopStart}%'::text)`,
    ]);
    // the companies' names have no "shop": asked for the whole text there
    expect(conds(shops.plans, 'companies_name_trgm_idx')).toEqual([
      `((company_name)::text ~~* '%SHOP ${shopStart}%'::text)`,
    ]);
  });

  it('a text in every employer’s company name: one array parameter for the 20,000 found', async () => {
    const { res, plans, params } = await list('/api/admin/jobs?q=COMPANY');
    expect(res.status).toBe(200);
    expect(jobTitles(res.body)).toEqual(upTo(1, PAGE_SIZE).map(title));
    expect(res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    // the page's 30 ids are the most any statement sends; one value per employer found would
    // pass PostgreSQL's limit of 65,535 parameters at that many employers
    expect(Math.max(...params)).toBeLessThanOrEqual(PAGE_SIZE + 2);
    // every company matches, so companies is rightly read whole; the jobs never are
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on jobs\b/);
  });

  it('a job’s company name changed: found by the new name, no longer by the old', async () => {
    const sql = (text: string) => t.database.query(text, []);
    const id = '0190a000-0000-7000-8000-00000000ab01';
    const ids = (body: { data: { _id: string }[] }) => body.data.map((j) => j._id);
    await sql(
      `insert into jobs (id, created_by, job_title, company_name, district, category, openings,
                         experience, job_timings, job_type, gender, description, status)
       values ('${id}', '${admin.id}', 'Night guard', 'Raghav Facility Services', 'up-lucknow',
               'security-guard', 1, 0, 0, 0, 0, 'A job', 0)`,
    );
    try {
      const before = await list('/api/admin/jobs?q=raghav%20facility');
      expect(ids(before.res.body)).toEqual([id]);
      expect(before.res.body).toMatchObject({ count: 1, count_capped: false });

      await sql(`update jobs set company_name = 'Suraksha Manpower' where id = '${id}'`);
      const renamed = await list('/api/admin/jobs?q=SURAKSHA%20man');
      expect(ids(renamed.res.body)).toEqual([id]);
      expect(renamed.res.body).toMatchObject({ count: 1, count_capped: false });
      const old = await list('/api/admin/jobs?q=raghav%20facility');
      expect(old.res.body).toMatchObject({ data: [], count: 0, count_capped: false });
    } finally {
      await sql(`delete from jobs where id = '${id}'`);
    }
  });

  it('the jobs’ company names: counted by name, each gone with its last job', async () => {
    const names = (like: string) =>
      t.database.query<{ company_name: string; jobs: number }>(
        'select company_name, jobs from job_company_names where company_name like $1 order by 1',
        [like],
      );
    // every job's name is there once with its jobs (N jobs, names of the form Shop ...; OLD jobs)
    expect(await names('Old works')).toEqual([{ company_name: 'Old works', jobs: OLD }]);
    expect(await names(shop(42))).toEqual([{ company_name: shop(42), jobs: 1 }]);
    const employer = await createEmployer(t.app);
    const sql = (text: string) => t.database.query(text, []);
    await sql(
      `insert into jobs (id, created_by, job_title, company_name, district, category, openings,
                         experience, job_timings, job_type, gender, description, status)
       select ${uid("'admin-plan-erased' || k")}, '${employer.id}', 'Helper ' || k,
              case when k = 1 then 'Old works' else 'Mehta Traders' end, 'up-lucknow',
              'helper', 1, 0, 0, 0, 0, 'A job', 0
       from generate_series(1, 3) k`,
    );
    expect(await names('Mehta Traders')).toEqual([{ company_name: 'Mehta Traders', jobs: 2 }]);
    expect(await names('Old works')).toEqual([{ company_name: 'Old works', jobs: OLD + 1 }]);
    // the employer erased: their jobs go by the cascade, and so does a name only they had
    await sql(`delete from users where id = '${employer.id}'`);
    expect(await names('Mehta Traders')).toEqual([]);
    expect(await names('Old works')).toEqual([{ company_name: 'Old works', jobs: OLD }]);
  });

  it('a search’s 1,000+ is kept a minute: the next page is not counted again', async () => {
    // two words (one title in 16: 1,250), so the words' counts below do not settle it
    const q = encodeURIComponent('JOB a');
    const key = adminSearchCountKey(undefined, 'JOB a');
    await t.cache.del(key);
    const first = await list(`/api/admin/jobs?q=${q}&page=0`);
    expect(first.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(first.texts.some((s) => COUNTS.test(s))).toBe(true);
    expect(await t.cache.get(key)).toBe('1');

    const next = await list(`/api/admin/jobs?q=${q}&page=1`);
    const matches = upTo(1, N, found('JOB a'));
    expect(jobTitles(next.res.body)).toEqual(matches.slice(PAGE_SIZE, 2 * PAGE_SIZE).map(title));
    expect(next.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(next.texts.filter((s) => COUNTS.test(s))).toEqual([]);
    await t.cache.del(key);
  });

  it('the words of the jobs’ titles: counted by word and status, moved with a title or a status', async () => {
    const words = (word: string) =>
      t.database.query<{ status: number; jobs: number }>(
        'select status, jobs from job_title_words where word = $1 order by status',
        [word],
      );
    const sql = (text: string) => t.database.query(text, []);
    // every job's title "Job <hex>" has the word job, N / 5 jobs of each status; the OLD ones'
    // "Old welder k" have old and welder (status 1), never their numbers
    expect(await words('job')).toEqual([0, 1, 2, 3, 4].map((status) => ({ status, jobs: N / 5 })));
    expect(await words('welder')).toEqual([{ status: 1, jobs: OLD }]);
    expect(await words('1234')).toEqual([]);

    const employer = await createEmployer(t.app);
    const id = (k: number) => `(${uid(`'admin-plan-words${k}'`)})`;
    await sql(
      `insert into jobs (id, created_by, job_title, company_name, district, category, openings,
                         experience, job_timings, job_type, gender, description, status)
       select ${uid("'admin-plan-words' || k")}, '${employer.id}', 'Helper (Mehta) ' || k,
              'Mehta Traders', 'up-lucknow', 'helper', 1, 0, 0, 0, 0, 'A job', 0
       from generate_series(1, 3) k`,
    );
    expect(await words('helper')).toEqual([{ status: 0, jobs: 3 }]);
    expect(await words('mehta')).toEqual([{ status: 0, jobs: 3 }]);

    // a status changed moves the job's words; a title changed, its old words out, new ones in
    await sql(`update jobs set status = 4 where id = ${id(1)}`);
    await sql(`update jobs set job_title = 'Cook for Mehta' where id = ${id(2)}`);
    // an update that changes neither (a view) moves nothing
    await sql(`update jobs set views = views + 1 where created_by = '${employer.id}'`);
    expect(await words('helper')).toEqual([
      { status: 0, jobs: 1 },
      { status: 4, jobs: 1 },
    ]);
    expect(await words('cook')).toEqual([{ status: 0, jobs: 1 }]);
    expect(await words('mehta')).toEqual([
      { status: 0, jobs: 2 },
      { status: 4, jobs: 1 },
    ]);

    // the employer erased: their jobs go by the cascade, and with them words no other job has
    await sql(`delete from users where id = '${employer.id}'`);
    for (const word of ['helper', 'cook', 'mehta', 'for']) expect(await words(word)).toEqual([]);
    expect(await words('job')).toEqual([0, 1, 2, 3, 4].map((status) => ({ status, jobs: N / 5 })));
  });

  it('asks what a text names in one statement: its names, the titles’ common words, a word’s jobs', async () => {
    // issue 17 item 2: each statement is a round trip (at a million jobs a search sent nine)
    for (const q of ['JOB abc', 'JOB']) {
      const { res, texts } = await list(`/api/admin/jobs?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const naming = texts.filter((s) =>
        /"companies"|"job_company_names"|"job_title_words"/.test(s),
      );
      expect(naming).toHaveLength(1);
      // the employers' and the jobs' company names, and of the titles' words: the common ones of
      // a text of several words, the jobs of one word
      expect(naming[0]).toMatch(/from "companies"[\s\S]*from "job_company_names"/);
      expect(naming[0]).toMatch(q.includes(' ') ? /group by "job_title_words"."word"/ : /sum\(/);
    }
  });

  it('a word in 1,001+ titles is 1,000+ from the words’ counts: no count, only the page read', async () => {
    // in every title, any case: the page from the newest, no statement counts
    const job = await list('/api/admin/jobs?q=JOB&page=0');
    expect(job.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(jobTitles(job.res.body)).toEqual(upTo(1, PAGE_SIZE).map(title));
    expect(job.texts.filter((s) => COUNTS.test(s))).toEqual([]);

    // in the old jobs' titles only (status 1): looked up in the indexes, a page of them and not
    // the 1,001 a count would read
    const welder = await list('/api/admin/jobs?q=welder&status=1&page=1');
    expect(welder.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(jobTitles(welder.res.body)).toEqual(
      oldWelders(() => true).slice(PAGE_SIZE, 2 * PAGE_SIZE),
    );
    const lookups = welder.values.filter((_, i) =>
      /offset 0\s*\) found order by/.test(welder.texts[i] ?? ''),
    );
    expect(lookups.map((values) => values.slice(-2))).toEqual([[PAGE_SIZE, PAGE_SIZE]]);
    for (const plan of welder.plans) expect(plan).not.toMatch(BIG_TABLES);

    // no job of that status has it: counted as any search is (none)
    const none = await list('/api/admin/jobs?q=welder&status=4');
    expect(none.res.body).toMatchObject({ data: [], count: 0, count_capped: false });
    // a part of a word is no word: counted as any search is
    const part = await list('/api/admin/jobs?q=weld&status=1');
    expect(part.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(part.texts.some((s) => COUNTS.test(s) || /offset 0\s*\) found order by/.test(s))).toBe(
      true,
    );
  });

  it('a kept 1,000+ is counted again under a short page, and what it was is kept', async () => {
    // one title in 16 of the status-3 jobs: about 250, so page 8 holds the last of them
    const matches = upTo(1, N, (i) => i % 5 === 3 && found('JOB a')(i));
    expect(matches.length).toBeGreaterThan(8 * PAGE_SIZE);
    expect(matches.length).toBeLessThan(9 * PAGE_SIZE);
    const key = adminSearchCountKey(3, 'JOB a');
    await t.cache.set(key, '1', 60); // as if it had been 1,000+ a moment ago
    const last = await list(`/api/admin/jobs?q=${encodeURIComponent('JOB a')}&status=3&page=8`);
    expect(jobTitles(last.res.body)).toEqual(matches.slice(8 * PAGE_SIZE).map(title));
    expect(last.res.body).toMatchObject({ count: matches.length, count_capped: false });
    expect(last.texts.some((s) => COUNTS.test(s))).toBe(true);
    expect(await t.cache.get(key)).toBe('under');

    // under the cap, every search counts: a full page too
    const full = await list(`/api/admin/jobs?q=${encodeURIComponent('JOB a')}&status=3&page=0`);
    expect(jobTitles(full.res.body)).toEqual(matches.slice(0, PAGE_SIZE).map(title));
    expect(full.res.body).toMatchObject({ count: matches.length, count_capped: false });
    await t.cache.del(key);
  });

  it('companies by status, the queue oldest first: no Seq Scan', async () => {
    const { res, plans } = await list('/api/admin/companies?status=In%20Progress');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    // oldest updated first: the largest i with i % 4 = 1
    expect(res.body.data.map((c: { company_name: string }) => c.company_name)).toEqual(
      [19997, 19993, 19989]
        .map(companyName)
        .concat(res.body.data.slice(3).map(() => expect.any(String))),
    );
    for (const plan of plans) expect(plan).not.toMatch(BIG_TABLES);
  });

  it('companies of a status: the page and the count walk the status’s index', async () => {
    const { res, texts, values } = await list('/api/admin/companies?status=Declined&page=1');
    expect(res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    const plans = await plansReadingAtRandomCostly(texts.slice(0, 2), values.slice(0, 2));
    expect(plans).toHaveLength(2); // the page and its count
    for (const plan of plans) {
      expect(plan).toMatch(/Index (Only )?Scan (Backward )?using companies_verification_idx/);
      expect(plan).not.toMatch(/companies_updated_idx|Sort/);
    }
  });

  it('the description queue, the audit log, the inbox and e-mail requests: no Seq Scan', async () => {
    const queue = await list('/api/admin/job-descriptions?state=waiting');
    expect(queue.res.body).toMatchObject({ count: N / 200, count_capped: false });
    expect(jobTitles(queue.res.body).slice(0, 2)).toEqual([title(200), title(400)]);

    const audit = await list('/api/admin/audit');
    expect(audit.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(audit.res.body.data[0]).toMatchObject({ action: 'job.deactivate' });

    const unhandled = await list('/api/admin/inbox?handled=false');
    expect(unhandled.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(unhandled.res.body.data[0].name).toBe('Plan sender 1');

    const feedback = await list('/api/admin/inbox?kind=feedback');
    expect(feedback.res.body.data[0].name).toBe('Plan sender 10');

    const open = await list('/api/admin/email-requests?status=Open');
    expect(open.res.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(open.res.body.data[0].new_email).toBe('new4@example.in');

    for (const { plans } of [queue, audit, unhandled, feedback, open]) {
      expect(plans.length).toBeGreaterThanOrEqual(2);
      for (const plan of plans) expect(plan).not.toMatch(BIG_TABLES);
    }
    // a kind's and a status's lists walk their own index however the reads are costed
    // (`plansReadingAtRandomCostly`)
    for (const [answer, index] of [
      [feedback, 'contact_messages_kind_idx'],
      [open, 'email_change_requests_status_idx'],
    ] as const) {
      const plans = await plansReadingAtRandomCostly(answer.texts, answer.values);
      expect(plans).toHaveLength(2); // the page and its count
      for (const plan of plans) {
        expect(plan).toMatch(new RegExp(`Index (Only )?Scan Backward using ${index}`));
        expect(plan).not.toMatch(/_created_idx|Sort/);
      }
    }
  });
});

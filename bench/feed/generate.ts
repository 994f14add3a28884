// Set-based data generator of the feed benchmark (issue 5 item 8): everything is one
// `insert ... select ... from generate_series(...)` per table, run inside PostgreSQL.
import { DISTRICTS, JOB_CATEGORIES } from '@kaamkaj/domain';
import type pg from 'pg';

/** The districts with the most jobs and seekers first: the Zipf ranks start here. */
const BIG_CITIES = [
  'dl-new-delhi',
  'mh-mumbai-suburban',
  'up-lucknow',
  'ka-bengaluru-urban',
  'br-patna',
  'rj-jaipur',
  'mh-pune',
  'wb-kolkata',
  'tg-hyderabad',
  'tn-chennai',
  'gj-ahmedabad',
  'hr-gurugram',
  'up-gautam-buddha-nagar',
  'up-kanpur-nagar',
  'mp-indore',
  'gj-surat',
  'mh-nagpur',
  'mp-bhopal',
  'pb-ludhiana',
  'up-varanasi',
];

export type Scale = { jobs: number; seekers: number; employers: number };

export const log = (msg: string) =>
  console.log(`[generate ${new Date().toISOString().slice(11, 19)}] ${msg}`);

export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const out = await fn();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return out;
}

/**
 * A Zipf-like rank (s = 1) in 1..n from one random(): log-uniform, so rank r is drawn with a
 * probability close to 1/r. Ranks index the reference tables below, biggest first.
 */
/** A deterministic UUID of version 7 layout (the API validates ids as UUIDs) from a key. */
const uid = (key: string) =>
  `overlay(overlay(md5(${key}) placing '7' from 13 for 1) placing '8' from 17 for 1)::uuid`;

const zipf = (n: string) => `least(${n}, floor(exp(random() * ln(${n} + 1)))::int)`;

/** The Zipf-ranked reference tables (bench_district, bench_category) every step below reads. */
export type Ranks = { nd: string; nc: string };

/** Empties users (and everything that hangs off them) and loads the ranked reference tables. */
export async function resetData(client: pg.PoolClient): Promise<Ranks> {
  const districts = [
    ...BIG_CITIES,
    ...DISTRICTS.map((d) => d.id).filter((id) => !BIG_CITIES.includes(id)),
  ];
  const categories = JOB_CATEGORIES.map((c) => ({ id: c.id, skills: c.skills.map((s) => s.id) }));
  await timed('reset', async () => {
    await client.query('truncate users cascade');
    await client.query('drop table if exists bench_district, bench_category');
    await client.query('create unlogged table bench_district (rank int primary key, id text)');
    await client.query(
      'create unlogged table bench_category (rank int primary key, id text, skills text[])',
    );
    await client.query(
      'insert into bench_district select ordinality::int, id from unnest($1::text[]) with ordinality as d(id)',
      [districts],
    );
    await client.query(
      `insert into bench_category
       select ordinality::int, c->>'id', array(select jsonb_array_elements_text(c->'skills'))
       from jsonb_array_elements($1::jsonb) with ordinality as x(c)`,
      [JSON.stringify(categories)],
    );
  });
  return { nd: String(districts.length), nc: String(categories.length) };
}

/** Employers, each with an Approved company. */
export async function generateEmployers(client: pg.PoolClient, scale: Pick<Scale, 'employers'>) {
  await timed(`${scale.employers} employers`, async () => {
    await client.query(
      `insert into users (id, role, email, email_verified, name, lang, profile_status)
       select ${uid("'emp' || i")}, 2, 'bench-emp-' || i || '@example.in', true,
              'Employer ' || i, 'en', 2
       from generate_series(1, $1::int) i`,
      [scale.employers],
    );
    await client.query(
      `insert into companies (user_id, hiring_for, organization_type, company_name, district,
                              verification_status)
       select ${uid("'emp' || i")}, 'my_company', 'company', 'Bench Company ' || i,
              'up-lucknow', 'Approved'
       from generate_series(1, $1::int) i`,
      [scale.employers],
    );
  });
}

/** Jobs of the employers, in ranked districts and categories. */
export async function generateJobs(
  client: pg.PoolClient,
  { nd, nc }: Ranks,
  scale: Pick<Scale, 'jobs' | 'employers'>,
) {
  // 30 % Open and posted in the last 60 days; 25 % Open but 60 days to 2 years old;
  // 45 % Complete, Closed or Deactivated (70 % closed or old, issue 5 item 8). Written in the
  // order they were posted, as production's are (each job inserted when it is posted): a walk
  // of the newest jobs reads a few heap pages, not a page a job.
  await timed(`${scale.jobs} jobs`, async () => {
    await client.query(
      `insert into jobs (id, created_by, job_title, company_name, district, salary_from,
                         salary_to, category, skills, openings, experience, job_timings,
                         job_type, gender, description, status, views, opened_at, created_at,
                         updated_at)
       select ${uid("'job' || g.i")}, ${uid("'emp' || g.emp")}, c.id || ' job ' || g.i,
              'Bench Company ' || g.emp, d.id, g.sal, g.sal + 4000, c.id,
              to_jsonb(array_remove(array[c.skills[1 + floor(random() * cardinality(c.skills))::int],
                                          c.skills[1 + floor(random() * cardinality(c.skills))::int]],
                                    null)),
              1 + floor(random() * 5)::int, floor(random() * 5)::int,
              floor(random() * 2)::int, 1 + floor(random() * 3)::int,
              (array[0, 0, 0, 2, 1, 3])[1 + floor(random() * 6)::int],
              'Generated job for the feed benchmark', g.status, 0, g.at, g.at, g.at
       from (
         select i, 1 + floor(random() * $2::int)::int as emp,
                ${zipf(nd)} as d_rank, ${zipf(nc)} as c_rank,
                (8 + floor(random() * 28)::int) * 1000 as sal,
                case when r < 0.55 then 0 else (array[1, 2, 2, 4])[1 + floor(random() * 4)::int] end as status,
                now() - case when r < 0.30 then random() * interval '60 days'
                             else interval '60 days' + random() * interval '670 days' end as at
         from (select i, random() as r from generate_series(1, $1::int) i) s
       ) g
       join bench_district d on d.rank = g.d_rank
       join bench_category c on c.rank = g.c_rank
       order by g.at`,
      [scale.jobs, scale.employers],
    );
  });
}

/** Seekers: users and seeker_profiles, complete, in ranked districts and categories. */
export async function generateSeekers(
  client: pg.PoolClient,
  { nd, nc }: Ranks,
  scale: Pick<Scale, 'seekers'>,
) {
  await timed(`${scale.seekers} seekers`, async () => {
    await client.query(
      `insert into users (id, role, contact, contact_verified, name, lang, profile_status)
       select ${uid("'seeker' || i")}, 0, '6' || lpad(i::text, 9, '0'), true,
              'Seeker ' || i, 'hi', 2
       from generate_series(1, $1::int) i`,
      [scale.seekers],
    );
    // one to three job interests, each with one of its category's skills
    await client.query(
      `insert into seeker_profiles (user_id, gender, experience, address_current, address_home,
                                    job_intrested, salary_from, salary_to, completion)
       select ${uid("'seeker' || g.i")}, g.gender, g.exp, d1.id, d2.id,
              (select jsonb_agg(jsonb_build_object(
                        'job_category', c.id,
                        'skills', jsonb_build_array(c.skills[1 + floor(random() * cardinality(c.skills))::int])))
                 from bench_category c
                where c.rank in (g.c1, g.c2, g.c3)),
              g.sal, g.sal + 5000, 80
       from (
         select i, floor(random() * 2)::int as gender, floor(random() * 6)::int as exp,
                ${zipf(nd)} as d1_rank, ${zipf(nd)} as d2_rank,
                ${zipf(nc)} as c1,
                case when random() < 0.7 then ${zipf(nc)} end as c2,
                case when random() < 0.4 then ${zipf(nc)} end as c3,
                (8 + floor(random() * 20)::int) * 1000 as sal
         from generate_series(1, $1::int) i
       ) g
       join bench_district d1 on d1.rank = g.d1_rank
       join bench_district d2 on d2.rank = g.d2_rank`,
      [scale.seekers],
    );
  });
}

/** Drops the reference tables and refreshes the planner's statistics. */
export async function finishData(client: pg.PoolClient) {
  await timed('analyze', async () => {
    await client.query('drop table bench_district, bench_category');
    await client.query(
      'vacuum analyze jobs, job_company_names, users, seeker_profiles, applications, companies',
    );
  });
}

/** Jobs, seekers (users + seeker_profiles), employers and some answers. Replaces earlier data. */
export async function generate(pool: pg.Pool, scale: Scale): Promise<void> {
  const client = await pool.connect();
  try {
    const ranks = await resetData(client);
    await generateEmployers(client, scale);
    await generateJobs(client, ranks, scale);
    await generateSeekers(client, ranks, scale);
    // about five answers per seeker, to recent jobs (the feed excludes answered jobs)
    await timed(`${scale.seekers * 5} answers`, async () => {
      await client.query(
        `insert into applications (id, seeker_id, job_id, status, created_at, updated_at)
         select gen_random_uuid(), ${uid("'seeker' || (1 + floor(random() * $1::int)::int)")},
                ${uid("'job' || (1 + floor(random() * $2::int)::int)")},
                (array['Applied', 'Saved', 'Visited'])[1 + floor(random() * 3)::int], now(), now()
         from generate_series(1, $1::int * 5)
         on conflict do nothing`,
        [scale.seekers, scale.jobs],
      );
    });
    await finishData(client);
  } finally {
    client.release();
  }
}

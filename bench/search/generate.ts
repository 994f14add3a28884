// Data of the search benchmark (issue 17 item 2): the feed benchmark's seekers (ranked districts
// and categories, one to three job interests), spread over the search's other filters, and one
// job with many applicants. Set-based SQL, as bench/feed/generate.ts.
import type pg from 'pg';
import {
  finishData,
  generateEmployers,
  generateJobs,
  generateSeekers,
  resetData,
  timed,
} from '../feed/generate';

export type SearchScale = { seekers: number; applications: number };

/** The employer and the job whose applicants the benchmark lists. */
export const BENCH_EMPLOYER =
  "overlay(overlay(md5('emp1') placing '7' from 13 for 1) placing '8' from 17 for 1)::uuid";

/**
 * Replaces earlier data: 50 employers, 500 jobs, the seekers, the big job's applications and one
 * application of every seeker to one of the other jobs.
 */
export async function generateSearchData(pool: pg.Pool, scale: SearchScale): Promise<string> {
  if (scale.applications > scale.seekers) throw new Error('one application per seeker and job');
  const client = await pool.connect();
  try {
    const ranks = await resetData(client);
    await generateEmployers(client, { employers: 50 });
    await generateJobs(client, ranks, { jobs: 500, employers: 50 });
    await generateSeekers(client, ranks, scale);
    // Last seen over 180 days (about half within the searchable 90), 10 % not complete, 2 %
    // Premium; completion, qualification, English and age band spread over their codes.
    await timed('seeker spread', async () => {
      await client.query(
        `update users set last_seen_at = now() - random() * interval '180 days',
                          profile_status = case when random() < 0.1 then 1 else 2 end,
                          premium_until = case when random() < 0.02 then now() + interval '30 days' end
         where role = 0`,
      );
      await client.query(
        `update seeker_profiles set completion = (array[60, 70, 80, 90, 100])[1 + floor(random() * 5)::int],
                                    qualification = floor(random() * 6)::int,
                                    speak_english = floor(random() * 3)::int,
                                    age_band = floor(random() * 4)::int`,
      );
    });
    // One Open job of the first employer with `applications` applicants in every tab.
    const [job] = (
      await client.query<{ id: string }>(
        `update jobs set status = 0 where id = (select id from jobs where created_by = ${BENCH_EMPLOYER}
         order by id limit 1) returning id`,
      )
    ).rows;
    if (!job) throw new Error('no job for the first employer');
    await timed(`${scale.applications} applications to one job`, async () => {
      await client.query(
        `insert into applications (id, seeker_id, job_id, status, created_at, updated_at)
         select gen_random_uuid(), s.user_id, $1,
                (array['Applied', 'Applied', 'Applied', 'Applied', 'Applied', 'Applied',
                       'Shortlisted', 'Shortlisted', 'Selected', 'Hired', 'Rejected',
                       'Rejected', 'Saved', 'Visited'])[1 + floor(random() * 14)::int],
                t, t
         from (select user_id, now() - random() * interval '60 days' as t
                 from seeker_profiles order by user_id limit $2) s`,
        [job.id, scale.applications],
      );
    });
    // and one answer of every seeker to another job, so the big job is not the whole table
    await timed(`${scale.seekers} applications to other jobs`, async () => {
      await client.query(
        `insert into applications (id, seeker_id, job_id, status, created_at, updated_at)
         select gen_random_uuid(), s.user_id, j.id, 'Applied', now(), now()
         from (select user_id, 1 + floor(random() * 499)::int as k from seeker_profiles) s
         join (select id, row_number() over (order by id) as k from jobs where id <> $1) j
           on j.k = s.k`,
        [job.id],
      );
    });
    await finishData(client);
    return job.id;
  } finally {
    client.release();
  }
}

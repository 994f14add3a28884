// Data of the admin lists' benchmark (issue 17 item 2): the feed benchmark's employers and jobs
// (bench/feed/generate.ts), the employers' companies spread over the verification states, a
// job in a hundred asking for an animated description, and audit entries, contact messages and
// e-mail change requests in proportion. Set-based SQL.
import type pg from 'pg';
import { finishData, generateEmployers, generateJobs, resetData, timed } from '../feed/generate';

export type AdminScale = { jobs: number };

/** The first employer, made a superadmin: the benchmark's admin. */
export const BENCH_ADMIN =
  "overlay(overlay(md5('emp1') placing '7' from 13 for 1) placing '8' from 17 for 1)::uuid";

/** Employers, audit entries and messages per job count. */
export const admin = (jobs: number) => ({
  employers: Math.max(50, Math.round(jobs / 50)),
  audit: Math.round(jobs / 5),
  messages: Math.round(jobs / 10),
});

/** Replaces earlier data. */
export async function generateAdminData(pool: pg.Pool, scale: AdminScale): Promise<void> {
  const { employers, audit, messages } = admin(scale.jobs);
  const client = await pool.connect();
  try {
    const ranks = await resetData(client);
    await client.query('truncate audit_log, contact_messages');
    await generateEmployers(client, { employers });
    await generateJobs(client, ranks, { jobs: scale.jobs, employers });
    await timed('admin spread', async () => {
      await client.query(`update users set is_superadmin = true where id = ${BENCH_ADMIN}`);
      await client.query(
        `update companies set verification_status = (array['Not Initiated', 'In Progress',
                 'Approved', 'Approved', 'Declined'])[1 + floor(random() * 5)::int],
                 updated_at = now() - random() * interval '365 days'`,
      );
      await client.query(`update jobs set animated_jd_required = true where random() < 0.01`);
      await client.query(
        `insert into email_change_requests (id, user_id, new_email, status, created_at)
         select gen_random_uuid(), c.user_id, 'new-' || c.user_id || '@example.in',
                (array['Open', 'Approved', 'Declined'])[1 + floor(random() * 3)::int],
                now() - random() * interval '365 days'
         from companies c`,
      );
    });
    await timed(`${audit} audit entries, ${messages} messages`, async () => {
      await client.query(
        `insert into audit_log (id, actor_id, action, subject_id, created_at)
         select gen_random_uuid(), ${BENCH_ADMIN}, 'job.deactivate', j.id,
                now() - random() * interval '730 days'
         from (select id from jobs order by random() limit $1) j`,
        [audit],
      );
      await client.query(
        `insert into contact_messages (id, name, contact_details, message, kind, handled_at,
                                       created_at)
         select gen_random_uuid(), 'Sender ' || i, '9876543210', 'Hello Kaamkaj',
                (array['contact', 'feedback', 'query', 'support'])[1 + i % 4],
                case when random() < 0.7 then now() end, now() - random() * interval '730 days'
         from generate_series(1, $1::int) i`,
        [messages],
      );
    });
    await finishData(client);
    await client.query(
      'vacuum analyze audit_log, contact_messages, email_change_requests, saarthi_agents',
    );
  } finally {
    client.release();
  }
}

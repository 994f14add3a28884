// What the benchmarks that start the app in-process share: its migrations, and the app on a
// free port with a session of one user whose access token the app's own token service signs.
import type pg from 'pg';
import { buildApp } from '../../server/src/app';
import { accessTokens } from '../../server/src/platform/auth';
import type { Config } from '../../server/src/platform/config';
import { openDatabase } from '../../server/src/platform/db/client';
import { serve } from './measure';

/** Runs the server's migrations on `url`, as server/src/main.ts does. */
export async function migrated(url: string) {
  const migrating = openDatabase({ url, dataDir: null });
  await migrating.migrate();
  await migrating.close();
}

/**
 * The app on `config.DATABASE_URL`, listening on a free port, and a token of a new session of
 * the user `userSql` (an SQL expression naming their id) in `role`.
 */
export async function appSignedInAs(pool: pg.Pool, config: Config, userSql: string, role: number) {
  const [session] = (
    await pool.query<{ id: string; uid: string }>(
      `insert into sessions (id, user_id, user_agent) values (gen_random_uuid(), ${userSql}, 'bench')
       returning id, user_id as uid`,
    )
  ).rows;
  if (!session) throw new Error('no session');
  const token = await accessTokens(config).sign({ id: session.uid, role }, session.id);
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: null });
  const app = await buildApp({ config, database });
  return { token, app, database, base: await serve(app) };
}

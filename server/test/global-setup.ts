import { preparedDump } from '../src/platform/db/embedded';

/**
 * Before any test file runs: the migrated PGlite database every `createTestApp` starts from
 * (`preparedDump`), made once here (initdb and the migrations, a few seconds, reused by later
 * runs until a migration or PGlite changes) rather than by test files racing to make it.
 * Nothing to do on PostgreSQL (DATABASE_URL): each app gets a database of its own there.
 */
export default async function setup() {
  if (!process.env.DATABASE_URL) await preparedDump();
}

import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client';
import { preparedDump } from '../src/platform/db/embedded';
import { freshPgDatabase } from './pg-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: the migrated database each test app's own database is copied from. */
    pgTemplate: string | undefined;
  }
}

/**
 * Before any test file runs, the migrated database every `createTestApp` starts from, made once
 * here rather than by each app (initdb and every migration on PGlite took 3 to 5 s an app):
 * - on PGlite, the prepared database's tarball (`preparedDump`, kept in `server/.data` for later
 *   runs until a migration or PGlite changes);
 * - on PostgreSQL (DATABASE_URL), a database migrated now that each app's own database is
 *   created from (`create database ... template`), dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    await preparedDump();
    project.provide('pgTemplate', undefined);
    return;
  }
  const template = await freshPgDatabase(baseUrl, { kind: 'template' });
  // closed before any copy: a database with a connection cannot be a template
  const database = openDatabase({ url: template.url, dataDir: null });
  try {
    await database.migrate();
  } catch (err) {
    await template.drop();
    throw err;
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', template.name);
  return template.drop;
}

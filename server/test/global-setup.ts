import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client';
import { preparedDump } from '../src/platform/db/embedded';

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
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_template_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // closed before any copy: a database with a connection cannot be a template
  const database = openDatabase({ url: url.toString(), dataDir: null });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', name);
  return () => admin(`drop database if exists "${name}" with (force)`);
}

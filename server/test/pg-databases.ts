import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL of `baseUrl`, named after it with `kind`, this
 * process and a random part (test files and runs side by side never share one), made empty or
 * as a copy of `template`; `drop` removes it, connections and all.
 */
export async function freshPgDatabase(
  baseUrl: string,
  { kind = 't', template }: { kind?: string; template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_${kind}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

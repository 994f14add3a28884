import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment without parameters (columns, names, keywords), rendered to its text once. Drizzle
 * renders every chunk of a statement again each time it runs, testing each one's class against
 * each kind it might be (`is`, a walk up the prototype chain): the third of a candidate search's
 * SQL building went to those tests (issue 17, bench/README.md 2026-12-02). A fragment of a hot
 * statement that never changes is rendered here instead, at the module's load.
 */
export function rendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`rendered(): a fragment with parameters: ${text}`);
  return sql.raw(text);
}

/** Each column of `table` as its rendered, qualified name (`"seeker_profiles"."gender"`). */
export function renderedColumns<T extends PgTable>(table: T): Record<keyof T['_']['columns'], SQL> {
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, rendered(sql`${column}`)] as const,
  );
  return Object.fromEntries(columns) as Record<keyof T['_']['columns'], SQL>;
}

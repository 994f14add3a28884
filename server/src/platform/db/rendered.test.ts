import { getTableColumns, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rendered, renderedColumns } from './rendered';
import { seekerProfiles } from './schema';

const text = (fragment: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(fragment);

describe('rendered fragments', () => {
  it('renders a fragment of columns once, to the text drizzle would write', () => {
    const order = sql`${seekerProfiles.completion} desc, ${seekerProfiles.userId}`;
    const once = rendered(order);
    expect(text(once)).toEqual(text(order));
    expect(text(once).sql).toBe('"seeker_profiles"."completion" desc, "seeker_profiles"."user_id"');
    // used inside a statement with parameters, it takes none of their places
    expect(text(sql`select 1 where ${seekerProfiles.gender} = ${1} order by ${once}`)).toEqual({
      sql: 'select 1 where "seeker_profiles"."gender" = $1 order by "seeker_profiles"."completion" desc, "seeker_profiles"."user_id"',
      params: [1],
      typings: ['none'],
    });
  });

  it('refuses a fragment with a parameter, which rendering would lose', () => {
    expect(() => rendered(sql`${seekerProfiles.gender} = ${1}`)).toThrow(
      'rendered(): a fragment with parameters: "seeker_profiles"."gender" = $1',
    );
  });

  it("names each of a table's columns by its key", () => {
    const col = renderedColumns(seekerProfiles);
    expect(text(col.premiumUntil).sql).toBe('"seeker_profiles"."premium_until"');
    expect(text(col.jobIntrested).sql).toBe('"seeker_profiles"."job_intrested"');
    expect(Object.keys(col)).toEqual(Object.keys(getTableColumns(seekerProfiles)));
  });
});

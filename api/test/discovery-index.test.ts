import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertProfiles, users } from '../src/db/schema/index.ts';
import { expertPageQuery, searchConditions } from '../src/discovery/search.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

const EXPERTS = 20_000;

/** About the length of a real document: names, role, an about text, subcategory names. */
const FILLER = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');

describe('expert text search on a large table', () => {
  let api: TestApi;

  /** The plan PostgreSQL picks for a query, as text (both drivers). */
  const explain = async (query: Parameters<typeof sql>[1]) => {
    const result = (await api.app.db.execute(sql`explain ${query}`)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    const { db } = api.app;
    await db.execute(sql`
      insert into ${users} (email, first_name, last_name, is_expert)
      select 'bulk' || n || '@example.test', 'First' || n, 'Last' || n, true from generate_series(1, ${EXPERTS}) n`);
    await db.execute(sql`
      insert into ${expertProfiles} (user_id, role, about_me, search_document, created_at)
      select id, 'Role ' || (id % 40), 'About ' || id,
             'first' || id || ' last' || id || ' role ' || (id % 40) || ' topic' || (id % 997) || ' ' || ${FILLER},
             now() - id * interval '1 minute'
      from ${users}`);
    await db.execute(sql`analyze`);
  });
  afterAll(async () => api.close());

  it('answers a text search through the GIN index on the search vector', async () => {
    const query = { s: 'topic17', sort: 'created_at' as const, page: 1, per_page: 30 };
    const countPlan = await explain(
      sql`select count(*) from ${expertProfiles} inner join ${users} on ${users.id} = ${expertProfiles.userId} where ${searchConditions(query)}`,
    );
    expect(countPlan).toMatch(/expert_profiles_search/);
    expect(countPlan).not.toMatch(/Seq Scan on expert_profiles/);
    const pagePlan = await explain(sql`${expertPageQuery(api.app.db, query, null)}`);
    expect(pagePlan).toMatch(/expert_profiles_search/);

    const result = await call(api, 'GET', 'experts?s=topic17&per_page=100');
    expect(result.status).toBe(200);
    // topic17, topic170…topic179: prefix matching, all of them and nothing else.
    const expected = Array.from({ length: EXPERTS }, (_, i) => i + 1).filter((id) =>
      String(id % 997).startsWith('17'),
    );
    expect(result.body.meta.total).toBe(expected.length);
  });
});

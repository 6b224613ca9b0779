import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertProfiles, users } from '../src/db/schema/index.ts';
import { URLS_PER_FILE } from '../src/site-files/sitemap-files.ts';
import { startTestApi, type TestApi } from './harness.ts';

const ORIGIN = 'https://expertia.example';
/** One more than a sitemap file may hold, so the experts alone need two files. */
const EXPERTS = URLS_PER_FILE + 1;

describe('the sitemap past 50,000 addresses', () => {
  let api: TestApi;
  let expertIds: number[];

  const sitemap = async (query = '') => {
    const response = await fetch(`${api.url}/sitemap.xml${query}`);
    return { status: response.status, text: await response.text() };
  };
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, publicUrl: ORIGIN });
    const { db } = api.app;
    await db.execute(sql`
      insert into ${users} (email, first_name, last_name, is_expert)
      select 'bulk' || n || '@example.test', 'First' || n, 'Last' || n, true from generate_series(1, ${EXPERTS}) n`);
    await db.execute(sql`insert into ${expertProfiles} (user_id) select id from ${users}`);
    expertIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id).sort((a, b) => a - b);
  }, 120_000);
  afterAll(async () => api.close());

  it('is an index of files of at most 50,000 addresses that together list every page once', async () => {
    const index = await sitemap();
    expect(index.status).toBe(200);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index.text);
    expect(files).toEqual([`${ORIGIN}/sitemap.xml?page=1`, `${ORIGIN}/sitemap.xml?page=2`]);

    const first = locsOf((await sitemap('?page=1')).text);
    const second = locsOf((await sitemap('?page=2')).text);
    expect(first).toHaveLength(URLS_PER_FILE);
    expect(first.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/experts`]);
    const experts = [...first, ...second].filter((loc) => /\/experts\/\d+$/.test(loc ?? ''));
    expect(experts).toEqual(expertIds.map((id) => `${ORIGIN}/experts/${id}`));
    expect((await sitemap('?page=3')).status).toBe(404);
  });
});

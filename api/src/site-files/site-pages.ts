import { asc } from 'drizzle-orm';
import { pages } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';

/** The public pages that are the same for every visitor: home, the categories, the legal texts. */
export const FIXED_PAGES: readonly string[] = [
  pages.home.build(),
  pages.guest.categories.build(),
  pages.terms.build(),
  pages.privacy.build(),
];

/** Every category's search page, at the address the categories page links it with. */
export async function categorySearchPages(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => pages.guest.expertSearch.build({ c: row.slug }));
}

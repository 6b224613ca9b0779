import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, subcategories } from '../db/schema/index.ts';

/** A catalogue table searched by slug: categories or subcategories. */
type SlugTable = typeof categories | typeof subcategories;

/**
 * Ids by slug, per database and table. Categories and subcategories are reference data: upserted by
 * slug at start with stable ids and never deleted, so an id once read stays right for the life of
 * the process.
 */
const known = new WeakMap<Database, Map<SlugTable, Map<string, number>>>();

async function idOf(db: Database, table: SlugTable, slug: string): Promise<number | null> {
  let tables = known.get(db);
  if (!tables) {
    tables = new Map();
    known.set(db, tables);
  }
  let ids = tables.get(table);
  if (!ids) {
    const rows = await db.select({ id: table.id, slug: table.slug }).from(table);
    ids = new Map(rows.map((row) => [row.slug, row.id]));
    tables.set(table, ids);
  }
  const cached = ids.get(slug);
  if (cached !== undefined) return cached;
  // A slug added after the first read (or a made-up one): ask once more.
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (row) ids.set(slug, row.id);
  return row?.id ?? null;
}

/** The id of the category with this slug; null when there is none. */
export const categoryIdOf = (db: Database, slug: string) => idOf(db, categories, slug);

/** The id of the subcategory with this slug; null when there is none. */
export const subcategoryIdOf = (db: Database, slug: string) => idOf(db, subcategories, slug);

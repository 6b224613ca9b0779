import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';

/**
 * Category ids by slug, per database. Categories are reference data: upserted by slug at start with
 * stable ids and never deleted, so an id once read stays right for the life of the process.
 */
const known = new WeakMap<Database, Map<string, number>>();

/** The id of the category with this slug; null when there is none. */
export async function categoryIdOf(db: Database, slug: string): Promise<number | null> {
  let ids = known.get(db);
  if (!ids) {
    ids = new Map(
      (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    known.set(db, ids);
  }
  const cached = ids.get(slug);
  if (cached !== undefined) return cached;
  // A slug added after the first read (or a made-up one): ask once more.
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (row) ids.set(slug, row.id);
  return row?.id ?? null;
}

import type { Locale } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { subcategories } from '../db/schema/index.ts';

type SubcategoryRow = typeof subcategories.$inferSelect;

/** A card's subcategory: its id, its name in the locale, its slug. */
export interface CardSubcategory {
  id: number;
  name: string;
  slug: string;
}

/**
 * Every subcategory by id, per database. Subcategories are reference data (upserted by slug at
 * start with stable ids, never deleted), so a search card names them from memory instead of its
 * statement joining them for every card: read once, and again when an id is not known yet.
 */
const known = new WeakMap<Database, Map<number, SubcategoryRow>>();

async function loaded(db: Database, ids: number[]): Promise<Map<number, SubcategoryRow>> {
  const cached = known.get(db);
  if (cached && ids.every((id) => cached.has(id))) return cached;
  const rows = await db.select().from(subcategories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  known.set(db, byId);
  return byId;
}

/** Each list of subcategory ids as the card shows it: the catalogue's order, names in `locale`. */
export async function cardSubcategoriesOf(
  db: Database,
  lists: number[][],
  locale: Locale,
): Promise<CardSubcategory[][]> {
  const byId = await loaded(db, lists.flat());
  return lists.map((ids) =>
    ids
      .flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      })
      .sort((a, b) => a.categoryId - b.categoryId || a.position - b.position || a.id - b.id)
      .map((row) => ({ id: row.id, name: locale === 'es' ? row.nameEs : row.nameEn, slug: row.slug })),
  );
}

import type { Database } from '../db/client.ts';
import { categories, languages, rates, subcategories, subscriptionTypes } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select'>;

/** Reference rows by their natural keys (slug, ISO code), to link demo data to them. */
export async function loadReferences(db: Executor) {
  const [categoryRows, subcategoryRows, languageRows, rateRows, planRows] = [
    await db.select().from(categories),
    await db.select().from(subcategories),
    await db.select().from(languages),
    await db.select().from(rates),
    await db.select().from(subscriptionTypes),
  ];
  const index = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));
  const lookup =
    <T>(map: Map<string, T>, kind: string) =>
    (key: string): T => {
      const row = map.get(key);
      if (!row) throw new Error(`Seed data names an unknown ${kind}: ${key}`);
      return row;
    };
  return {
    category: lookup(
      index(categoryRows, (row) => row.slug),
      'category',
    ),
    subcategory: lookup(
      index(subcategoryRows, (row) => row.slug),
      'subcategory',
    ),
    language: lookup(
      index(languageRows, (row) => row.isoCode),
      'language',
    ),
    rate: lookup(
      index(rateRows, (row) => row.slug),
      'rate',
    ),
    plan: lookup(
      index(planRows, (row) => row.slug),
      'subscription type',
    ),
  };
}

export type References = Awaited<ReturnType<typeof loadReferences>>;

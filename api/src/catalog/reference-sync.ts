import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import ISO6391 from 'iso-639-1';
import type { Database } from '../db/client.ts';
import { categories, languages, rates, subcategories, subscriptionTypes } from '../db/schema/index.ts';
import { CATEGORIES } from './data/categories.ts';
import { RATES } from './data/rates.ts';
import { SUBSCRIPTION_TYPES } from './data/subscription-types.ts';

/** `SET col = excluded.col` for each column, and a WHERE that skips rows already up to date. */
function upsertFrom(columns: Record<string, PgColumn>) {
  const set: Record<string, SQL> = {};
  const changed: SQL[] = [];
  for (const [key, column] of Object.entries(columns)) {
    set[key] = sql.raw(`excluded."${column.name}"`);
    changed.push(sql`${column} is distinct from ${sql.raw(`excluded."${column.name}"`)}`);
  }
  return { set, setWhere: sql.join(changed, sql` or `) };
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** ISO 639-1 languages with their English name (package) and Spanish name (ICU). */
function languageRows() {
  const spanish = new Intl.DisplayNames(['es'], { type: 'language', fallback: 'none' });
  return ISO6391.getAllCodes().map((isoCode) => ({
    isoCode,
    nameEn: ISO6391.getName(isoCode),
    nameEs: capitalize(spanish.of(isoCode) ?? ISO6391.getName(isoCode)),
  }));
}

/** Databases already brought up to date by this process (the seed and the routes both ask). */
const synced = new WeakSet<Database>();

/**
 * Brings the reference tables in line with the data shipped in the code. Runs on every start,
 * inside one transaction; rows already up to date are not rewritten, rows are never deleted
 * (other tables refer to them).
 */
export async function syncReferenceData(db: Database): Promise<void> {
  if (synced.has(db)) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((category, position) => ({
          slug: category.slug,
          nameEn: category.en,
          nameEs: category.es,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: categories.slug,
        ...upsertFrom({
          nameEn: categories.nameEn,
          nameEs: categories.nameEs,
          position: categories.position,
        }),
      });

    const ids = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    await tx
      .insert(subcategories)
      .values(
        CATEGORIES.flatMap((category) =>
          category.subcategories.map((subcategory, position) => ({
            categoryId: ids.get(category.slug) as number,
            slug: subcategory.slug,
            nameEn: subcategory.en,
            nameEs: subcategory.es,
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: subcategories.slug,
        ...upsertFrom({
          categoryId: subcategories.categoryId,
          nameEn: subcategories.nameEn,
          nameEs: subcategories.nameEs,
          position: subcategories.position,
        }),
      });

    await tx
      .insert(languages)
      .values(languageRows())
      .onConflictDoUpdate({
        target: languages.isoCode,
        ...upsertFrom({ nameEn: languages.nameEn, nameEs: languages.nameEs }),
      });

    await tx
      .insert(rates)
      .values(RATES.map((rate, position) => ({ ...rate, position })))
      .onConflictDoUpdate({
        target: rates.slug,
        ...upsertFrom({
          name: rates.name,
          durationMinutes: rates.durationMinutes,
          minPriceCents: rates.minPriceCents,
          position: rates.position,
        }),
      });

    await tx
      .insert(subscriptionTypes)
      .values(SUBSCRIPTION_TYPES.map((type, position) => ({ ...type, position })))
      .onConflictDoUpdate({
        target: subscriptionTypes.slug,
        ...upsertFrom({
          name: subscriptionTypes.name,
          period: subscriptionTypes.period,
          priceCents: subscriptionTypes.priceCents,
          trialDays: subscriptionTypes.trialDays,
          descriptionEn: subscriptionTypes.descriptionEn,
          descriptionEs: subscriptionTypes.descriptionEs,
          position: subscriptionTypes.position,
        }),
      });
  });
  synced.add(db);
}

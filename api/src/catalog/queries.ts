import { asc, eq } from 'drizzle-orm';
import type {
  Category,
  Language,
  Locale,
  Rate,
  SubscriptionPeriod,
  SubscriptionType,
} from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { categories, languages, rates, subcategories, subscriptionTypes } from '../db/schema/index.ts';
import { centsToDollars } from './money.ts';

type CategoryRow = typeof categories.$inferSelect;

async function withSubcategories(db: Database, rows: CategoryRow[], locale: Locale): Promise<Category[]> {
  if (rows.length === 0) return [];
  const children = await db
    .select()
    .from(subcategories)
    .orderBy(asc(subcategories.position), asc(subcategories.id));
  return rows.map((row) => ({
    id: row.id,
    name: locale === 'es' ? row.nameEs : row.nameEn,
    slug: row.slug,
    image: row.image,
    subcategories: children
      .filter((child) => child.categoryId === row.id)
      .map((child) => ({
        id: child.id,
        name: locale === 'es' ? child.nameEs : child.nameEn,
        slug: child.slug,
      })),
  }));
}

export async function listCategories(db: Database, locale: Locale): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return withSubcategories(db, rows, locale);
}

export async function findCategory(db: Database, id: number, locale: Locale): Promise<Category | undefined> {
  const rows = await db.select().from(categories).where(eq(categories.id, id));
  return (await withSubcategories(db, rows, locale))[0];
}

/** All languages, named and sorted in the given language (a small, fixed list). */
export async function listLanguages(db: Database, locale: Locale): Promise<Language[]> {
  const rows = await db.select().from(languages);
  const collator = new Intl.Collator(locale);
  return rows
    .map((row) => ({ id: row.id, name: locale === 'es' ? row.nameEs : row.nameEn, iso_code: row.isoCode }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The rate types with their minimum price; `price` and `fee` are the expert's and null here. */
export async function listRates(db: Database): Promise<Rate[]> {
  const rows = await db.select().from(rates).orderBy(asc(rates.position), asc(rates.id));
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug as Rate['slug'],
    duration: row.durationMinutes,
    price: null,
    minprice: centsToDollars(row.minPriceCents),
    fee: null,
  }));
}

export async function listSubscriptionTypes(
  db: Database,
  period: SubscriptionPeriod | undefined,
  locale: Locale,
): Promise<SubscriptionType[]> {
  const rows = await db
    .select()
    .from(subscriptionTypes)
    .where(period ? eq(subscriptionTypes.period, period) : undefined)
    .orderBy(asc(subscriptionTypes.position), asc(subscriptionTypes.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: centsToDollars(row.priceCents),
    period: row.period as SubscriptionPeriod,
    description: locale === 'es' ? row.descriptionEs : row.descriptionEn,
    trial_days: row.trialDays,
  }));
}

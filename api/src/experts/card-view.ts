import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ExpertSummary, Locale, Subcategory } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import { centsToDollars } from '../catalog/money.ts';
import type { Database } from '../db/client.ts';
import { expertProfiles, expertSubcategories, favourites, subcategories, users } from '../db/schema/index.ts';

/** The expert card of the search grid and the favourites list: the one projection of an expert as a card. */

/** The columns a card is built from, to select from users joined with expert_profiles. */
export const expertCardColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  countryCode: users.countryCode,
  profilePicture: users.profilePicture,
  role: expertProfiles.role,
  rating: expertProfiles.rating,
  isAvailable: expertProfiles.isAvailable,
  fromPriceCents: expertProfiles.fromPriceCents,
};

/** `exists` a favourite of this customer for the row's expert; false for guests. */
export function isFavouriteOf(viewerId: number | null) {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${favourites} where ${favourites.customerId} = ${viewerId} and ${favourites.expertId} = ${expertProfiles.userId})`;
}

/** The columns of a search-grid card, as selected from users and expert_profiles. */
export interface ExpertCardRow {
  id: number;
  firstName: string;
  lastName: string;
  countryCode: string | null;
  profilePicture: string | null;
  role: string;
  rating: string;
  isAvailable: boolean;
  fromPriceCents: number | null;
  isFavorite: unknown;
}

/** Subcategories of each expert, in the catalogue's order. */
export async function subcategoriesOf(
  db: Database,
  expertIds: number[],
  locale: Locale,
): Promise<Map<number, (Subcategory & { category_id: number })[]>> {
  const grouped = new Map<number, (Subcategory & { category_id: number })[]>();
  if (expertIds.length === 0) return grouped;
  const rows = await db
    .select({
      expertId: expertSubcategories.expertId,
      id: subcategories.id,
      nameEn: subcategories.nameEn,
      nameEs: subcategories.nameEs,
      slug: subcategories.slug,
      categoryId: subcategories.categoryId,
    })
    .from(expertSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, expertSubcategories.subcategoryId))
    .where(inArray(expertSubcategories.expertId, expertIds))
    .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
  for (const row of rows) {
    const list = grouped.get(row.expertId) ?? [];
    list.push({
      id: row.id,
      name: locale === 'es' ? row.nameEs : row.nameEn,
      slug: row.slug,
      category_id: row.categoryId,
    });
    grouped.set(row.expertId, list);
  }
  return grouped;
}

/** A card's subcategory as the page query's JSON list holds it. */
type CardSubcategory = { id: number; name: string; slug: string };

/**
 * The expert's subcategories in the catalogue's order and the locale, as one JSON list computed in
 * the page's own SQL (a correlated subquery PostgreSQL evaluates only for the rows of the page),
 * from the profile's copy of their ids (`subcategory_ids`, kept by triggers): a key lookup each.
 */
export function cardSubcategories(locale: Locale) {
  const name = locale === 'es' ? subcategories.nameEs : subcategories.nameEn;
  return sql<
    CardSubcategory[]
  >`(select coalesce(json_agg(json_build_object('id', ${subcategories.id}, 'name', ${name}, 'slug', ${subcategories.slug}) order by ${subcategories.categoryId}, ${subcategories.position}, ${subcategories.id}), '[]') from ${subcategories} where ${subcategories.id} = any(${expertProfiles.subcategoryIds}))`.mapWith(
    (value: unknown): CardSubcategory[] =>
      (typeof value === 'string' ? JSON.parse(value) : value) as CardSubcategory[],
  );
}

/** Search-grid cards (with country in the locale) for rows in their order. */
export async function expertCards(
  rows: (ExpertCardRow & { subcategories: CardSubcategory[] })[],
  locale: Locale,
): Promise<ExpertSummary[]> {
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.role,
      country: row.countryCode ? ((await findCountry(row.countryCode, locale)) ?? null) : null,
      profile_picture: row.profilePicture,
      rating: Number(row.rating),
      is_available: row.isAvailable,
      is_favorite: Boolean(row.isFavorite),
      subcategories: row.subcategories,
      from_price: row.fromPriceCents === null ? null : centsToDollars(row.fromPriceCents),
    })),
  );
}

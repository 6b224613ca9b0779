import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { expertProfiles, favourites, users } from '../db/schema/index.ts';
import { cardSubcategories, expertCardColumns, expertCards } from '../experts/card-view.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { withPage } from '../http/pagination.ts';

/** An expert a customer can save: an expert account with its profile. */
async function expertExists(db: Database, id: number) {
  const [row] = await db
    .select({ id: expertProfiles.userId })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(and(eq(expertProfiles.userId, id), eq(users.isExpert, true)));
  return Boolean(row);
}

/** The customer's saved experts, most recently saved first, as the search grid shows them. */
export async function favouriteExperts(
  db: Database,
  customerId: number,
  page: number,
  perPage: number,
  locale: Locale,
) {
  const mine = and(eq(favourites.customerId, customerId), eq(users.isExpert, true));
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.expertId))
      .where(mine),
    withPage(
      db
        .select({ ...expertCardColumns, subcategories: cardSubcategories(locale) })
        .from(favourites)
        .innerJoin(expertProfiles, eq(expertProfiles.userId, favourites.expertId))
        .innerJoin(users, eq(users.id, favourites.expertId))
        .where(mine)
        .orderBy(desc(favourites.createdAt), desc(favourites.expertId))
        .$dynamic(),
      page,
      perPage,
    ),
  ]);
  const data = await expertCards(
    rows.map((row) => ({ ...row, isFavorite: true })),
    locale,
  );
  return { data, total: totals?.total ?? 0 };
}

/** Saves the expert for the customer (idempotent): yourself is a 403, an unknown expert a 404. */
export async function saveFavourite(db: Database, customerId: number, expertId: number) {
  if (expertId === customerId) throw new HttpError(403, 'cannotFavouriteSelf');
  if (!(await expertExists(db, expertId))) throw notFound();
  await db
    .insert(favourites)
    .values({ customerId, expertId })
    .onConflictDoNothing({ target: [favourites.customerId, favourites.expertId] });
}

/** Removes the expert from the customer's favourites (idempotent): an unknown expert is a 404. */
export async function removeFavourite(db: Database, customerId: number, expertId: number) {
  if (!(await expertExists(db, expertId))) throw notFound();
  await db
    .delete(favourites)
    .where(and(eq(favourites.customerId, customerId), eq(favourites.expertId, expertId)));
}

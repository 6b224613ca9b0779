import { and, asc, desc, eq } from 'drizzle-orm';
import type { Expert, Locale, Rate } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import { centsToDollars } from '../catalog/money.ts';
import type { Database } from '../db/client.ts';
import {
  certifications,
  expertLanguages,
  expertProfiles,
  expertRates,
  galleryItems,
  languages,
  rates,
  users,
} from '../db/schema/index.ts';
import { platformFeeCents } from '../marketplace/rules.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { isFavouriteOf, subcategoriesOf } from './card-view.ts';

/** Every rate type with this expert's price and its fee in dollars (null where the expert has set no price). */
export async function ratesOf(db: Database, expertId: number): Promise<Rate[]> {
  const rows = await db
    .select({
      name: rates.name,
      slug: rates.slug,
      duration: rates.durationMinutes,
      minPriceCents: rates.minPriceCents,
      priceCents: expertRates.priceCents,
    })
    .from(rates)
    .leftJoin(expertRates, and(eq(expertRates.rateId, rates.id), eq(expertRates.expertId, expertId)))
    .orderBy(asc(rates.position), asc(rates.id));
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug as Rate['slug'],
    duration: row.duration,
    price: row.priceCents === null ? null : centsToDollars(row.priceCents),
    minprice: centsToDollars(row.minPriceCents),
    fee: row.priceCents === null ? null : centsToDollars(platformFeeCents(row.priceCents)),
  }));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** GET /experts/{id}: every field of the spec's Expert, or undefined when no such expert exists. */
export async function loadExpert(
  db: Database,
  id: number,
  viewerId: number | null,
  locale: Locale,
): Promise<Expert | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      countryCode: users.countryCode,
      profilePicture: users.profilePicture,
      role: expertProfiles.role,
      aboutMe: expertProfiles.aboutMe,
      yearsOfExperience: expertProfiles.yearsOfExperience,
      profileVideo: expertProfiles.profileVideo,
      isAvailable: expertProfiles.isAvailable,
      rating: expertProfiles.rating,
      isFavorite: isFavouriteOf(viewerId),
    })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(and(eq(expertProfiles.userId, id), eq(users.isExpert, true)));
  if (!row) return undefined;

  const [languageRows, subcategoryLists, galleryRows, rateList, certificationRows, subscription, country] =
    await Promise.all([
      db
        .select({ id: languages.id, nameEn: languages.nameEn, nameEs: languages.nameEs })
        .from(expertLanguages)
        .innerJoin(languages, eq(languages.id, expertLanguages.languageId))
        .where(eq(expertLanguages.expertId, id))
        .orderBy(asc(languages.id)),
      subcategoriesOf(db, [id], locale),
      db
        .select({ file: galleryItems.file })
        .from(galleryItems)
        .where(eq(galleryItems.expertId, id))
        .orderBy(asc(galleryItems.position), asc(galleryItems.id)),
      ratesOf(db, id),
      db
        .select()
        .from(certifications)
        .where(eq(certifications.expertId, id))
        .orderBy(desc(certifications.finishYear), desc(certifications.finishMonth), asc(certifications.id)),
      currentPlan(db, id),
      row.countryCode ? findCountry(row.countryCode, locale) : undefined,
    ]);

  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    country: country ?? null,
    profile_picture: row.profilePicture,
    rating: Number(row.rating),
    is_available: row.isAvailable,
    is_favorite: Boolean(row.isFavorite),
    about_me: row.aboutMe,
    years_of_experience: row.yearsOfExperience,
    languages: languageRows.map((language) => ({
      id: language.id,
      name: locale === 'es' ? language.nameEs : language.nameEn,
    })),
    subcategories: subcategoryLists.get(id) ?? [],
    gallery: galleryRows,
    profile_video: row.profileVideo,
    rates: rateList,
    certifications: certificationRows.map((certification) => ({
      id: certification.id,
      name: certification.name,
      company_name: certification.companyName,
      finish_date: `${certification.finishYear}-${pad(certification.finishMonth)}`,
    })),
    subscription,
    // The spec's Expert carries the email; only the expert sees it, nobody else's address leaks.
    email: viewerId === id ? row.email : null,
  };
}

import { and, asc, desc, eq } from 'drizzle-orm';
import type { CertificationFields, CertificationItem, Locale, Rate } from 'shared-contracts';
import { EXPERT_LIMITS, translate } from 'shared-contracts';
import { dollarsToCents } from '../catalog/money.ts';
import type { Database } from '../db/client.ts';
import { certifications, expertProfiles, expertRates, galleryItems, rates } from '../db/schema/index.ts';
import { fieldError, notFound, validationError } from '../http/errors.ts';
import { ownUploads, uploadNameOf } from '../uploads/references.ts';
import { ratesOf } from './expert-view.ts';
import { ensureExpertProfile } from './expertise.ts';

const pad = (value: number) => String(value).padStart(2, '0');

function certificationView(row: typeof certifications.$inferSelect): CertificationItem {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    finish_date: `${row.finishYear}-${pad(row.finishMonth)}`,
    finish_month: row.finishMonth,
    finish_year: row.finishYear,
  };
}

/** How far ahead a finish year may be (a certification in progress), from the app clock's year. */
const CERTIFICATION_YEARS_AHEAD = 10;

function checkFinishYear(fields: CertificationFields, now: Date, locale: Locale) {
  if (fields.finish_year > now.getUTCFullYear() + CERTIFICATION_YEARS_AHEAD) {
    throw fieldError('finish_year', 'invalidYear', locale);
  }
}

export async function listCertifications(db: Database, expertId: number) {
  const rows = await db
    .select()
    .from(certifications)
    .where(eq(certifications.expertId, expertId))
    .orderBy(desc(certifications.finishYear), desc(certifications.finishMonth), asc(certifications.id));
  return rows.map(certificationView);
}

export async function createCertification(
  db: Database,
  expertId: number,
  fields: CertificationFields,
  now: Date,
  locale: Locale,
) {
  checkFinishYear(fields, now, locale);
  await ensureExpertProfile(db, expertId);
  const [row] = await db
    .insert(certifications)
    .values({
      expertId,
      name: fields.name,
      companyName: fields.company_name,
      finishMonth: fields.finish_month,
      finishYear: fields.finish_year,
    })
    .returning();
  if (!row) throw new Error('certification insert returned nothing');
  return certificationView(row);
}

/** Updates one of the expert's certifications; another expert's (or none) is a 404. */
export async function updateCertification(
  db: Database,
  expertId: number,
  id: number,
  fields: CertificationFields,
  now: Date,
  locale: Locale,
) {
  checkFinishYear(fields, now, locale);
  const [row] = await db
    .update(certifications)
    .set({
      name: fields.name,
      companyName: fields.company_name,
      finishMonth: fields.finish_month,
      finishYear: fields.finish_year,
    })
    .where(and(eq(certifications.id, id), eq(certifications.expertId, expertId)))
    .returning();
  if (!row) throw notFound();
  return certificationView(row);
}

export async function deleteCertification(db: Database, expertId: number, id: number) {
  const [row] = await db
    .delete(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.expertId, expertId)))
    .returning({ id: certifications.id });
  if (!row) throw notFound();
}

/**
 * PUT /experts/profile/gallery: replaces the gallery with the files sent, in order. Every file must
 * be one of the expert's own uploads (else a 422 on `media`) whose stored type is an image.
 */
export async function replaceGallery(db: Database, expertId: number, media: string[], locale: Locale) {
  const files = [...new Set(media)];
  if (files.length > EXPERT_LIMITS.galleryMax) throw fieldError('media', 'galleryMax', locale);
  const names = files.map(uploadNameOf);
  if (names.some((name) => !name)) throw fieldError('media', 'galleryImagesOnly', locale);
  const own = await ownUploads(db, expertId, names as string[]);
  if (names.some((name) => !own.has(name as string))) throw fieldError('media', 'uploadNotYours', locale);
  if ([...own.values()].some((type) => !type.startsWith('image/'))) {
    throw fieldError('media', 'galleryImagesOnly', locale);
  }
  await db.transaction(async (tx) => {
    await ensureExpertProfile(tx, expertId);
    // Lock the expert's row so two saves of the gallery never interleave.
    await tx
      .select({ id: expertProfiles.userId })
      .from(expertProfiles)
      .where(eq(expertProfiles.userId, expertId))
      .for('update');
    await tx.delete(galleryItems).where(eq(galleryItems.expertId, expertId));
    if (files.length) {
      await tx.insert(galleryItems).values(files.map((file, position) => ({ expertId, file, position })));
    }
  });
  return { gallery: files.map((file) => ({ file })) };
}

/**
 * PUT /experts/profile/rates/{slug}: sets the expert's price of one rate (null removes it).
 * An unknown slug is a 404; a price under the rate's minimum is a 422 keyed to the slug.
 */
export async function setRatePrice(
  db: Database,
  expertId: number,
  slug: string,
  price: number | null,
  locale: Locale,
): Promise<Rate[]> {
  const [rate] = await db.select().from(rates).where(eq(rates.slug, slug.toLowerCase()));
  if (!rate) throw notFound();
  await ensureExpertProfile(db, expertId);
  if (price === null) {
    await db
      .delete(expertRates)
      .where(and(eq(expertRates.expertId, expertId), eq(expertRates.rateId, rate.id)));
    return ratesOf(db, expertId);
  }
  const priceCents = dollarsToCents(price);
  if (priceCents < rate.minPriceCents) {
    throw validationError({
      [rate.slug]: [
        translate('priceBelowMinimum', locale, { min: `$${(rate.minPriceCents / 100).toFixed(2)}` }),
      ],
    });
  }
  await db
    .insert(expertRates)
    .values({ expertId, rateId: rate.id, priceCents })
    .onConflictDoUpdate({ target: [expertRates.expertId, expertRates.rateId], set: { priceCents } });
  return ratesOf(db, expertId);
}

export async function setAvailability(db: Database, expertId: number, isAvailable: boolean) {
  await ensureExpertProfile(db, expertId);
  await db
    .update(expertProfiles)
    .set({ isAvailable, updatedAt: new Date() })
    .where(eq(expertProfiles.userId, expertId));
  return { is_available: isAvailable };
}

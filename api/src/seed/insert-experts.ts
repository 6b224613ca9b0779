import type { Database } from '../db/client.ts';
import {
  certifications,
  expertCategories,
  expertLanguages,
  expertProfiles,
  expertRates,
  expertSubcategories,
  galleryItems,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import { searchDocument } from '../experts/search-document.ts';
import type { ExpertSeed } from './expert-seed.ts';
import type { References } from './references.ts';

type Executor = Pick<Database, 'insert'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Creates experts (user with picture, profile, languages, categories, subcategories, rates,
 * certifications, gallery, subscription) with one multi-row insert per table. Answers the new ids by email.
 */
export async function insertExperts(
  db: Executor,
  refs: References,
  experts: (ExpertSeed & { passwordHash: string | null; profilePicture: string | null })[],
  now: Date,
): Promise<Map<string, number>> {
  if (experts.length === 0) return new Map();
  const joined = (expert: ExpertSeed) => new Date(now.getTime() - expert.joinedHoursAgo * HOUR);
  const created = await db
    .insert(users)
    .values(
      experts.map((expert) => ({
        email: expert.email,
        passwordHash: expert.passwordHash,
        firstName: expert.firstName,
        lastName: expert.lastName,
        countryCode: expert.country,
        timezone: expert.timezone,
        phoneNumber: expert.phoneNumber,
        profilePicture: expert.profilePicture,
        isExpert: true,
        termsAcceptedAt: joined(expert),
        createdAt: joined(expert),
        updatedAt: joined(expert),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(created.map((row) => [row.email, row.id]));
  const idOf = (expert: ExpertSeed) => ids.get(expert.email) as number;

  await db.insert(expertProfiles).values(
    experts.map((expert) => ({
      userId: idOf(expert),
      role: expert.role,
      aboutMe: expert.aboutMe,
      yearsOfExperience: expert.yearsOfExperience,
      profileVideo: expert.profileVideo,
      isAvailable: expert.isAvailable,
      rating: expert.rating.toFixed(2),
      searchDocument: searchDocument({
        ...expert,
        subcategoryNames: expert.subcategorySlugs.flatMap((slug) => {
          const row = refs.subcategory(slug);
          return [row.nameEn, row.nameEs];
        }),
      }),
      createdAt: joined(expert),
      updatedAt: joined(expert),
    })),
  );
  await db.insert(expertCategories).values(
    experts.map((expert) => ({
      expertId: idOf(expert),
      categoryId: refs.category(expert.categorySlug).id,
    })),
  );
  await db.insert(expertSubcategories).values(
    experts.flatMap((expert) =>
      expert.subcategorySlugs.map((slug) => ({
        expertId: idOf(expert),
        subcategoryId: refs.subcategory(slug).id,
      })),
    ),
  );
  await db
    .insert(expertLanguages)
    .values(
      experts.flatMap((expert) =>
        expert.languageCodes.map((code) => ({ expertId: idOf(expert), languageId: refs.language(code).id })),
      ),
    );
  await db.insert(expertRates).values(
    experts.flatMap((expert) =>
      Object.entries(expert.priceCents).map(([slug, priceCents]) => {
        const rate = refs.rate(slug);
        if (priceCents < rate.minPriceCents)
          throw new Error(`${expert.email}: ${slug} below its minimum price`);
        return { expertId: idOf(expert), rateId: rate.id, priceCents };
      }),
    ),
  );
  await db
    .insert(certifications)
    .values(
      experts.flatMap((expert) => expert.certifications.map((item) => ({ expertId: idOf(expert), ...item }))),
    );
  const gallery = experts.flatMap((expert) =>
    expert.gallery.map((file, position) => ({ expertId: idOf(expert), file, position })),
  );
  if (gallery.length > 0) await db.insert(galleryItems).values(gallery);
  await db.insert(subscriptions).values(
    experts.map((expert) => {
      const until = new Date(now.getTime() + expert.plan.daysLeft * DAY);
      const trialing = expert.plan.status === 'trialing';
      return {
        expertId: idOf(expert),
        subscriptionTypeId: refs.plan(expert.plan.slug).id,
        stripeStatus: expert.plan.status,
        trialEndsAt: trialing ? until : null,
        endsAt: trialing ? null : until,
        createdAt: joined(expert),
        updatedAt: joined(expert),
      };
    }),
  );
  return ids;
}

import { and, count, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { ExpertProfile, ExpertProfileUpdate, Locale, SocialProvider } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import type { Database } from '../db/client.ts';
import { expertProfiles, favourites, meetings, type User, users } from '../db/schema/index.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { checkExpertise, expertiseIdsOf, saveExpertise } from './expertise.ts';
import { refreshExpertSearch } from './search-document.ts';

/**
 * A meeting that took place: paid (confirmed) and finished early (`finished_at`) or past its end.
 * `now` is the app clock, passed in so tests can stand at any moment.
 */
const finishedMeeting = (now: Date) =>
  and(eq(meetings.state, 'confirmed'), or(isNotNull(meetings.finishedAt), lte(meetings.endsAt, now)));

/** The expert-home stats: finished meetings, upcoming booked meetings, customers who saved the expert. */
async function expertStats(db: Database, expertId: number, now: Date) {
  const [[meets], [requests], [likes]] = await Promise.all([
    db
      .select({ total: count() })
      .from(meetings)
      .where(and(eq(meetings.expertId, expertId), finishedMeeting(now))),
    db
      .select({ total: count() })
      .from(meetings)
      .where(
        and(
          eq(meetings.expertId, expertId),
          eq(meetings.state, 'confirmed'),
          isNull(meetings.finishedAt),
          gt(meetings.startsAt, now),
        ),
      ),
    db.select({ total: count() }).from(favourites).where(eq(favourites.expertId, expertId)),
  ]);
  return { meets: meets?.total ?? 0, requests: requests?.total ?? 0, likes: likes?.total ?? 0 };
}

/**
 * GET /experts/profile for any signed-in user. A user without an expert profile yet gets empty
 * expert fields and `subscription: null`, which is how the account-mode switch knows to open the
 * expert registration. `metadata`: meets = finished meetings, requests = upcoming booked
 * meetings, likes = customers who saved the expert as a favourite.
 */
export async function expertProfileOf(
  db: Database,
  user: User,
  locale: Locale,
  now: Date = new Date(),
): Promise<ExpertProfile> {
  const [[profile], metadata, subscription, country, expertise] = await Promise.all([
    db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id)),
    expertStats(db, user.id, now),
    currentPlan(db, user.id),
    user.countryCode ? findCountry(user.countryCode, locale) : undefined,
    expertiseIdsOf(db, user.id),
  ]);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    profile_picture: user.profilePicture,
    role: profile?.role ?? '',
    about_me: profile?.aboutMe ?? '',
    years_of_experience: profile?.yearsOfExperience ?? 0,
    profile_video: profile?.profileVideo ?? null,
    country: country ? { code: country.code, country: country.country } : null,
    timezone: user.timezone,
    phone_number: user.phoneNumber ?? '',
    ...expertise,
    social_provider: user.socialProvider as SocialProvider,
    subscription,
    metadata,
  };
}

/** Fields whose change rebuilds the search document. */
const SEARCH_SOURCES = [
  'first_name',
  'last_name',
  'role',
  'about_me',
  'subcategories',
  'categories',
] as const;

/**
 * PUT /experts/profile: saves the fields sent, in one transaction. The first save creates the
 * expert profile and marks the account as an expert (a customer registering as an expert from
 * their account). Lists (languages, categories, subcategories) replace the current ones. The
 * email is never changed here: a new one waits for its link (identity/email-change.ts).
 */
export async function updateExpertProfile(
  db: Database,
  user: User,
  input: ExpertProfileUpdate,
  locale: Locale,
): Promise<User> {
  const now = new Date();
  await checkExpertise(db, user.id, input, locale);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        countryCode: input.country,
        timezone: input.timezone,
        phoneNumber: input.phone_number,
        profilePicture: input.profile_picture,
        isExpert: true,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    const profile = {
      role: input.role,
      aboutMe: input.about_me,
      yearsOfExperience: input.years_of_experience,
      profileVideo: input.profile_video,
    };
    await tx
      .insert(expertProfiles)
      .values({ userId: user.id, ...profile })
      .onConflictDoUpdate({
        target: expertProfiles.userId,
        // Fields not sent are undefined, and Drizzle leaves undefined columns out of the update.
        set: { ...profile, updatedAt: now },
      });
    await saveExpertise(tx, user.id, input);
    const isNewExpert = !user.isExpert;
    if (isNewExpert || SEARCH_SOURCES.some((field) => input[field] !== undefined)) {
      await refreshExpertSearch(tx, [user.id]);
    }
    return row;
  });
  return updated ?? user;
}

import { count, eq } from 'drizzle-orm';
import type { ExpertProfile, ExpertProfileUpdate, Locale, SocialProvider } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import type { Database } from '../db/client.ts';
import { expertProfiles, favourites, type User, users } from '../db/schema/index.ts';
import { currentSubscription } from '../discovery/expert-view.ts';
import { refreshExpertSearch } from './search-document.ts';

/**
 * GET /experts/profile for any signed-in user. A user without an expert profile yet gets empty
 * expert fields and `subscription: null`, which is how the account-mode switch knows to open the
 * expert registration. Meetings and requests arrive with their issues; until then both count 0.
 */
export async function expertProfileOf(db: Database, user: User, locale: Locale): Promise<ExpertProfile> {
  const [[profile], [likes], subscription, country] = await Promise.all([
    db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id)),
    db.select({ total: count() }).from(favourites).where(eq(favourites.expertId, user.id)),
    currentSubscription(db, user.id),
    user.countryCode ? findCountry(user.countryCode, locale) : undefined,
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
    social_provider: user.socialProvider as SocialProvider,
    subscription,
    metadata: { meets: 0, requests: 0, likes: likes?.total ?? 0 },
  };
}

/**
 * PUT /experts/profile: saves the fields sent. The first save creates the expert profile and marks
 * the account as an expert (a customer registering as an expert from their account).
 */
export async function updateExpertProfile(
  db: Database,
  user: User,
  input: ExpertProfileUpdate,
): Promise<User> {
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        countryCode: input.country,
        timezone: input.timezone,
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
    await refreshExpertSearch(tx, [user.id]);
    return row;
  });
  return updated ?? user;
}

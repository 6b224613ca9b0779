import { and, count, eq } from 'drizzle-orm';
import type { CustomerProfile, Locale, SessionUser, SocialProvider } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import type { Database } from '../db/client.ts';
import { customerCategories, customerCountries, meetings, posts, type User } from '../db/schema/index.ts';
import { livePlanRow } from '../plans/current-plan.ts';

/** The user as the header needs it (login and register answers). */
export function sessionUser(user: User): SessionUser {
  return {
    id: user.id,
    is_expert: user.isExpert,
    profile_picture: user.profilePicture,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
  };
}

async function countryOf(code: string | null, locale: Locale) {
  if (!code) return null;
  const country = await findCountry(code, locale);
  return country ? { code: country.code, country: country.country } : null;
}

/** GET /customers/profile; `meets` counts the customer's booked (paid) meetings, `posts` their posts. */
export async function customerProfile(
  db: Database,
  user: User,
  locale: Locale,
  now: Date,
): Promise<CustomerProfile> {
  const [countries, categories, subscription, country, [meets], [written]] = await Promise.all([
    db
      .select({ code: customerCountries.countryCode })
      .from(customerCountries)
      .where(eq(customerCountries.userId, user.id))
      .orderBy(customerCountries.countryCode),
    db
      .select({ id: customerCategories.categoryId })
      .from(customerCategories)
      .where(eq(customerCategories.userId, user.id))
      .orderBy(customerCategories.categoryId),
    user.isExpert ? livePlanRow(db, user.id, now) : null,
    countryOf(user.countryCode, locale),
    db
      .select({ total: count() })
      .from(meetings)
      .where(and(eq(meetings.customerId, user.id), eq(meetings.state, 'confirmed'))),
    db.select({ total: count() }).from(posts).where(eq(posts.customerId, user.id)),
  ]);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    profile_picture: user.profilePicture,
    country,
    timezone: user.timezone,
    phone_number: user.phoneNumber ?? '',
    social_provider: user.socialProvider as SocialProvider,
    subscription: subscription ? { id: subscription.id } : null,
    is_expert: user.isExpert,
    countries: countries.map((row) => row.code),
    categories_id: categories.map((row) => row.id),
    meets: meets?.total ?? 0,
    posts: written?.total ?? 0,
  };
}

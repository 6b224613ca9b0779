import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { seedMarkers, users } from '../db/schema/index.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { UploadStorage } from '../uploads/storage.ts';
import { activityPeople } from './activity-people.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { insertDemoActivity } from './demo-activity.ts';
import { keepDemoImages, ownedImages, renderDemoImages } from './demo-images.ts';
import { demoCustomers, demoExpert, demoLogin } from './demo-people.ts';
import { DEMO_EXPERT_LOOKS } from './demo-profiles.ts';
import { generateExperts } from './generate-experts.ts';
import { insertCustomers } from './insert-customers.ts';
import { insertExperts } from './insert-experts.ts';
import { insertFavourites } from './insert-favourites.ts';
import { planDemoMeetings } from './plan-meetings.ts';
import { averageRatings } from './ratings.ts';
import { loadReferences } from './references.ts';
import { recordImages } from './seed-images.ts';
import type { StoryCast } from './story-people.ts';

const MARKER = 'demo-data';

/** Emails of `emails` already taken, in lower case. */
async function takenEmails(tx: Transaction, emails: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

/** Where the demo data goes: the database, and the upload storage for its pictures. */
export interface SeedTarget {
  db: Database;
  storage: UploadStorage;
}

/**
 * Demo data, once per database: the demo logins, the generated experts with their portraits and
 * the reviewers; on a database where none of their emails was taken, also everything they did
 * (meetings paid and reviewed, posts and answers, a payout, notifications), each expert's rating
 * the average of their reviews. A marker row, claimed in the same transaction, makes a second
 * start (or a second instance starting at the same time) add nothing; accounts whose email is
 * already taken are left alone. Dates are relative to `now` (the api's clock).
 */
export async function seedDemoData({ db, storage }: SeedTarget, now: Date): Promise<boolean> {
  const done = await db.select().from(seedMarkers).where(eq(seedMarkers.key, MARKER));
  if (done.length > 0) return false;

  // Hashing (worker threads) and drawing the pictures are the slow parts: both start before the
  // transaction, and only the demo logins get a password.
  const hashing = Promise.all(
    DEMO_ACCOUNTS.map(async (account) => [account.email, await hashPassword(account.password)] as const),
  );
  const generated = generateExperts();
  const eva = demoExpert();
  const experts = [eva, ...generated];
  const drawing = renderDemoImages([
    { email: eva.email, looks: DEMO_EXPERT_LOOKS },
    ...generated.map((expert) => ({ email: expert.email })),
  ]);
  // Awaited below; this only keeps an early return from leaving them unhandled.
  hashing.catch(() => undefined);
  drawing.catch(() => undefined);

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedMarkers).values({ key: MARKER }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const refs = await loadReferences(tx);
    const hashes = new Map<string, string>(await hashing);
    const customers = demoCustomers(hashes);
    const existing = await takenEmails(
      tx,
      [...experts, ...customers].map((person) => person.email),
    );
    const fresh = existing.size === 0;
    const cast: StoryCast = {
      eva: { email: eva.email, timezone: eva.timezone },
      ana: demoLogin('Ana').email,
      ben: demoLogin('Ben').email,
      generated,
      reviewers: customers.filter((customer) => customer.passwordHash === null),
    };
    const planned = fresh ? planDemoMeetings(cast, generated, cast.reviewers, now) : [];
    const ratings = averageRatings(planned);

    const newExperts = experts.filter((expert) => !existing.has(expert.email));
    const kept = await keepDemoImages(
      storage,
      await drawing,
      newExperts.map((expert) => expert.email),
      eva.email,
    );
    const expertIds = await insertExperts(
      tx,
      refs,
      newExperts.map((expert) => ({
        ...expert,
        rating: ratings.get(expert.email) ?? 0,
        gallery: expert === eva ? kept.gallery.map((image) => image.path) : expert.gallery,
        passwordHash: hashes.get(expert.email) ?? null,
        profilePicture: kept.portraits.get(expert.email)?.path ?? null,
      })),
      now,
    );
    const customerIds = await insertCustomers(
      tx,
      refs,
      customers.filter((customer) => !existing.has(customer.email)),
      now,
    );
    const ids = new Map([...expertIds, ...customerIds]);
    await recordImages(
      tx,
      ownedImages(kept, (email) => ids.get(email) as number, eva.email),
    );
    await insertFavourites(tx, eva.email, generated, (email) => ids.get(email));
    if (fresh) {
      const people = activityPeople({
        experts,
        customers,
        ids,
        pictures: new Map([...kept.portraits].map(([email, image]) => [email, image.path])),
        readerEmails: DEMO_ACCOUNTS.map((account) => account.email),
      });
      await insertDemoActivity(tx, { refs, cast, planned, people, now });
    }
    return true;
  });
}

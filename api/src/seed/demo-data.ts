import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customerCategories, customerCountries, favourites, seedMarkers, users } from '../db/schema/index.ts';
import { hashPassword } from '../identity/passwords.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_CUSTOMER_DETAILS, DEMO_EXPERT_PROFILE, DEMO_FAVOURITES } from './demo-profiles.ts';
import { generateExperts } from './generate-experts.ts';
import { insertExperts } from './insert-experts.ts';
import { loadReferences } from './references.ts';

const MARKER = 'demo-data';

/**
 * Demo data, once per database: the demo logins (customers with their preferences and
 * favourites, the expert with a complete profile) and the generated experts. A marker row,
 * claimed in the same transaction, makes a second start (or a second instance starting at the
 * same time) add nothing. Accounts whose email is already taken are left alone.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  const done = await db.select().from(seedMarkers).where(eq(seedMarkers.key, MARKER));
  if (done.length > 0) return false;

  // Hashing is the slow part: only the demo logins get a password, hashed in parallel on worker
  // threads while the transaction starts.
  const hashing = Promise.all(
    DEMO_ACCOUNTS.map(async (account) => [account.email, await hashPassword(account.password)] as const),
  );
  hashing.catch(() => undefined); // awaited below; this only keeps an early return from leaving it unhandled

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedMarkers).values({ key: MARKER }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const refs = await loadReferences(tx);
    const hashes = new Map(await hashing);

    const demoExpert = DEMO_ACCOUNTS.find((account) => account.role === 'expert');
    const generated = generateExperts();
    const experts = [
      ...(demoExpert
        ? [
            {
              ...DEMO_EXPERT_PROFILE,
              firstName: demoExpert.firstName,
              lastName: demoExpert.lastName,
              email: demoExpert.email,
              passwordHash: hashes.get(demoExpert.email) ?? null,
            },
          ]
        : []),
      ...generated.map((expert) => ({ ...expert, passwordHash: null })),
    ];
    const customers = DEMO_ACCOUNTS.filter((account) => account.role === 'customer');

    const wanted = [...experts.map((expert) => expert.email), ...customers.map((customer) => customer.email)];
    const existing = new Set(
      (
        await tx
          .select({ email: users.email })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, wanted))
      ).map((row) => row.email.toLowerCase()),
    );

    const expertIds = await insertExperts(
      tx,
      refs,
      experts.filter((expert) => !existing.has(expert.email)),
      now,
    );

    const newCustomers = customers.filter((customer) => !existing.has(customer.email));
    if (newCustomers.length === 0) return true;
    const customerRows = await tx
      .insert(users)
      .values(
        newCustomers.map((customer) => {
          const details = DEMO_CUSTOMER_DETAILS[customer.email];
          return {
            email: customer.email,
            passwordHash: hashes.get(customer.email) ?? null,
            firstName: customer.firstName,
            lastName: customer.lastName,
            countryCode: details?.country ?? null,
            timezone: details?.timezone ?? 'UTC',
            phoneNumber: details?.phoneNumber ?? null,
            termsAcceptedAt: now,
          };
        }),
      )
      .returning({ id: users.id, email: users.email });

    const countryRows = customerRows.flatMap((row) =>
      (DEMO_CUSTOMER_DETAILS[row.email]?.countries ?? []).map((countryCode) => ({
        userId: row.id,
        countryCode,
      })),
    );
    if (countryRows.length > 0) await tx.insert(customerCountries).values(countryRows);
    const categoryRows = customerRows.flatMap((row) =>
      (DEMO_CUSTOMER_DETAILS[row.email]?.categories ?? []).map((slug) => ({
        userId: row.id,
        categoryId: refs.category(slug).id,
      })),
    );
    if (categoryRows.length > 0) await tx.insert(customerCategories).values(categoryRows);

    const favouriteRows = customerRows.flatMap((row) => {
      const chosen = DEMO_FAVOURITES[row.email];
      if (!chosen) return [];
      const emails = [
        ...(chosen.demoExpert && demoExpert ? [demoExpert.email] : []),
        ...chosen.generated.map((index) => generated[index]?.email),
      ];
      return emails.flatMap((email) => {
        const expertId = email ? expertIds.get(email) : undefined;
        return expertId ? [{ customerId: row.id, expertId }] : [];
      });
    });
    if (favouriteRows.length > 0) await tx.insert(favourites).values(favouriteRows);
    return true;
  });
}

import type { Transaction } from '../db/client.ts';
import { customerCategories, customerCountries, users } from '../db/schema/index.ts';
import { DEMO_CUSTOMER_DETAILS } from './demo-profiles.ts';
import type { References } from './references.ts';

const DAY = 24 * 3_600_000;

/** A customer account to create: a demo login (with its hash) or a reviewer (no password). */
export interface CustomerSeed {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  country: string | null;
  timezone: string;
  joinedDaysAgo: number;
}

/**
 * Creates the customers in one statement, then the demo logins' sign-up choices (countries and
 * categories, DEMO_CUSTOMER_DETAILS). Answers the new ids by email.
 */
export async function insertCustomers(
  tx: Transaction,
  refs: References,
  customers: readonly CustomerSeed[],
  now: Date,
): Promise<Map<string, number>> {
  if (customers.length === 0) return new Map();
  const rows = await tx
    .insert(users)
    .values(
      customers.map((customer) => {
        const joined = new Date(now.getTime() - customer.joinedDaysAgo * DAY);
        return {
          email: customer.email,
          passwordHash: customer.passwordHash,
          firstName: customer.firstName,
          lastName: customer.lastName,
          countryCode: customer.country,
          timezone: customer.timezone,
          phoneNumber: DEMO_CUSTOMER_DETAILS[customer.email]?.phoneNumber ?? null,
          termsAcceptedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });

  const countryRows = rows.flatMap((row) =>
    (DEMO_CUSTOMER_DETAILS[row.email]?.countries ?? []).map((countryCode) => ({
      userId: row.id,
      countryCode,
    })),
  );
  if (countryRows.length > 0) await tx.insert(customerCountries).values(countryRows);
  const categoryRows = rows.flatMap((row) =>
    (DEMO_CUSTOMER_DETAILS[row.email]?.categories ?? []).map((slug) => ({
      userId: row.id,
      categoryId: refs.category(slug).id,
    })),
  );
  if (categoryRows.length > 0) await tx.insert(customerCategories).values(categoryRows);
  return new Map(rows.map((row) => [row.email, row.id]));
}

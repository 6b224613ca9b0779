import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type User, users } from '../db/schema/index.ts';

/** The account with this email (given lower-cased, as the schemas leave it), whatever its case. */
export async function accountByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return user;
}

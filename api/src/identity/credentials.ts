import { sql } from 'drizzle-orm';
import type { Locale } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { type User, users } from '../db/schema/index.ts';
import { fieldError } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The account that may sign in to `area` with these credentials. Wrong credentials are a 422 on
 * `email` (one message whether the email or the password was wrong); the expert area needs an
 * expert account.
 */
export async function signInAccount(
  db: Database,
  input: { email: string; password: string; area: 'customer' | 'expert' },
  locale: Locale,
): Promise<User> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw fieldError('email', 'invalidCredentials', locale);
  if (input.area === 'expert' && !user.isExpert) throw fieldError('email', 'notExpertAccount', locale);
  return user;
}

import { eq } from 'drizzle-orm';
import type { Locale } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Keeps the language the person chose on the EN/ES switch: the api's mails to them are in it. */
export async function saveAccountLanguage(db: Database, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CalendarFailure } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { calendarAccounts, calendarBusy, calendarObjects, calendars } from '../db/schema/index.ts';
import type { CalDavLogin, RemoteCalendar } from './caldav.ts';
import type { SecretBox } from './secret-box.ts';

export type CalendarAccountRow = typeof calendarAccounts.$inferSelect;
export type CalendarRow = typeof calendars.$inferSelect;

/** The login of a stored account (its app password decrypted). */
export const loginOf = (account: CalendarAccountRow, box: SecretBox): CalDavLogin => ({
  serverUrl: account.serverUrl,
  username: account.username,
  password: box.open(account.secret),
});

/** The expert's accounts with their calendars, as GET /experts/calendars answers (no secret). */
export async function accountsOf(db: Database, expertId: number) {
  const accounts = await db
    .select()
    .from(calendarAccounts)
    .where(eq(calendarAccounts.expertId, expertId))
    .orderBy(asc(calendarAccounts.id));
  const owned =
    accounts.length === 0
      ? []
      : await db
          .select()
          .from(calendars)
          .where(
            inArray(
              calendars.accountId,
              accounts.map((account) => account.id),
            ),
          )
          .orderBy(asc(calendars.name), asc(calendars.id));
  return {
    accounts: accounts.map((account) => ({
      id: account.id,
      server_url: account.serverUrl,
      username: account.username,
      last_synced_at: account.lastSyncedAt?.toISOString() ?? null,
      last_error: (account.lastError as CalendarFailure | null) ?? null,
      last_error_at: account.lastErrorAt?.toISOString() ?? null,
      calendars: owned
        .filter((calendar) => calendar.accountId === account.id)
        .map((calendar) => ({
          id: calendar.id,
          name: calendar.name,
          color: calendar.color,
          blocks_busy: calendar.blocksBusy,
          receives_bookings: calendar.receivesBookings,
          missing: calendar.missing,
        })),
    })),
  };
}

export async function accountCount(db: Database, expertId: number): Promise<number> {
  const rows = await db
    .select({ id: calendarAccounts.id })
    .from(calendarAccounts)
    .where(eq(calendarAccounts.expertId, expertId));
  return rows.length;
}

/**
 * Stores a new account and its calendars. The first calendar blocks busy times; it also receives
 * bookings when the expert has no bookings calendar yet (both can be changed on the page).
 */
export async function saveAccount(
  db: Database,
  input: {
    expertId: number;
    login: CalDavLogin;
    homeUrl: string;
    calendars: RemoteCalendar[];
    box: SecretBox;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(calendarAccounts)
      .values({
        expertId: input.expertId,
        serverUrl: input.login.serverUrl,
        username: input.login.username,
        secret: input.box.seal(input.login.password),
        homeUrl: input.homeUrl,
      })
      .returning({ id: calendarAccounts.id });
    if (!account) throw new Error('calendar account not stored');
    const [hasBookings] = await tx
      .select({ id: calendars.id })
      .from(calendars)
      .where(and(eq(calendars.expertId, input.expertId), eq(calendars.receivesBookings, true)));
    await tx.insert(calendars).values(
      input.calendars.map((calendar, index) => ({
        accountId: account.id,
        expertId: input.expertId,
        url: calendar.url,
        name: calendar.name.slice(0, 200),
        color: calendar.color,
        syncCollection: calendar.syncCollection,
        blocksBusy: index === 0,
        receivesBookings: index === 0 && !hasBookings,
      })),
    );
    return account.id;
  });
}

/** Sets what a calendar of the expert is used for; false when the expert has no such calendar. */
export async function useCalendar(
  db: Database,
  expertId: number,
  calendarId: number,
  use: { blocksBusy: boolean; receivesBookings: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (use.receivesBookings)
      await tx
        .update(calendars)
        .set({ receivesBookings: false })
        .where(and(eq(calendars.expertId, expertId), ne(calendars.id, calendarId)));
    // A calendar that stops blocking forgets what it read (and reads everything again if it starts).
    const forget = use.blocksBusy ? {} : { syncToken: null };
    const updated = await tx
      .update(calendars)
      .set({ ...use, ...forget })
      .where(and(eq(calendars.id, calendarId), eq(calendars.expertId, expertId)))
      .returning({ id: calendars.id });
    if (updated.length > 0 && !use.blocksBusy) {
      await tx.delete(calendarBusy).where(eq(calendarBusy.calendarId, calendarId));
      await tx.delete(calendarObjects).where(eq(calendarObjects.calendarId, calendarId));
    }
    return updated.length > 0;
  });
}

/** Removes an account of the expert (its calendars and busy times go with it); false when none. */
export async function removeAccount(db: Database, expertId: number, accountId: number): Promise<boolean> {
  const removed = await db
    .delete(calendarAccounts)
    .where(and(eq(calendarAccounts.id, accountId), eq(calendarAccounts.expertId, expertId)))
    .returning({ id: calendarAccounts.id });
  return removed.length > 0;
}

export async function accountOf(db: Database, expertId: number, accountId: number) {
  const [account] = await db
    .select()
    .from(calendarAccounts)
    .where(and(eq(calendarAccounts.id, accountId), eq(calendarAccounts.expertId, expertId)));
  return account;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CalendarFailure } from 'shared-contracts';
import { calendarAccounts, calendarBusy, calendarObjects, calendars, users } from '../db/schema/index.ts';
import { scheduleJob } from '../jobs/index.ts';
import { notify } from '../notifications/notify.ts';
import { CalDavError, type CalDavLogin, calendarChanges } from './caldav.ts';
import { busyRangesOf } from './expand.ts';
import { secretBox } from './secret-box.ts';
import { serverAddressRefusal } from './server-address.ts';
import { type CalendarAccountRow, type CalendarRow, loginOf } from './store.ts';

export type SyncApp = Pick<FastifyInstance, 'db' | 'config' | 'clock' | 'bus' | 'jobs' | 'log'>;

/** Syncs one account (every busy calendar of it); re-planned after each run. */
const SYNC_JOB = 'calendars.sync';
/** How often an account is synced in the background. */
const SYNC_EVERY_MS = 5 * 60_000;
/** A page the expert opens syncs again when the last sync is older than this. */
const FRESH_MS = 60_000;

const DAY_MS = 24 * 60 * 60_000;
/**
 * How far ahead busy times are expanded: past any date a customer can book (the booking window and
 * plan end are shorter); the window moves with every sync.
 */
const HORIZON_DAYS = 400;

const syncKey = (accountId: number) => `account:${accountId}`;

/** Plans the account's sync now and wakes the worker (the request does not wait for it). */
async function requestSync(app: SyncApp, accountId: number): Promise<void> {
  await scheduleJob(app.db, SYNC_JOB, { accountId }, { runAt: app.clock(), key: syncKey(accountId) });
  app.jobs.wake();
}

/** Asks for a sync of each of the expert's accounts whose last one is older than a minute (`now`: of each). */
export async function refreshIfStale(app: SyncApp, expertId: number, now?: 'now'): Promise<void> {
  const accounts = await app.db
    .select({ id: calendarAccounts.id, lastSyncedAt: calendarAccounts.lastSyncedAt })
    .from(calendarAccounts)
    .where(eq(calendarAccounts.expertId, expertId));
  const at = app.clock().getTime();
  for (const account of accounts)
    if (now || !account.lastSyncedAt || at - account.lastSyncedAt.getTime() > FRESH_MS)
      await requestSync(app, account.id);
}

/** Our own meetings' events (`meeting-<id>@<host>`): their time is busy as a meeting already. */
function ownMeetingUid(publicUrl: string) {
  const host = new URL(publicUrl).hostname;
  return (uid: string) => uid.endsWith(`@${host}`) && /^meeting-\d+@/.test(uid);
}

/** Reads a calendar's changes, then stores its objects and its busy times over the horizon at once. */
async function syncCalendar(
  app: SyncApp,
  login: CalDavLogin,
  calendar: CalendarRow,
  zone: string,
): Promise<void> {
  const stored = await app.db
    .select({ url: calendarObjects.url, etag: calendarObjects.etag, data: calendarObjects.data })
    .from(calendarObjects)
    .where(eq(calendarObjects.calendarId, calendar.id));
  const changes = await calendarChanges(
    login,
    calendar,
    new Map(stored.map((object) => [object.url, object.etag])),
  );
  const contents = new Map(stored.map((object) => [object.url, object.data]));
  for (const url of changes.deleted) contents.delete(url);
  for (const object of changes.changed) contents.set(object.url, object.data);

  const now = app.clock();
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + HORIZON_DAYS * DAY_MS);
  const skip = ownMeetingUid(app.config.publicUrl);
  const busy: { startsAt: Date; endsAt: Date }[] = [];
  for (const [url, data] of contents) {
    try {
      busy.push(...busyRangesOf(data, from, to, zone, skip));
    } catch (error) {
      // One unreadable event must not hide the others (nor stop the sync).
      app.log.warn({ err: error, calendar: calendar.id, url }, 'calendar object not readable');
    }
  }

  await app.db.transaction(async (tx) => {
    if (changes.deleted.length > 0)
      await tx
        .delete(calendarObjects)
        .where(
          and(eq(calendarObjects.calendarId, calendar.id), inArray(calendarObjects.url, changes.deleted)),
        );
    if (changes.changed.length > 0)
      await tx
        .insert(calendarObjects)
        .values(changes.changed.map((object) => ({ calendarId: calendar.id, ...object })))
        .onConflictDoUpdate({
          target: [calendarObjects.calendarId, calendarObjects.url],
          set: { etag: sql.raw('excluded.etag'), data: sql.raw('excluded.data') },
        });
    await tx
      .update(calendars)
      .set({ syncToken: changes.syncToken, missing: false })
      .where(eq(calendars.id, calendar.id));
    await tx.delete(calendarBusy).where(eq(calendarBusy.calendarId, calendar.id));
    if (busy.length > 0)
      await tx
        .insert(calendarBusy)
        .values(busy.map((range) => ({ calendarId: calendar.id, expertId: calendar.expertId, ...range })));
  });
}

/**
 * Syncs every busy calendar of an account. A failure is kept on the account (and told to the
 * expert by a notification when it is new); the busy times of the last good sync stay in force, so
 * a server that cannot be read never opens hours the expert may not have. Answers the failure.
 */
export async function syncAccount(app: SyncApp, accountId: number): Promise<CalendarFailure | null> {
  const [account] = await app.db.select().from(calendarAccounts).where(eq(calendarAccounts.id, accountId));
  if (!account) return null;
  const [expert] = await app.db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, account.expertId));
  let failure: CalendarFailure | null = null;
  const refusal = await serverAddressRefusal(account.serverUrl, app.config.calendarPrivateServers);
  if (refusal) failure = refusal === 'unreachable' ? 'unreachable' : 'server';
  else {
    let login: CalDavLogin | undefined;
    try {
      login = loginOf(account, secretBox(app.config.calendarSecretKey));
    } catch {
      // Sealed under another key (CALENDAR_SECRET_KEY changed): the password must be given again.
      failure = 'auth';
    }
    const busyCalendars = await app.db
      .select()
      .from(calendars)
      .where(and(eq(calendars.accountId, account.id), eq(calendars.blocksBusy, true)));
    for (const calendar of login ? busyCalendars : []) {
      try {
        await syncCalendar(app, login as CalDavLogin, calendar, expert?.timezone ?? 'UTC');
      } catch (error) {
        if (!(error instanceof CalDavError)) throw error;
        failure ??= error.failure;
        if (error.failure === 'missing')
          await app.db.update(calendars).set({ missing: true }).where(eq(calendars.id, calendar.id));
        // The whole account is refused or out of reach: the other calendars would fail alike.
        if (error.failure === 'auth' || error.failure === 'unreachable') break;
      }
    }
  }
  await recordOutcome(app, account, failure);
  return failure;
}

async function recordOutcome(app: SyncApp, account: CalendarAccountRow, failure: CalendarFailure | null) {
  const now = app.clock();
  // A calendar gone while the others synced: the sync still happened.
  const synced = failure === null || failure === 'missing';
  await app.db
    .update(calendarAccounts)
    .set({
      ...(synced ? { lastSyncedAt: now } : {}),
      lastError: failure,
      lastErrorAt: failure ? now : null,
    })
    .where(eq(calendarAccounts.id, account.id));
  if (failure && failure !== account.lastError)
    await notify(app, account.expertId, 'calendar.sync_failed', {
      failure,
      server: new URL(account.serverUrl).host,
    });
}

/** Plans the account's next background sync, a few minutes from now. */
export async function planNextSync(app: SyncApp, accountId: number): Promise<void> {
  await scheduleJob(
    app.db,
    SYNC_JOB,
    { accountId },
    { runAt: new Date(app.clock().getTime() + SYNC_EVERY_MS), key: syncKey(accountId) },
  );
}

/** The background sync: runs, then plans the next run (none once the account is removed). */
export function defineSyncJob(app: SyncApp) {
  app.jobs.define<{ accountId: number }>(SYNC_JOB, async ({ accountId }) => {
    await syncAccount(app, accountId);
    const [still] = await app.db
      .select({ id: calendarAccounts.id })
      .from(calendarAccounts)
      .where(eq(calendarAccounts.id, accountId));
    if (still) await planNextSync(app, accountId);
  });
}

import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { translate } from 'shared-contracts';
import type { Database, Transaction } from '../db/client.ts';
import { calendarAccounts, calendarBookings, calendars } from '../db/schema/index.ts';
import { meetingUid } from '../meetings/calendar-invite.ts';
import { WRITE_JOB } from '../meetings/calendar-write-job.ts';
import { loadMailMeeting, type MailMeeting } from '../meetings/mail-parties.ts';
import { CalDavError, deleteEvent, putEvent } from './caldav.ts';
import { secretBox } from './secret-box.ts';
import { loginOf } from './store.ts';
import type { SyncApp } from './sync.ts';

/** The event of a meeting as the expert's calendar keeps it (no METHOD, no attendees: nobody is mailed by it). */
function meetingEvent(meeting: MailMeeting, publicUrl: string, now: Date): string {
  const { expert, customer } = meeting;
  const minutes = Math.round((meeting.endsAt.getTime() - meeting.startsAt.getTime()) / 60_000);
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Expert Marketplace//Bookings//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', meetingUid(meeting.id, publicUrl));
  event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
  event.updatePropertyWithValue('dtstart', ICAL.Time.fromJSDate(meeting.startsAt, true));
  event.updatePropertyWithValue('dtend', ICAL.Time.fromJSDate(meeting.endsAt, true));
  event.updatePropertyWithValue('sequence', meeting.reschedules);
  event.updatePropertyWithValue('status', 'CONFIRMED');
  event.updatePropertyWithValue(
    'summary',
    translate('calendarEventTitle', expert.locale, { name: customer.fullName, minutes: String(minutes) }),
  );
  event.updatePropertyWithValue(
    'description',
    `${translate('calendarEventRoom', expert.locale)} ${expert.roomLink}`,
  );
  event.updatePropertyWithValue('location', expert.roomLink);
  event.updatePropertyWithValue('url', expert.roomLink);
  calendar.addSubcomponent(event);
  return calendar.toString();
}

async function bookingsCalendarOf(db: Database | Transaction, expertId: number) {
  const [row] = await db
    .select({ calendar: calendars, account: calendarAccounts })
    .from(calendars)
    .innerJoin(calendarAccounts, eq(calendarAccounts.id, calendars.accountId))
    .where(
      and(
        eq(calendars.expertId, expertId),
        eq(calendars.receivesBookings, true),
        eq(calendars.missing, false),
      ),
    );
  return row;
}

async function calendarWithAccount(db: Database, calendarId: number) {
  const [row] = await db
    .select({ calendar: calendars, account: calendarAccounts })
    .from(calendars)
    .innerJoin(calendarAccounts, eq(calendarAccounts.id, calendars.accountId))
    .where(eq(calendars.id, calendarId));
  return row;
}

/**
 * Writes, moves or deletes the meeting's event. Safe to run again: the event's resource is named
 * by the meeting's UID, so a repeat replaces it. A calendar changed since it was written has the
 * old event deleted first. A failure is kept on the account and the job retried.
 */
async function writeMeeting(app: SyncApp, meetingId: number): Promise<void> {
  const box = secretBox(app.config.calendarSecretKey);
  const meeting = await loadMailMeeting(app, meetingId);
  const [written] = await app.db
    .select()
    .from(calendarBookings)
    .where(eq(calendarBookings.meetingId, meetingId));
  const target =
    meeting?.state === 'confirmed' ? await bookingsCalendarOf(app.db, meeting.expert.userId) : undefined;
  try {
    if (written && written.calendarId !== target?.calendar.id) {
      const old = await calendarWithAccount(app.db, written.calendarId);
      if (old) await deleteEvent(loginOf(old.account, box), written.url);
      await app.db.delete(calendarBookings).where(eq(calendarBookings.meetingId, meetingId));
    }
    if (!meeting || !target) return;
    const url = new URL(
      `${encodeURIComponent(meetingUid(meeting.id, app.config.publicUrl))}.ics`,
      target.calendar.url,
    ).href;
    const { etag } = await putEvent(
      loginOf(target.account, box),
      url,
      meetingEvent(meeting, app.config.publicUrl, app.clock()),
    );
    await app.db
      .insert(calendarBookings)
      .values({ meetingId, calendarId: target.calendar.id, url, etag })
      .onConflictDoUpdate({
        target: calendarBookings.meetingId,
        set: { calendarId: target.calendar.id, url, etag },
      });
  } catch (error) {
    if (error instanceof CalDavError) {
      const accountId = target?.account.id;
      if (accountId)
        await app.db
          .update(calendarAccounts)
          .set({ lastError: error.failure, lastErrorAt: app.clock() })
          .where(eq(calendarAccounts.id, accountId));
    }
    throw error;
  }
}

export function defineWriteJob(app: SyncApp) {
  app.jobs.define<{ meetingId: number }>(WRITE_JOB, ({ meetingId }) => writeMeeting(app, meetingId));
}

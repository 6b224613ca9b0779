/**
 * Moving a paid meeting to another free hour of the same expert and rate, by either side, once and
 * with 24 hours' notice (marketplace/rules.ts), with no new charge. Decided under the expert's lock
 * like a booking, and guarded by the same exclusion constraints: a booking racing for the same
 * hour and the move cannot both win. The meeting's jobs, reminders and room closing move with it
 * in the same transaction.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, type MeetingSide, type MeetRescheduleInput, translate } from 'shared-contracts';
import { isExclusionViolation } from '../db/client.ts';
import { type Meeting, meetings, rates, users } from '../db/schema/index.ts';
import { HttpError, notFound, validationError } from '../http/errors.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { meetingOfParticipant } from '../meetings/cancel.ts';
import { reschedulable } from '../meetings/changes.ts';
import { planMeetingInvite } from '../meetings/invites.ts';
import { loadMeetingParties, meetingNotificationData, scheduleMeetingJobs } from '../meetings/lifecycle.ts';
import { planReminders } from '../meetings/reminders.ts';
import { notify } from '../notifications/notify.ts';
import { scheduleRoomClosureIn } from '../video/closures.ts';
import { lockExpertTime, othersHolds } from './held.ts';
import { checkStartDate } from './request.ts';
import { type DayPlan, findSlot, planDay, whyNotFree } from './slots.ts';

/** The meeting's customer and rate, as a day plan for moving it needs them. */
export async function movingContext(app: Pick<FastifyInstance, 'db'>, meeting: Meeting) {
  const [row] = await app.db
    .select({ customerZone: users.timezone, rate: rates.slug })
    .from(users)
    .innerJoin(rates, eq(rates.id, meeting.rateId))
    .where(eq(users.id, meeting.customerId));
  if (!row) throw notFound();
  return {
    expertId: meeting.expertId,
    customer: { id: meeting.customerId, timezone: row.customerZone || 'UTC' },
    rate: row.rate,
    moving: meeting.id,
  };
}

/** A participant's meeting that may still be moved (409 otherwise). */
export async function meetingToMove(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  meetingId: number,
  user: Parameters<typeof meetingOfParticipant>[2],
) {
  const found = await meetingOfParticipant(app, meetingId, user);
  if (!reschedulable(found.meeting, app.clock())) throw new HttpError(409, 'meetingCannotReschedule');
  return found;
}

/** POST /meets/{id}/reschedule. */
export async function rescheduleMeeting(
  app: FastifyInstance,
  meetingId: number,
  user: Parameters<typeof meetingOfParticipant>[2],
  body: MeetRescheduleInput,
  locale: Locale,
): Promise<void> {
  const { meeting, side } = await meetingOfParticipant(app, meetingId, user);
  const now = app.clock();
  if (!reschedulable(meeting, now)) {
    // A retried move that already happened answers as the first did.
    if (meeting.state === 'confirmed' && meeting.reschedules > 0 && (await isAt(app, meeting, body, locale)))
      return;
    throw new HttpError(409, 'meetingCannotReschedule');
  }
  checkStartDate(body.date, body.start_time, locale);
  const context = await movingContext(app, meeting);
  const plan = await planDay(app, { ...context, date: body.date }, locale);
  const slot = findSlot(plan.candidates, body.date, body.start_time);
  if (!slot) throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
  if (slot.startsAt.getTime() === meeting.startsAt.getTime())
    throw validationError({ start_time: [translate('rescheduleSameTime', locale)] });
  if (!plan.free.includes(slot)) throw timeGone(plan, slot);

  let moved: Meeting | undefined;
  try {
    moved = await app.db.transaction(async (tx) => {
      await lockExpertTime(tx, meeting.expertId);
      if (
        (await othersHolds(tx, meeting.expertId, meeting.customerId, slot.startsAt, slot.endsAt, now)).length
      )
        throw new HttpError(409, 'bookingSlotHeld');
      const [row] = await tx
        .update(meetings)
        .set({
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          reschedules: meeting.reschedules + 1,
          updatedAt: now,
        })
        .where(
          and(
            eq(meetings.id, meeting.id),
            eq(meetings.state, 'confirmed'),
            eq(meetings.startsAt, meeting.startsAt),
            lt(meetings.reschedules, marketplaceRules.reschedulesPerMeeting),
          ),
        )
        .returning();
      if (!row) return undefined;
      await scheduleMeetingJobs(app, row, tx);
      await planReminders(tx, row, now);
      await planMeetingInvite(tx, row.id, 'rescheduled', now);
      if (row.roomId) await scheduleRoomClosureIn(tx, row.roomId, row.endsAt);
      return row;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new HttpError(409, 'bookingTimeTaken');
    throw error;
  }
  if (!moved) {
    // Cancelled or moved by the other side meanwhile.
    const { meeting: current } = await meetingOfParticipant(app, meetingId, user);
    if (current.state === 'confirmed' && current.startsAt.getTime() === slot.startsAt.getTime()) return;
    throw new HttpError(409, 'meetingCannotReschedule');
  }
  await tellRescheduled(app, moved, meeting.startsAt, side);
}

function timeGone(plan: DayPlan, slot: DayPlan['candidates'][number]) {
  return new HttpError(409, whyNotFree(plan, slot));
}

/** Whether the meeting already stands at the asked hour (a retry of a move that was made). */
async function isAt(app: FastifyInstance, meeting: Meeting, body: MeetRescheduleInput, locale: Locale) {
  const context = await movingContext(app, meeting);
  const plan = await planDay(app, { ...context, date: body.date }, locale).catch(() => undefined);
  const slot = plan && findSlot(plan.candidates, body.date, body.start_time);
  return slot !== undefined && slot.startsAt.getTime() === meeting.startsAt.getTime();
}

/** The other side notified and both pushed the new time (the updated invites go by their jobs). */
async function tellRescheduled(app: FastifyInstance, moved: Meeting, previousStart: Date, by: MeetingSide) {
  const meeting = await loadMeetingParties(app, moved.id);
  if (!meeting) return;
  const other = by === 'customer' ? meeting.expertId : meeting.customerId;
  await notify(app, other, 'meeting.rescheduled', {
    ...meetingNotificationData(meeting, other),
    previous_starts_at: previousStart.toISOString(),
    by,
  });
  for (const userId of [meeting.customerId, meeting.expertId])
    await app.bus.publish(userId, {
      type: 'meeting.rescheduled',
      meet_id: meeting.id,
      starts_at: meeting.startsAt.toISOString(),
      ends_at: meeting.endsAt.toISOString(),
    });
}

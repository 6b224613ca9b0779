/**
 * The hour held while the customer pays. POST /booking/{id}/hold writes a row in `slot_holds` for
 * `marketplaceRules.slotHoldMinutes`; while it lives, other customers see the slot taken
 * (availability, days, preview, booking), the holder does not. A customer holds one slot at a
 * time; booking the slot consumes the hold, DELETE releases it, and an expired hold is ignored by
 * every query and deleted by the `booking.sweep_holds` job planned at its expiry. Holds and
 * bookings of one expert are decided under the expert's row lock (`lockExpertTime`), and the
 * exclusion constraint of migration 0004 refuses two overlapping holds of one expert, so two api
 * instances on one database never both hold or book one slot.
 */
import { and, eq, gt, inArray, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, type SlotHold, type SlotHoldInput, translate, type UserType } from 'shared-contracts';
import { isExclusionViolation, isUniqueViolation } from '../db/client.ts';
import { meetings, type SlotHoldRow, slotHolds, type User } from '../db/schema/index.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { scheduleJob } from '../jobs/index.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { formatWall } from '../scheduling/zoned-time.ts';
import { type BookingTransaction, lockExpertTime, othersHolds, sweepExpiredHolds } from './held.ts';
import { checkStartDate } from './request.ts';
import { findSlot, planDay, whyNotFree } from './slots.ts';

export const SWEEP_HOLDS_JOB = 'booking.sweep_holds';
const MINUTE = 60_000;
/** How long a hold lives: also how long a booking waits for the customer's authentication. */
export const HOLD_MS = marketplaceRules.slotHoldMinutes * MINUTE;

/** When a hold written at `now` expires. */
const holdExpiry = (now: Date) => new Date(now.getTime() + HOLD_MS);

type HoldApp = Pick<FastifyInstance, 'db' | 'clock' | 'jobs'>;

/** The booking's own checks of who may book: an expert session or the expert themself cannot. */
export function checkBooker(user: User, userType: UserType, expertId: number) {
  if (userType === 'expert') throw new HttpError(403, 'bookingExpertsCannotBook');
  if (expertId === user.id) throw new HttpError(403, 'bookingWithYourself');
}

function holdView(row: SlotHoldRow, expertZone: string, customerZone: string): SlotHold {
  return {
    start_time: formatWall(row.startsAt, expertZone),
    end_time: formatWall(row.endsAt, expertZone),
    start_time_converted: formatWall(row.startsAt, customerZone),
    end_time_converted: formatWall(row.endsAt, customerZone),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** POST /booking/{expertId}/hold: holds the slot for the caller (the same hold again when asked twice). */
export async function holdSlot(
  app: HoldApp,
  input: { user: User; userType: UserType; expertId: number; body: SlotHoldInput; locale: Locale },
): Promise<SlotHold> {
  const { user, expertId, body, locale } = input;
  checkBooker(user, input.userType, expertId);
  checkStartDate(body.date, body.start_time, locale);
  const plan = await planDay(app, { expertId, customer: user, date: body.date, rate: body.rate }, locale);
  const slot = findSlot(plan.candidates, body.date, body.start_time);
  if (!slot) throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
  if (!plan.free.includes(slot)) throw new HttpError(409, whyNotFree(plan, slot));

  const now = app.clock();
  let row: SlotHoldRow;
  let created = false;
  try {
    row = await app.db.transaction(async (tx) => {
      await lockExpertTime(tx, expertId);
      const [mine] = await tx
        .select()
        .from(slotHolds)
        .where(and(eq(slotHolds.customerId, user.id), gt(slotHolds.expiresAt, now)));
      if (
        mine &&
        mine.expertId === expertId &&
        mine.startsAt.getTime() === slot.startsAt.getTime() &&
        mine.endsAt.getTime() === slot.endsAt.getTime()
      )
        return mine;
      if ((await othersHolds(tx, expertId, user.id, slot.startsAt, slot.endsAt, now)).length)
        throw new HttpError(409, 'bookingSlotHeld');
      const live = await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(
          and(
            or(eq(meetings.expertId, expertId), eq(meetings.customerId, user.id)),
            inArray(meetings.state, ['reserved', 'confirmed']),
            lt(meetings.startsAt, slot.endsAt),
            gt(meetings.endsAt, slot.startsAt),
          ),
        )
        .limit(1);
      if (live.length) throw new HttpError(409, 'bookingTimeTaken');
      // The caller's earlier hold (one at a time) and the expert's expired ones give way.
      await tx
        .delete(slotHolds)
        .where(
          or(
            eq(slotHolds.customerId, user.id),
            and(eq(slotHolds.expertId, expertId), lte(slotHolds.expiresAt, now)),
          ),
        );
      const [inserted] = await tx
        .insert(slotHolds)
        .values({
          expertId,
          customerId: user.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          expiresAt: holdExpiry(now),
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('hold not stored');
      created = true;
      return inserted;
    });
  } catch (error) {
    if (isExclusionViolation(error) || isUniqueViolation(error)) throw new HttpError(409, 'bookingSlotHeld');
    throw error;
  }
  if (created) await app.jobs.schedule(SWEEP_HOLDS_JOB, {}, { runAt: row.expiresAt, key: `hold-${row.id}` });
  return holdView(row, plan.expert.timezone, user.timezone);
}

/**
 * In the transaction that releases a meeting whose payment was refused at the checkout: the
 * customer holds its hour again, as a new hold would (replacing any other hold of theirs), so
 * nobody else takes it while they choose another card.
 */
export async function giveBackHold(
  tx: BookingTransaction,
  meeting: { expertId: number; customerId: number; startsAt: Date; endsAt: Date },
  now: Date,
): Promise<void> {
  await lockExpertTime(tx, meeting.expertId);
  await tx
    .delete(slotHolds)
    .where(
      or(
        eq(slotHolds.customerId, meeting.customerId),
        and(eq(slotHolds.expertId, meeting.expertId), lte(slotHolds.expiresAt, now)),
      ),
    );
  const [hold] = await tx
    .insert(slotHolds)
    .values({
      expertId: meeting.expertId,
      customerId: meeting.customerId,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      expiresAt: holdExpiry(now),
      createdAt: now,
    })
    .returning();
  if (hold) await scheduleJob(tx, SWEEP_HOLDS_JOB, {}, { runAt: hold.expiresAt, key: `hold-${hold.id}` });
}

/** DELETE /booking/{expertId}/hold: the caller's hold on this expert's time is released (if any). */
export async function releaseHold(app: Pick<FastifyInstance, 'db'>, customerId: number, expertId: number) {
  await app.db
    .delete(slotHolds)
    .where(and(eq(slotHolds.customerId, customerId), eq(slotHolds.expertId, expertId)));
}

/** The sweep: every expired hold is deleted (each hold plans one at its expiry; any run sweeps all). */
export function defineHoldJobs(app: Pick<FastifyInstance, 'db' | 'clock' | 'jobs'>) {
  app.jobs.define(SWEEP_HOLDS_JOB, async () => {
    await sweepExpiredHolds(app.db, app.clock());
  });
}

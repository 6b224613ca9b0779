/**
 * Booking with payment. The order of steps is what keeps money and meetings consistent:
 *
 * 1. The slot is checked, then held by inserting the meeting `reserved` together with its
 *    `pending` charge row, in one transaction. The exclusion constraints (expert, time range) and
 *    (customer, time range) over live meetings make a concurrent second hold fail (23P01 → 409).
 * 2. The card is charged off-session with the charge row's idempotency key
 *    (`meeting-<id>-booking`): the provider answers the first result to any retry with that key.
 * 3. Success confirms the meeting and the charge; a refused card releases the slot; a provider
 *    outage leaves both pending. A job (`booking.reconcile`, planned at the hold and swept at each
 *    start) settles whatever is still pending after the grace period by retrying the SAME charge.
 *
 * A repeated request (same customer, same Idempotency-Key) is answered from the meeting it made:
 * same body → the same answer; another body → refused.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type BookingCreateInput,
  type Locale,
  type MessageKey,
  translate,
  type UserType,
} from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { isExclusionViolation, isUniqueViolation } from '../db/client.ts';
import { bankAccounts, meetingCharges, meetings, rates, type User, users } from '../db/schema/index.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { marketplaceRules, platformFeeCents } from '../marketplace/rules.ts';
import { cancelMeetingJobs, scheduleMeetingJobs } from '../meetings/lifecycle.ts';
import { meetingView } from '../meetings/view.ts';
import { notify } from '../notifications/notify.ts';
import { findCustomerId } from '../payments/customers.ts';
import { CardRefusedError, PaymentNotFoundError, PaymentUnavailableError } from '../payments/gateway.ts';
import { formatWall } from '../scheduling/zoned-time.ts';
import { scheduleRoomClosure } from '../video/closures.ts';
import { VideoRooms } from '../video/rooms.ts';
import { findSlot, planDay } from './slots.ts';

export const RECONCILE_JOB = 'booking.reconcile';
export const PREPARE_JOB = 'booking.prepare';
/** How long the inline set-up of a paid meeting has before its durable job takes over. */
const PREPARE_DELAY_SECONDS = 30;

export type BookingApp = Pick<FastifyInstance, 'db' | 'clock' | 'gateway' | 'rooms' | 'bus' | 'jobs' | 'log'>;

export interface BookingOutcome {
  status: number;
  body: unknown;
}

type Settled = 'confirmed' | 'released' | 'pending';

const SECOND = 1000;
/** A stored failure that is one of our messages (translated when answered), not the provider's text. */
const KEY_PREFIX = 'message:';

/** `HH:mm` of the requested start (`HH:mm` or `yyyy-MM-dd HH:mm`). */
const startClock = (startTime: string) => startTime.slice(-5);

/** Hash of what decides the booking (the ignored echo fields are left out). */
export function requestHash(expertId: number, body: BookingCreateInput): string {
  const decisive = {
    expert_id: expertId,
    date: body.date,
    rate: body.rate,
    start_time: startClock(body.start_time),
    payment_method_id: body.payment_method_id,
  };
  return createHash('sha256').update(JSON.stringify(decisive)).digest('hex');
}

/** 422 on start_time when the requested start's date part is not the booking date. */
export function checkStartDate(date: string, startTime: string, locale: Locale) {
  if (startTime.length > 5 && startTime.slice(0, 10) !== date)
    throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
}

function failure(status: number, key: MessageKey, locale: Locale, field?: string): BookingOutcome {
  const message = translate(key, locale);
  return {
    status,
    body: field ? { message, data: { [field]: [message] } } : { message, error: { message, code: key } },
  };
}

async function meetingByKey(app: BookingApp, bookingKey: string) {
  const [row] = await app.db.select().from(meetings).where(eq(meetings.bookingKey, bookingKey));
  return row;
}

/** The answer a settled (or still pending) booking gives, the same every time it is asked. */
async function answerFor(
  app: BookingApp,
  meetingId: number,
  viewer: User,
  locale: Locale,
): Promise<BookingOutcome> {
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) throw new Error(`meeting ${meetingId} vanished`);
  if (meeting.state === 'released') {
    const [charge] = await app.db
      .select({ failure: meetingCharges.failureMessage })
      .from(meetingCharges)
      .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.kind, 'booking')));
    const stored = charge?.failure ?? `${KEY_PREFIX}bookingTimeTaken`;
    const message = stored.startsWith(KEY_PREFIX)
      ? translate(stored.slice(KEY_PREFIX.length) as MessageKey, locale)
      : stored;
    return { status: 402, body: { message, data: { payment_method_id: [message] } } };
  }
  if (meeting.state === 'reserved') return failure(503, 'bookingPaymentUnavailable', locale);
  const view = await meetingView(
    app,
    meetingId,
    { id: viewer.id, timezone: viewer.timezone, firstName: viewer.firstName, lastName: viewer.lastName },
    locale,
  );
  const [expert] = await app.db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, meeting.expertId));
  const expertZone = expert?.timezone ?? 'UTC';
  const data = {
    ...view,
    meet: {
      rate: centsToDollars(meeting.priceCents),
      fee: centsToDollars(meeting.feeCents),
      total: centsToDollars(meeting.priceCents + meeting.feeCents),
    },
    slot: {
      start_time: formatWall(meeting.startsAt, expertZone),
      end_time: formatWall(meeting.endsAt, expertZone),
      start_time_converted: formatWall(meeting.startsAt, viewer.timezone),
      end_time_converted: formatWall(meeting.endsAt, viewer.timezone),
      starts_at: meeting.startsAt.toISOString(),
      ends_at: meeting.endsAt.toISOString(),
    },
  };
  return { status: 201, body: { data, message: translate('bookingReceived', locale) } };
}

/** A repeated Idempotency-Key: the first request's answer (waiting a little while it is in flight). */
async function replay(
  app: BookingApp,
  meeting: { id: number; requestHash: string },
  hash: string,
  viewer: User,
  locale: Locale,
): Promise<BookingOutcome> {
  if (meeting.requestHash !== hash)
    return failure(422, 'bookingIdempotencyKeyReused', locale, 'Idempotency-Key');
  for (let waited = 0; waited < 10 * SECOND; waited += 50) {
    const [row] = await app.db
      .select({ state: meetings.state })
      .from(meetings)
      .where(eq(meetings.id, meeting.id));
    if (row?.state !== 'reserved') return answerFor(app, meeting.id, viewer, locale);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return failure(409, 'bookingInProgress', locale);
}

/** POST /booking/{expertId}. */
export async function createBooking(
  app: BookingApp,
  input: {
    user: User;
    /** The session's area: an expert books other experts from the customer area only. */
    userType: UserType;
    expertId: number;
    body: BookingCreateInput;
    idempotencyKey: string;
    locale: Locale;
  },
): Promise<BookingOutcome> {
  const { user, expertId, body, locale } = input;
  if (input.userType === 'expert') throw new HttpError(403, 'bookingExpertsCannotBook');
  if (expertId === user.id) throw new HttpError(403, 'bookingWithYourself');
  const bookingKey = `${user.id}:${input.idempotencyKey}`;
  const hash = requestHash(expertId, body);
  const earlier = await meetingByKey(app, bookingKey);
  if (earlier) return replay(app, earlier, hash, user, locale);

  checkStartDate(body.date, body.start_time, locale);
  const plan = await planDay(app, { expertId, customer: user, date: body.date, rate: body.rate }, locale);
  const slot = findSlot(plan.candidates, body.date, body.start_time);
  if (!slot) throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
  const taken = async () => {
    const raced = await meetingByKey(app, bookingKey);
    return raced ? replay(app, raced, hash, user, locale) : failure(409, 'bookingTimeTaken', locale);
  };
  if (!plan.free.includes(slot)) return taken();

  let card: unknown;
  try {
    const stripeCustomer = await findCustomerId(app.db, user.id);
    card = stripeCustomer ? await app.gateway.findCard(stripeCustomer, body.payment_method_id) : undefined;
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    app.log.error({ err: error.cause }, 'payment provider failed');
    return failure(503, 'bookingProviderDown', locale);
  }
  if (!card) return failure(422, 'bookingSelectCard', locale, 'payment_method_id');

  const [bank] = await app.db
    .select({ account: bankAccounts.connectedAccountId })
    .from(bankAccounts)
    .where(eq(bankAccounts.expertId, expertId));
  const now = app.clock();
  const priceCents = plan.rate.priceCents;
  const feeCents = platformFeeCents(priceCents);
  let meetingId: number;
  try {
    meetingId = await app.db.transaction(async (tx) => {
      const [meeting] = await tx
        .insert(meetings)
        .values({
          expertId,
          customerId: user.id,
          rateId: plan.rate.id,
          priceCents,
          feeCents,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          state: 'reserved',
          bookingKey,
          requestHash: hash,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: meetings.id });
      if (!meeting) throw new Error('meeting not stored');
      await tx.insert(meetingCharges).values({
        meetingId: meeting.id,
        kind: 'booking',
        rateId: plan.rate.id,
        minutes: plan.rate.minutes,
        priceCents,
        feeCents,
        paymentMethodId: body.payment_method_id,
        destination: bank?.account ?? null,
        idempotencyKey: `meeting-${meeting.id}-booking`,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      return meeting.id;
    });
  } catch (error) {
    if (isExclusionViolation(error) || isUniqueViolation(error)) return taken();
    throw error;
  }
  await app.jobs.schedule(
    RECONCILE_JOB,
    { meetingId },
    {
      runAt: new Date(now.getTime() + marketplaceRules.reservationGraceSeconds * SECOND),
      key: String(meetingId),
    },
  );
  await settleCharge(app, meetingId);
  return answerFor(app, meetingId, user, locale);
}

/**
 * Charges a reserved meeting's pending booking charge (again: same key, same parameters, so the
 * provider answers the first result) and confirms or releases the meeting. Safe to run twice and
 * concurrently: each state change only applies to a row still pending.
 *
 * `late`: the meeting's start has passed while it waited (reconciliation after a long outage).
 * Nobody can meet any more, so a charge the provider reports as made is refunded in full and the
 * meeting released (no charge without a meeting).
 */
export async function settleCharge(app: BookingApp, meetingId: number, late = false): Promise<Settled> {
  const [row] = await app.db
    .select({ meeting: meetings, charge: meetingCharges })
    .from(meetings)
    .innerJoin(
      meetingCharges,
      and(eq(meetingCharges.meetingId, meetings.id), eq(meetingCharges.kind, 'booking')),
    )
    .where(eq(meetings.id, meetingId));
  if (!row) return 'released';
  const { meeting, charge } = row;
  if (meeting.state !== 'reserved') return meeting.state === 'confirmed' ? 'confirmed' : 'released';
  const destination = charge.destination ?? undefined;
  if (charge.status === 'succeeded' && charge.paymentIntentId) {
    if (late) return refundLate(app, meetingId, charge.id, charge.paymentIntentId, Boolean(destination));
    await confirm(app, meetingId, charge.id, charge.paymentIntentId);
    return 'confirmed';
  }
  if (charge.status === 'failed') {
    await release(app, meetingId, charge.id, charge.failureMessage ?? `${KEY_PREFIX}bookingSelectCard`);
    return 'released';
  }
  const stripeCustomer = await findCustomerId(app.db, meeting.customerId);
  if (!stripeCustomer) {
    await release(app, meetingId, charge.id, `${KEY_PREFIX}bookingSelectCard`);
    return 'released';
  }
  let result: Awaited<ReturnType<BookingApp['gateway']['chargeOffSession']>>;
  try {
    result = await app.gateway.chargeOffSession({
      customerId: stripeCustomer,
      paymentMethodId: charge.paymentMethodId,
      amount: charge.priceCents + charge.feeCents,
      currency: marketplaceRules.currency,
      applicationFee: charge.feeCents,
      destination,
      description: `Meeting ${meetingId}`,
      metadata: { meeting_id: String(meetingId), kind: 'booking' },
      idempotencyKey: charge.idempotencyKey,
    });
  } catch (error) {
    if (error instanceof CardRefusedError) {
      await release(app, meetingId, charge.id, error.message);
      return 'released';
    }
    if (error instanceof PaymentNotFoundError) {
      await release(app, meetingId, charge.id, `${KEY_PREFIX}bookingSelectCard`);
      return 'released';
    }
    app.log.error({ err: error, meetingId }, 'booking charge not settled; left for reconciliation');
    return 'pending';
  }
  if (result.status === 'succeeded') {
    if (late) return refundLate(app, meetingId, charge.id, result.paymentIntentId, Boolean(destination));
    await confirm(app, meetingId, charge.id, result.paymentIntentId);
    return 'confirmed';
  }
  if (result.status === 'requires_action') {
    await release(app, meetingId, charge.id, `${KEY_PREFIX}bookingCardNeedsAuthentication`);
    return 'released';
  }
  return 'pending';
}

/** A charge made for a meeting whose start passed unconfirmed: refunded (same key on retries), meeting released. */
async function refundLate(
  app: BookingApp,
  meetingId: number,
  chargeId: number,
  paymentIntentId: string,
  hadDestination: boolean,
): Promise<Settled> {
  const now = app.clock();
  // Recorded first, so a crash before the refund leaves a row that says what was charged.
  await app.db
    .update(meetingCharges)
    .set({ status: 'succeeded', paymentIntentId, updatedAt: now })
    .where(and(eq(meetingCharges.id, chargeId), eq(meetingCharges.status, 'pending')));
  try {
    await app.gateway.refund({
      paymentIntentId,
      reverseTransfer: hadDestination,
      idempotencyKey: `meeting-${meetingId}-booking-refund`,
    });
  } catch (error) {
    app.log.error({ err: error, meetingId }, 'refund of a late booking charge failed; retried later');
    return 'pending';
  }
  await app.db.transaction(async (tx) => {
    await tx
      .update(meetingCharges)
      .set({ status: 'refunded', failureMessage: `${KEY_PREFIX}bookingTimeTaken`, updatedAt: now })
      .where(eq(meetingCharges.id, chargeId));
    await tx
      .update(meetings)
      .set({ state: 'released', updatedAt: now })
      .where(and(eq(meetings.id, meetingId), eq(meetings.state, 'reserved')));
  });
  await app.jobs.cancel(RECONCILE_JOB, String(meetingId));
  return 'released';
}

async function confirm(app: BookingApp, meetingId: number, chargeId: number, paymentIntentId: string) {
  const now = app.clock();
  const roomName = VideoRooms.roomName(meetingId);
  // Planned first: if the process dies after the commit below, this job sets the meeting up.
  await app.jobs.schedule(
    PREPARE_JOB,
    { meetingId },
    { runAt: new Date(now.getTime() + PREPARE_DELAY_SECONDS * SECOND), key: String(meetingId) },
  );
  const confirmed = await app.db.transaction(async (tx) => {
    await tx
      .update(meetingCharges)
      .set({ status: 'succeeded', paymentIntentId, updatedAt: now })
      .where(and(eq(meetingCharges.id, chargeId), eq(meetingCharges.status, 'pending')));
    const [row] = await tx
      .update(meetings)
      .set({ state: 'confirmed', roomId: roomName, updatedAt: now })
      .where(and(eq(meetings.id, meetingId), eq(meetings.state, 'reserved')))
      .returning();
    return row;
  });
  if (!confirmed) return;
  await app.jobs.cancel(RECONCILE_JOB, String(meetingId));
  try {
    await prepareMeeting(app, meetingId);
  } catch (error) {
    app.log.error({ err: error, meetingId }, 'setting up a paid meeting failed; its job retries');
  }
}

/**
 * Sets up a paid meeting (room, its closing, the meeting's jobs, both notifications) once. Planned
 * as a durable job before the confirmation commits, so a crash between paying and setting up is
 * finished by the job; `prepared_at` makes a second run a no-op.
 */
export async function prepareMeeting(app: BookingApp, meetingId: number): Promise<void> {
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (meeting?.state !== 'confirmed' || meeting.preparedAt) {
    await app.jobs.cancel(PREPARE_JOB, String(meetingId));
    return;
  }
  await afterConfirmed(app, meeting, meeting.roomId ?? VideoRooms.roomName(meetingId));
  await app.db
    .update(meetings)
    .set({ preparedAt: app.clock() })
    .where(and(eq(meetings.id, meetingId), isNull(meetings.preparedAt)));
  await app.jobs.cancel(PREPARE_JOB, String(meetingId));
}

/**
 * Room, its closing at the end, the meeting's jobs, then both notifications. The first three are
 * safe to repeat; a failure throws, so the durable job tries again later.
 */
async function afterConfirmed(app: BookingApp, meeting: typeof meetings.$inferSelect, roomName: string) {
  await app.rooms.openRoom(roomName);
  await scheduleRoomClosure(app.db, roomName, meeting.endsAt);
  await scheduleMeetingJobs(app, meeting);
  const people = await app.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, meeting.expertId)));
  const customers = await app.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, meeting.customerId));
  const [rate] = await app.db.select({ slug: rates.slug }).from(rates).where(eq(rates.id, meeting.rateId));
  const nameOf = (list: typeof people) => (list[0] ? `${list[0].firstName} ${list[0].lastName}`.trim() : '');
  const data = {
    meet_id: meeting.id,
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
    rate: rate?.slug ?? null,
    expert_id: meeting.expertId,
    expert_name: nameOf(people),
    customer_id: meeting.customerId,
    customer_name: nameOf(customers),
  };
  await notify(app, meeting.expertId, 'meeting.booked', data);
  await notify(app, meeting.customerId, 'meeting.booked', data);
}

async function release(app: BookingApp, meetingId: number, chargeId: number, failureMessage: string) {
  const now = app.clock();
  let confirmedMeanwhile = false;
  await app.db.transaction(async (tx) => {
    await tx
      .update(meetingCharges)
      .set({ status: 'failed', failureMessage: failureMessage.slice(0, 2000), updatedAt: now })
      .where(and(eq(meetingCharges.id, chargeId), eq(meetingCharges.status, 'pending')));
    const [row] = await tx
      .update(meetings)
      .set({ state: 'released', updatedAt: now })
      .where(and(eq(meetings.id, meetingId), eq(meetings.state, 'reserved')))
      .returning({ id: meetings.id });
    confirmedMeanwhile = !row;
  });
  await app.jobs.cancel(RECONCILE_JOB, String(meetingId));
  if (!confirmedMeanwhile) await cancelMeetingJobs(app, meetingId).catch(() => {});
}

/** The reconciliation job: settles a reservation still pending after the grace period. */
export async function reconcile(app: BookingApp, meetingId: number): Promise<void> {
  const [meeting] = await app.db
    .select({ state: meetings.state, createdAt: meetings.createdAt, startsAt: meetings.startsAt })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (meeting?.state !== 'reserved') return;
  const now = app.clock();
  const due = new Date(meeting.createdAt.getTime() + marketplaceRules.reservationGraceSeconds * SECOND);
  if (now < due) {
    await app.jobs.schedule(RECONCILE_JOB, { meetingId }, { runAt: due, key: String(meetingId) });
    return;
  }
  const settled = await settleCharge(app, meetingId, meeting.startsAt <= now);
  if (settled === 'pending') {
    const retryAt = new Date(now.getTime() + marketplaceRules.reservationGraceSeconds * SECOND);
    await app.jobs.schedule(RECONCILE_JOB, { meetingId }, { runAt: retryAt, key: String(meetingId) });
  }
}

/** At start: every reservation still pending gets its reconciliation job (a crash may have lost it). */
export async function sweepReservations(app: BookingApp): Promise<number> {
  const pending = await app.db
    .select({ id: meetings.id, createdAt: meetings.createdAt })
    .from(meetings)
    .where(eq(meetings.state, 'reserved'));
  for (const meeting of pending) {
    const due = new Date(meeting.createdAt.getTime() + marketplaceRules.reservationGraceSeconds * SECOND);
    await app.jobs.schedule(
      RECONCILE_JOB,
      { meetingId: meeting.id },
      { runAt: due, key: String(meeting.id) },
    );
  }
  return pending.length;
}

/**
 * Booking with payment. The order of steps is what keeps money and meetings consistent:
 *
 * 1. The slot is checked (another customer's live hold refuses it, the caller's own is consumed,
 *    under the expert's row lock as holds are written), then held by inserting the meeting `reserved` together with its
 *    `pending` booking charge, in one transaction. The exclusion constraints (expert, time range)
 *    and (customer, time range) over live meetings make a concurrent second hold fail (23P01 → 409).
 * 2. The meeting-charge module (api/src/charges) charges the card off-session with the charge's
 *    derived key (`meeting-<id>-booking`) and settles it: paid → the meeting is confirmed; refused
 *    → released, the customer's hold given back; the bank asks for authentication → 202 with the
 *    PaymentIntent's client secret, the meeting held until the customer confirms it
 *    (authentication.ts); provider down → both left pending for the charge's reconciliation job.
 *
 * A repeated request (same customer, same Idempotency-Key) is answered from the meeting it made:
 * same body → the same answer; another body → refused.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BookingCreateInput, type Locale, translate, type UserType } from 'shared-contracts';
import { settleCharge, writePendingCharge } from '../charges/index.ts';
import { type Database, isExclusionViolation, isUniqueViolation } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { type MeetingCharge, meetings, slotHolds, type User } from '../db/schema/index.ts';
import { HttpError, validationError } from '../http/errors.ts';
import {
  SESSION_AS_READ,
  type SessionCheck,
  StaleSession,
  sessionValues,
} from '../identity/verified-session.ts';
import { platformFeeCents } from '../marketplace/rules.ts';
import { PaymentUnavailableError } from '../payments/gateway.ts';
import {
  answerFor,
  authenticationAnswer,
  type BookingOutcome,
  failure,
  fieldFailure,
  replay,
} from './answer.ts';
import { bookingChargePurpose } from './charge.ts';
import { lockExpertTime, othersHolds } from './held.ts';
import { checkBooker } from './holds.ts';
import { checkStartDate, requestHash } from './request.ts';
import { findSlot, planDay, whyNotFree } from './slots.ts';

export type BookingApp = Pick<
  FastifyInstance,
  'db' | 'clock' | 'gateway' | 'rooms' | 'bus' | 'jobs' | 'log' | 'config' | 'mailer'
>;

async function meetingByKey(app: BookingApp, bookingKey: string) {
  const [row] = await app.db.select().from(meetings).where(eq(meetings.bookingKey, bookingKey));
  return row;
}

interface BookingContext {
  /** The meeting an earlier request with this Idempotency-Key made. */
  earlier: { id: number; requestHash: string } | null;
  /** The customer's customer at the payment provider, and the expert's payout account. */
  payer: string | null;
  payee: string | null;
}

const value = (name: string) => sql.placeholder(name);

const contextStatement = preparedStatement<BookingContext & { sessionOk: boolean }, Record<string, unknown>>(
  'booking_context',
  sql`
    SELECT
      (SELECT json_build_object('id', m.id, 'requestHash', m.request_hash)
         FROM meetings m WHERE m.booking_key = ${value('bookingKey')}::text) AS earlier,
      (SELECT c.stripe_customer_id FROM payment_customers c WHERE c.user_id = ${value('customerId')}::int) AS payer,
      (SELECT b.connected_account_id FROM bank_accounts b WHERE b.expert_id = ${value('expertId')}::int) AS payee,
      ${SESSION_AS_READ} AS "sessionOk"`,
);

/** The meeting inserted `reserved`, the caller's own holds on the expert's time consumed with it. */
const holdStatement = preparedStatement<{ id: number }, Record<string, unknown>>(
  'booking_hold',
  sql`WITH consumed AS (
      DELETE FROM ${slotHolds} WHERE ${slotHolds.customerId} = ${value('customerId')}::int
        AND ${slotHolds.expertId} = ${value('expertId')}::int RETURNING id)
    INSERT INTO ${meetings} (expert_id, customer_id, rate_id, price_cents, fee_cents, starts_at, ends_at, state,
      booking_key, request_hash, created_at, updated_at)
    VALUES (${value('expertId')}::int, ${value('customerId')}::int, ${value('rateId')}::int, ${value('priceCents')}::int,
      ${value('feeCents')}::int, ${value('startsAt')}::timestamptz, ${value('endsAt')}::timestamptz, 'reserved',
      ${value('bookingKey')}::text, ${value('requestHash')}::text, ${value('at')}::timestamptz, ${value('at')}::timestamptz)
    RETURNING id`,
);

/**
 * What a booking reads before it checks the slot, in one round trip, with the caller's session
 * check (identity/verified-session.ts): StaleSession when it fails.
 */
async function readBookingContext(
  db: Database,
  input: { bookingKey: string; customerId: number; expertId: number; session: SessionCheck | undefined },
): Promise<BookingContext> {
  const [row] = await contextStatement(db, {
    bookingKey: input.bookingKey,
    customerId: input.customerId,
    expertId: input.expertId,
    ...sessionValues(input.session),
  });
  if (row?.sessionOk === false) throw new StaleSession();
  return row ?? { earlier: null, payer: null, payee: null };
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
    /** The caller's session check, made in the first read (identity/verified-session.ts). */
    session?: SessionCheck | undefined;
  },
): Promise<BookingOutcome> {
  const { user, expertId, body, locale } = input;
  const bookingKey = `${user.id}:${input.idempotencyKey}`;
  const hash = requestHash(expertId, body);
  // First, so that a session signed out meanwhile is refused before anything else is answered.
  const { earlier, payer, payee } = await readBookingContext(app.db, {
    bookingKey,
    customerId: user.id,
    expertId,
    session: input.session,
  });
  checkBooker(user, input.userType, expertId);
  if (earlier) return replay(app, earlier, hash, user, locale);

  checkStartDate(body.date, body.start_time, locale);
  const plan = await planDay(app, { expertId, customer: user, date: body.date, rate: body.rate }, locale);
  const slot = findSlot(plan.candidates, body.date, body.start_time);
  if (!slot) throw validationError({ start_time: [translate('bookingHourUnavailable', locale)] });
  const taken = async () => {
    const raced = await meetingByKey(app, bookingKey);
    return raced ? replay(app, raced, hash, user, locale) : failure(409, 'bookingTimeTaken', locale);
  };
  if (!plan.free.includes(slot)) {
    const reason = whyNotFree(plan, slot);
    return reason === 'bookingTimeTaken' ? taken() : failure(409, reason, locale);
  }

  let card: unknown;
  try {
    card = payer ? await app.gateway.findCard(payer, body.payment_method_id) : undefined;
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    app.log.error({ err: error.cause }, 'payment provider failed');
    return failure(503, 'bookingProviderDown', locale);
  }
  if (!card || !payer) return fieldFailure(422, 'bookingSelectCard', locale, 'payment_method_id');

  const now = app.clock();
  const priceCents = plan.rate.priceCents;
  const feeCents = platformFeeCents(priceCents);
  let charge: MeetingCharge;
  try {
    charge = await app.db.transaction(async (tx) => {
      // Under the expert's lock: another customer's hold written meanwhile refuses the booking,
      // and the caller's own hold on this expert's time is consumed by it.
      await lockExpertTime(tx, expertId);
      if ((await othersHolds(tx, expertId, user.id, slot.startsAt, slot.endsAt, now)).length)
        throw new HttpError(409, 'bookingSlotHeld');
      const [meeting] = await holdStatement(tx, {
        expertId,
        customerId: user.id,
        rateId: plan.rate.id,
        priceCents,
        feeCents,
        startsAt: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
        bookingKey,
        requestHash: hash,
        at: now.toISOString(),
      });
      if (!meeting) throw new Error('meeting not stored');
      const pending = await writePendingCharge(tx, {
        meetingId: meeting.id,
        kind: 'booking',
        rateId: plan.rate.id,
        minutes: plan.rate.minutes,
        priceCents,
        feeCents,
        paymentMethodId: body.payment_method_id,
        destination: payee,
        at: now,
      });
      if (!pending) throw new Error('charge not stored');
      return pending;
    });
  } catch (error) {
    if (isExclusionViolation(error) || isUniqueViolation(error)) return taken();
    if (error instanceof HttpError && error.key === 'bookingSlotHeld')
      return failure(409, 'bookingSlotHeld', locale);
    throw error;
  }
  const outcome = await settleCharge(app, bookingChargePurpose(app), charge, { atCheckout: true, payer });
  if (outcome.status === 'requires_action')
    return authenticationAnswer(outcome.charge, outcome.clientSecret, locale);
  // Paid: the meeting is confirmed with what this request wrote; any other outcome is read back.
  const confirmed =
    outcome.status === 'succeeded'
      ? {
          meeting: { expertId, priceCents, feeCents, startsAt: slot.startsAt, endsAt: slot.endsAt },
          expertZone: plan.expert.timezone,
        }
      : undefined;
  return answerFor(app, charge.meetingId, user, locale, confirmed);
}

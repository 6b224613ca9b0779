/**
 * Booking with payment. The order of steps is what keeps money and meetings consistent:
 *
 * 1. The slot is checked, then held by inserting the meeting `reserved` together with its
 *    `pending` booking charge, in one transaction. The exclusion constraints (expert, time range)
 *    and (customer, time range) over live meetings make a concurrent second hold fail (23P01 → 409).
 * 2. The meeting-charge module (api/src/charges) charges the card off-session with the charge's
 *    derived key (`meeting-<id>-booking`) and settles it: paid → the meeting is confirmed; refused
 *    → released; provider down → both left pending for the charge's reconciliation job.
 *
 * A repeated request (same customer, same Idempotency-Key) is answered from the meeting it made:
 * same body → the same answer; another body → refused.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BookingCreateInput, type Locale, translate, type UserType } from 'shared-contracts';
import { payeeAccount, planReconciliation, settleCharge, writePendingCharge } from '../charges/index.ts';
import { isExclusionViolation, isUniqueViolation } from '../db/client.ts';
import { type MeetingCharge, meetings, type User } from '../db/schema/index.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { platformFeeCents } from '../marketplace/rules.ts';
import { findCustomerId } from '../payments/customers.ts';
import { PaymentUnavailableError } from '../payments/gateway.ts';
import { answerFor, type BookingOutcome, failure, replay } from './answer.ts';
import { bookingChargePurpose } from './charge.ts';
import { checkStartDate, requestHash } from './request.ts';
import { findSlot, planDay } from './slots.ts';

export type BookingApp = Pick<FastifyInstance, 'db' | 'clock' | 'gateway' | 'rooms' | 'bus' | 'jobs' | 'log'>;

async function meetingByKey(app: BookingApp, bookingKey: string) {
  const [row] = await app.db.select().from(meetings).where(eq(meetings.bookingKey, bookingKey));
  return row;
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

  const destination = await payeeAccount(app.db, expertId);
  const now = app.clock();
  const priceCents = plan.rate.priceCents;
  const feeCents = platformFeeCents(priceCents);
  let charge: MeetingCharge;
  try {
    charge = await app.db.transaction(async (tx) => {
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
      const pending = await writePendingCharge(tx, {
        meetingId: meeting.id,
        kind: 'booking',
        rateId: plan.rate.id,
        minutes: plan.rate.minutes,
        priceCents,
        feeCents,
        paymentMethodId: body.payment_method_id,
        destination,
        at: now,
      });
      if (!pending) throw new Error('charge not stored');
      return pending;
    });
  } catch (error) {
    if (isExclusionViolation(error) || isUniqueViolation(error)) return taken();
    throw error;
  }
  await planReconciliation(app, charge);
  await settleCharge(app, bookingChargePurpose(app), charge);
  return answerFor(app, charge.meetingId, user, locale);
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type BookingAuthenticationRequired,
  type bookingApi,
  type Locale,
  type MessageKey,
  type RouteOutcome,
  translate,
} from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { readFailure } from '../charges/failure-message.ts';
import { awaitsAuthentication } from '../charges/index.ts';
import {
  type Meeting,
  type MeetingCharge,
  meetingCharges,
  meetings,
  type User,
  users,
} from '../db/schema/index.ts';
import { meetingView } from '../meetings/view.ts';
import { formatWall } from '../scheduling/zoned-time.ts';

export type AnswerApp = Pick<FastifyInstance, 'db' | 'clock' | 'rooms' | 'gateway' | 'log'>;

/** Every way a booking's payment ends, as its route declares them. */
export type BookingOutcome = RouteOutcome<typeof bookingApi.book>;

const SECOND = 1000;

/** A refusal of the whole request: the time taken meanwhile (409), the provider down (503). */
export function failure(status: 409 | 503, key: MessageKey, locale: Locale): BookingOutcome {
  const message = translate(key, locale);
  return { status, body: { message, error: { message, code: key } } };
}

/** A refusal naming the field at fault (the card, the Idempotency-Key). */
export function fieldFailure(
  status: 402 | 422,
  key: MessageKey,
  locale: Locale,
  field: string,
): BookingOutcome {
  const message = translate(key, locale);
  return { status, body: { message, data: { [field]: [message] } } };
}

/** The meeting's booking charge (one per meeting: its key is derived from the meeting). */
export async function bookingChargeOf(app: Pick<AnswerApp, 'db'>, meetingId: number) {
  const [charge] = await app.db
    .select()
    .from(meetingCharges)
    .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.kind, 'booking')));
  return charge;
}

/** 202: the customer's bank asks them to confirm the payment with Stripe.js before the deadline. */
export function authenticationAnswer(
  charge: MeetingCharge,
  clientSecret: string,
  locale: Locale,
): BookingOutcome {
  const data: BookingAuthenticationRequired = {
    meeting_id: charge.meetingId,
    payment: {
      status: 'requires_action',
      client_secret: clientSecret,
      payment_method_id: charge.paymentMethodId,
      expires_at: (charge.authenticateBy ?? charge.updatedAt).toISOString(),
    },
  };
  return { status: 202, body: { message: translate('bookingAuthenticationRequired', locale), data } };
}

/**
 * A booking waiting for authentication answered again (a replayed key): the client secret is
 * asked of the provider each time rather than stored.
 */
async function waitingAnswer(app: AnswerApp, charge: MeetingCharge, locale: Locale): Promise<BookingOutcome> {
  if (!charge.paymentIntentId) return failure(503, 'bookingPaymentUnavailable', locale);
  try {
    const payment = await app.gateway.findPayment(charge.paymentIntentId);
    if (payment.clientSecret) return authenticationAnswer(charge, payment.clientSecret, locale);
  } catch (error) {
    app.log.error({ err: error, charge: charge.id }, 'payment lookup failed');
  }
  return failure(503, 'bookingProviderDown', locale);
}

/** A meeting this request has just confirmed, with its expert's zone: nothing to read back. */
interface JustConfirmed {
  meeting: Pick<Meeting, 'expertId' | 'priceCents' | 'feeCents' | 'startsAt' | 'endsAt'>;
  expertZone: string;
}

/**
 * The answer a settled (or still pending) booking gives, the same every time it is asked; the
 * request that confirmed it gives what it wrote (`confirmed`).
 */
export async function answerFor(
  app: AnswerApp,
  meetingId: number,
  viewer: User,
  locale: Locale,
  confirmed?: JustConfirmed,
): Promise<BookingOutcome> {
  if (confirmed) return bookedAnswer(app, meetingId, viewer, locale, confirmed);
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) throw new Error(`meeting ${meetingId} vanished`);
  if (meeting.state === 'released') {
    const charge = await bookingChargeOf(app, meetingId);
    const message = readFailure(charge?.failureMessage, locale);
    return { status: 402, body: { message, data: { payment_method_id: [message] } } };
  }
  if (meeting.state === 'reserved') {
    const charge = await bookingChargeOf(app, meetingId);
    return charge && awaitsAuthentication(charge)
      ? waitingAnswer(app, charge, locale)
      : failure(503, 'bookingPaymentUnavailable', locale);
  }
  const [expert] = await app.db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, meeting.expertId));
  return bookedAnswer(app, meetingId, viewer, locale, { meeting, expertZone: expert?.timezone ?? 'UTC' });
}

/** 201: the booked meeting as its customer sees it, with what was paid and the slot in both zones. */
async function bookedAnswer(
  app: AnswerApp,
  meetingId: number,
  viewer: User,
  locale: Locale,
  { meeting, expertZone }: JustConfirmed,
): Promise<BookingOutcome> {
  const view = await meetingView(
    app,
    meetingId,
    { id: viewer.id, timezone: viewer.timezone, firstName: viewer.firstName, lastName: viewer.lastName },
    locale,
  );
  if (!view) throw new Error(`meeting ${meetingId} is not ${viewer.id}'s`);
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

/**
 * A repeated Idempotency-Key: the first request's answer, waiting a little while it is in flight
 * (not while it waits for the customer's authentication: that is an answer already).
 */
export async function replay(
  app: AnswerApp,
  meeting: { id: number; requestHash: string },
  hash: string,
  viewer: User,
  locale: Locale,
): Promise<BookingOutcome> {
  if (meeting.requestHash !== hash)
    return fieldFailure(422, 'bookingIdempotencyKeyReused', locale, 'Idempotency-Key');
  for (let waited = 0; waited < 10 * SECOND; waited += 50) {
    const [row] = await app.db
      .select({ state: meetings.state, authenticateBy: meetingCharges.authenticateBy })
      .from(meetings)
      .leftJoin(
        meetingCharges,
        and(eq(meetingCharges.meetingId, meetings.id), eq(meetingCharges.kind, 'booking')),
      )
      .where(eq(meetings.id, meeting.id));
    if (row?.state !== 'reserved' || row.authenticateBy) return answerFor(app, meeting.id, viewer, locale);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return failure(409, 'bookingInProgress', locale);
}

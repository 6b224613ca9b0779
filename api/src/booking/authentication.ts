/**
 * POST and DELETE /booking/meets/{meetingId}/authentication: the customer whose booking waits for
 * their bank's authentication (202 from POST /booking/{expertId}) says they completed the step in
 * Stripe.js, or gives up. Either way the provider's word on the PaymentIntent decides, through the
 * charge module: paid → confirmed as any paid booking (201); refused → released (402); still
 * waiting → 202 again; cancelled → released (200). Asked again once settled, it answers the same.
 */
import { eq } from 'drizzle-orm';
import { type bookingApi, type Locale, type RouteOutcome, translate } from 'shared-contracts';
import { ourMessage } from '../charges/failure-message.ts';
import { type AuthenticationSettling, awaitsAuthentication, settleAuthentication } from '../charges/index.ts';
import { meetings, type User } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { answerFor, authenticationAnswer, type BookingOutcome, bookingChargeOf, failure } from './answer.ts';
import { bookingChargePurpose } from './charge.ts';
import type { BookingApp } from './create.ts';

interface AuthenticationRequest {
  user: User;
  meetingId: number;
  locale: Locale;
}

/** The meeting's customer only: the expert is refused (403), anyone else finds nothing (404). */
async function customersMeeting(app: BookingApp, meetingId: number, user: User) {
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting || (meeting.customerId !== user.id && meeting.expertId !== user.id)) throw notFound();
  if (meeting.customerId !== user.id) throw forbidden();
  return meeting;
}

async function settle(
  app: BookingApp,
  request: AuthenticationRequest,
  settling: Omit<AuthenticationSettling, 'atCheckout'>,
): Promise<BookingOutcome | undefined> {
  await customersMeeting(app, request.meetingId, request.user);
  const charge = await bookingChargeOf(app, request.meetingId);
  if (!charge || !awaitsAuthentication(charge)) return undefined;
  const outcome = await settleAuthentication(app, bookingChargePurpose(app), charge, {
    ...settling,
    atCheckout: true,
  });
  if (outcome.status === 'requires_action')
    return authenticationAnswer(outcome.charge, outcome.clientSecret, request.locale);
  if (outcome.status === 'pending') return failure(503, 'bookingProviderDown', request.locale);
  return undefined;
}

/** POST: settles by the provider's word once the customer completed (or failed) the bank's step. */
export async function confirmAuthentication(
  app: BookingApp,
  request: AuthenticationRequest,
): Promise<BookingOutcome> {
  const early = await settle(app, request, {});
  return early ?? answerFor(app, request.meetingId, request.user, request.locale);
}

/** DELETE: the customer gives up; the payment is cancelled unless the provider says it was made. */
export async function cancelAuthentication(
  app: BookingApp,
  request: AuthenticationRequest,
): Promise<RouteOutcome<typeof bookingApi.giveUpAuthentication>> {
  const early = await settle(app, request, { cancel: 'cancelled' });
  if (early) return early;
  const charge = await bookingChargeOf(app, request.meetingId);
  if (charge?.status === 'failed' && charge.failureMessage === ourMessage('bookingAuthenticationCancelled')) {
    return { status: 200, body: { message: translate('bookingAuthenticationCancelled', request.locale) } };
  }
  return answerFor(app, request.meetingId, request.user, request.locale);
}

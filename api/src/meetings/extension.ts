import type { FastifyInstance } from 'fastify';
import { ourMessage } from '../charges/failure-message.ts';
import {
  awaitsAuthentication,
  chargeByRequestKey,
  nextChargeSequence,
  payeeAccount,
  pendingChargeOf,
  settleAuthentication,
  settleCharge,
  writePendingCharge,
} from '../charges/index.ts';
import type { MeetingCharge, User } from '../db/schema/index.ts';
import { findCustomerId } from '../payments/customers.ts';
import { PaymentNotFoundError, PaymentUnavailableError, type SavedCard } from '../payments/gateway.ts';
import { findExpertRate } from './expert-rate.ts';
import { extensionChargePurpose } from './extension-charge.ts';
import {
  EXTENSION_BUSY,
  type ExtensionOutcome,
  extensionOutcome,
  PROVIDER_DOWN,
  SELECT_CARD,
} from './extension-outcome.ts';
import { freeAfterEnd, type MeetingParties } from './lifecycle.ts';

type ExtensionApp = Pick<FastifyInstance, 'db' | 'gateway' | 'bus' | 'clock' | 'jobs' | 'log'>;

/**
 * Pays an accepted extension through the meeting-charge module, which moves the end when paid.
 * One pending attempt at a time: a retry reuses it and its key (`meeting-<id>-extension-<n>`), so
 * one extension is never charged twice. A request repeating an earlier one's Idempotency-Key
 * (`requestKey`) answers that attempt's outcome; a card whose bank asks for authentication waits
 * for the customer, who is in the call, to confirm it in the browser.
 */
export async function extendMeeting(
  app: ExtensionApp,
  meeting: MeetingParties,
  customer: User,
  body: { payment_method_id: string; rate: string },
  requestKey?: string,
): Promise<ExtensionOutcome> {
  if (requestKey) {
    const earlier = await chargeByRequestKey(app.db, meeting.id, requestKey);
    if (earlier) return replay(app, meeting, earlier, body);
  }
  const now = app.clock();
  if (meeting.finishedAt || now >= meeting.endsAt)
    return { kind: 'error', status: 409, key: 'meetingAlreadyFinished' };
  if (meeting.extensionStatus !== 'AcceptedMeetingExtension')
    return { kind: 'error', status: 409, key: 'extensionNotAccepted' };
  const rate = await findExpertRate(app.db, meeting.expertId, body.rate);
  if (!rate) return { kind: 'error', status: 422, key: 'rateNotOffered', field: 'rate' };
  let card: SavedCard | undefined;
  try {
    card = await customersCard(app, customer.id, body.payment_method_id);
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    app.log.error({ err: error.cause }, 'payment provider failed');
    return PROVIDER_DOWN;
  }
  if (!card) return SELECT_CARD;
  if (!(await freeAfterEnd(app, meeting, rate.minutes))) return EXTENSION_BUSY;

  let charge = await pendingChargeOf(app.db, meeting.id, 'extension');
  if (!charge) {
    charge = await writePendingCharge(app.db, {
      meetingId: meeting.id,
      kind: 'extension',
      sequence: await nextChargeSequence(app.db, meeting.id, 'extension'),
      rateId: rate.rateId,
      minutes: rate.minutes,
      priceCents: rate.priceCents,
      feeCents: rate.feeCents,
      paymentMethodId: card.id,
      destination: await payeeAccount(app.db, meeting.expertId),
      requestKey,
      at: now,
    });
    // Another request of the same customer took this attempt's number at the same moment.
    if (!charge) return { kind: 'error', status: 409, key: 'extensionUnavailable' };
  }
  return settled(app, charge);
}

/**
 * Charges a pending attempt, the customer present in the call; one waiting for the bank's step is
 * settled by what the provider says of it (the customer may have completed it meanwhile).
 */
async function settled(app: ExtensionApp, charge: MeetingCharge): Promise<ExtensionOutcome> {
  const purpose = extensionChargePurpose(app);
  const outcome = awaitsAuthentication(charge)
    ? await settleAuthentication(app, purpose, charge, { atCheckout: true })
    : await settleCharge(app, purpose, charge, { atCheckout: true });
  return extensionOutcome(app, charge.meetingId, outcome);
}

/** The outcome of the attempt an earlier request with the same Idempotency-Key made. */
async function replay(
  app: ExtensionApp,
  meeting: MeetingParties,
  charge: MeetingCharge,
  body: { payment_method_id: string; rate: string },
): Promise<ExtensionOutcome> {
  const rate = await findExpertRate(app.db, meeting.expertId, body.rate);
  if (charge.paymentMethodId !== body.payment_method_id || rate?.rateId !== charge.rateId)
    return { kind: 'error', status: 422, key: 'extensionIdempotencyKeyReused', field: 'Idempotency-Key' };
  switch (charge.status) {
    case 'pending':
      return settled(app, charge);
    case 'succeeded':
      return extensionOutcome(app, meeting.id, { status: 'succeeded', charge });
    case 'failed':
      return { kind: 'failed', failure: charge.failureMessage ?? ourMessage('extensionBusy') };
    default:
      return EXTENSION_BUSY;
  }
}

async function customersCard(app: ExtensionApp, userId: number, paymentMethodId: string) {
  const customerId = await findCustomerId(app.db, userId);
  if (!customerId) return undefined;
  return app.gateway.findCard(customerId, paymentMethodId).catch((error: unknown) => {
    if (error instanceof PaymentNotFoundError) return undefined;
    throw error;
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageKey } from 'shared-contracts';
import {
  type ChargeOutcome,
  nextChargeSequence,
  payeeAccount,
  pendingChargeOf,
  planReconciliation,
  settleCharge,
  writePendingCharge,
} from '../charges/index.ts';
import { meetings, type User } from '../db/schema/index.ts';
import { findCustomerId } from '../payments/customers.ts';
import { PaymentNotFoundError, PaymentUnavailableError, type SavedCard } from '../payments/gateway.ts';
import { findExpertRate } from './expert-rate.ts';
import { extensionChargePurpose } from './extension-charge.ts';
import { freeAfterEnd, type MeetingParties } from './lifecycle.ts';

export type ExtensionOutcome =
  | { kind: 'extended'; endsAt: Date }
  | { kind: 'refused'; message: string; code?: string; declineCode?: string }
  | { kind: 'error'; status: number; key: MessageKey; field?: string };

type ExtensionApp = Pick<FastifyInstance, 'db' | 'gateway' | 'bus' | 'clock' | 'jobs' | 'log'>;

const selectCard = {
  kind: 'error',
  status: 422,
  key: 'invalidPaymentMethod',
  field: 'payment_method_id',
} as const;
const providerDown = { kind: 'error', status: 503, key: 'paymentProviderUnavailable' } as const;

/**
 * Pays an accepted extension through the meeting-charge module, which moves the end when paid.
 * One pending attempt at a time: a retry reuses it and its key (`meeting-<id>-extension-<n>`), so
 * one extension is never charged twice.
 */
export async function extendMeeting(
  app: ExtensionApp,
  meeting: MeetingParties,
  customer: User,
  body: { payment_method_id: string; rate: string },
): Promise<ExtensionOutcome> {
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
    return providerDown;
  }
  if (!card) return selectCard;
  if (!(await freeAfterEnd(app, meeting, rate.minutes)))
    return { kind: 'error', status: 409, key: 'extensionBusy' };

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
      at: now,
    });
    // Another request of the same customer took this attempt's number at the same moment.
    if (!charge) return { kind: 'error', status: 409, key: 'extensionUnavailable' };
    await planReconciliation(app, charge);
  }
  return answerFor(app, meeting.id, await settleCharge(app, extensionChargePurpose(app), charge));
}

async function customersCard(app: ExtensionApp, userId: number, paymentMethodId: string) {
  const customerId = await findCustomerId(app.db, userId);
  if (!customerId) return undefined;
  return app.gateway.findCard(customerId, paymentMethodId).catch((error: unknown) => {
    if (error instanceof PaymentNotFoundError) return undefined;
    throw error;
  });
}

async function answerFor(
  app: ExtensionApp,
  meetingId: number,
  outcome: ChargeOutcome,
): Promise<ExtensionOutcome> {
  switch (outcome.status) {
    case 'succeeded': {
      const [meeting] = await app.db
        .select({ endsAt: meetings.endsAt })
        .from(meetings)
        .where(eq(meetings.id, meetingId));
      return { kind: 'extended', endsAt: meeting?.endsAt ?? new Date(0) };
    }
    case 'pending':
      return providerDown;
    case 'failed':
      if (outcome.reason === 'declined')
        return {
          kind: 'refused',
          message: outcome.message,
          code: outcome.code,
          ...(outcome.declineCode && { declineCode: outcome.declineCode }),
        };
      if (outcome.reason === 'authentication-required')
        return { kind: 'refused', message: 'authentication_required', code: 'authentication_required' };
      if (outcome.reason === 'card-missing') return selectCard;
      return { kind: 'error', status: 409, key: 'extensionBusy' };
    default:
      // Charged, but the end could not move (another meeting right after): the money goes back.
      return { kind: 'error', status: 409, key: 'extensionBusy' };
  }
}

import type { MeetingCharge } from '../db/schema/index.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import {
  CardRefusedError,
  type ChargeResult,
  type FoundCharge,
  PaymentNotFoundError,
} from '../payments/gateway.ts';
import { AUTHENTICATION_REQUIRED, awaitAuthentication } from './authentication.ts';
import type { ChargeApp, ChargeOutcome, ChargePurpose } from './purpose.ts';
import { payerOf } from './rows.ts';
import { failCharge, outcomeOf, refundTaken, takeCharge } from './transitions.ts';

/**
 * Charges a pending charge off-session with its key and settles it by the answer. Run again (a
 * retry, reconciliation), the provider answers the first result to the same key and parameters,
 * so it is never charged twice; each change applies only to a row still in the state it was read.
 * A refused card fails it with the provider's message; an unreachable provider or an answer lost
 * leaves it pending for reconciliation. `atCheckout` (the customer's own request): a refusal gives
 * back what the purpose holds for them, and a bank asking for authentication keeps the payment for
 * them to confirm when the purpose allows it.
 */
export async function settleCharge(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
  options: {
    late?: boolean;
    atCheckout?: boolean;
    /** The payer's customer at the provider, when the caller has just read it. */
    payer?: string;
  } = {},
): Promise<ChargeOutcome> {
  if (charge.status !== 'pending') return outcomeOf(app, charge.id);
  const atCheckout = options.atCheckout ?? false;
  const customerId = options.payer ?? (await payerOf(app.db, charge.meetingId));
  if (!customerId) return failCharge(app, purpose, charge, { reason: 'card-missing' }, { atCheckout });
  let result: ChargeResult;
  try {
    result = await app.gateway.chargeOffSession({
      customerId,
      paymentMethodId: charge.paymentMethodId,
      amount: charge.priceCents + charge.feeCents,
      currency: marketplaceRules.currency,
      applicationFee: charge.feeCents,
      destination: charge.destination ?? undefined,
      ...purpose.describe(charge),
      idempotencyKey: charge.idempotencyKey,
    });
  } catch (error) {
    if (error instanceof CardRefusedError) {
      const authentication = purpose.onSessionAuthentication;
      const clientSecret = error.payment?.clientSecret;
      if (
        atCheckout &&
        authentication &&
        error.code === AUTHENTICATION_REQUIRED &&
        error.payment &&
        clientSecret
      )
        return awaitAuthentication(app, authentication, charge, { ...error.payment, clientSecret });
      return failCharge(
        app,
        purpose,
        charge,
        { reason: 'declined', message: error.message, code: error.code, declineCode: error.declineCode },
        { paymentIntentId: error.payment?.paymentIntentId, atCheckout },
      );
    }
    if (error instanceof PaymentNotFoundError)
      return failCharge(app, purpose, charge, { reason: 'card-missing' }, { atCheckout });
    app.log.error({ err: error, charge: charge.id }, 'charge not settled; left for reconciliation');
    return { status: 'pending' };
  }
  return settleAsFound(app, purpose, charge, result, options.late ?? false);
}

/**
 * Settles a pending charge by what the provider says became of it: made (taken, or refunded when
 * late), refused, waiting for the customer's authentication, or still in progress (left pending).
 */
export async function settleAsFound(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
  found: FoundCharge,
  late: boolean,
): Promise<ChargeOutcome> {
  switch (found.status) {
    case 'succeeded':
      return late
        ? refundTaken(app, purpose, charge, found.paymentIntentId)
        : takeCharge(app, purpose, charge, found.paymentIntentId);
    case 'requires_action':
      return failCharge(
        app,
        purpose,
        charge,
        { reason: 'authentication-required' },
        { paymentIntentId: found.paymentIntentId },
      );
    case 'requires_payment_method':
    case 'canceled':
      return failCharge(
        app,
        purpose,
        charge,
        found.failure ? { reason: 'declined', ...found.failure } : { reason: 'lapsed' },
        { paymentIntentId: found.paymentIntentId },
      );
    default:
      return { status: 'pending' };
  }
}

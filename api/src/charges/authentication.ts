/**
 * A charge refused off-session because the customer's bank asks for authentication, when its
 * purpose has the customer present (`onSessionAuthentication`): Stripe's recovery is to keep the
 * PaymentIntent, let the customer confirm it on-session with Stripe.js, and settle by what the
 * provider then says. Meanwhile the charge stays `pending` with its PaymentIntent and the instant
 * after which it is cancelled (`authenticate_by`); its reconciliation runs then (or earlier when a
 * webhook says the payment moved).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { type MeetingCharge, meetingCharges } from '../db/schema/index.ts';
import type { FoundCharge } from '../payments/gateway.ts';
import type { ChargeApp, ChargeOutcome, ChargePurpose, ChargeTransaction } from './purpose.ts';
import { planReconciliation, planReconciliationIn } from './schedule.ts';
import { failCharge, outcomeOf, refundTaken, takeCharge } from './transitions.ts';

/** The code of an off-session refusal that the customer can still authenticate on-session. */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

/** Whether a pending charge waits for the customer's authentication. */
export const awaitsAuthentication = (charge: MeetingCharge) =>
  charge.status === 'pending' && charge.authenticateBy !== null && charge.paymentIntentId !== null;

/**
 * Keeps a charge refused for authentication waiting for the customer: its PaymentIntent and
 * deadline are stored and its reconciliation moved to the deadline.
 */
export async function awaitAuthentication(
  app: ChargeApp,
  authentication: { windowMs: number },
  charge: MeetingCharge,
  payment: FoundCharge & { clientSecret: string },
): Promise<ChargeOutcome> {
  const [waiting] = await app.db
    .update(meetingCharges)
    .set({
      paymentIntentId: payment.paymentIntentId,
      authenticateBy: new Date(app.clock().getTime() + authentication.windowMs),
      updatedAt: app.clock(),
    })
    .where(and(eq(meetingCharges.id, charge.id), eq(meetingCharges.status, 'pending')))
    .returning();
  if (!waiting) return outcomeOf(app, charge.id);
  await planReconciliation(app, waiting);
  return { status: 'requires_action', charge: waiting, clientSecret: payment.clientSecret };
}

export interface AuthenticationSettling {
  /** Give up the payment first: the customer cancelled, or the deadline passed. */
  cancel?: 'cancelled' | 'expired';
  /** Asked by the customer (a refusal gives their hold back). */
  atCheckout: boolean;
}

/**
 * Settles a charge waiting for authentication by what the provider says of its PaymentIntent
 * (after cancelling it when asked): paid → taken (refunded when too late); refused or cancelled →
 * failed; still waiting → `requires_action`; the provider unreachable → `pending`.
 */
export async function settleAuthentication(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
  settling: AuthenticationSettling,
): Promise<ChargeOutcome> {
  const paymentIntentId = charge.paymentIntentId;
  if (!awaitsAuthentication(charge) || !paymentIntentId) return outcomeOf(app, charge.id);
  let found: FoundCharge;
  try {
    found = settling.cancel
      ? await app.gateway.cancelPayment(paymentIntentId)
      : await app.gateway.findPayment(paymentIntentId);
  } catch (error) {
    app.log.error({ err: error, charge: charge.id }, 'payment lookup failed; reconciliation retries it');
    return { status: 'pending' };
  }
  const options = { paymentIntentId, atCheckout: settling.atCheckout };
  switch (found.status) {
    case 'succeeded':
      return (await purpose.isLate(charge, app.clock()))
        ? refundTaken(app, purpose, charge, paymentIntentId)
        : takeCharge(app, purpose, charge, paymentIntentId);
    case 'canceled':
      return failCharge(
        app,
        purpose,
        charge,
        { reason: settling.cancel === 'expired' ? 'authentication-expired' : 'authentication-cancelled' },
        options,
      );
    case 'requires_payment_method':
      // Still the off-session refusal: the customer has not tried on-session yet.
      if (found.failure?.code === AUTHENTICATION_REQUIRED) return waiting(charge, found);
      return failCharge(app, purpose, charge, { reason: 'authentication-failed' }, options);
    case 'requires_action':
    case 'requires_confirmation':
      return waiting(charge, found);
    default:
      return { status: 'pending' };
  }
}

function waiting(charge: MeetingCharge, found: FoundCharge): ChargeOutcome {
  return found.clientSecret
    ? { status: 'requires_action', charge, clientSecret: found.clientSecret }
    : { status: 'pending' };
}

/**
 * A provider event about a payment that may be a charge waiting for authentication (the customer
 * authenticated and closed the page): its reconciliation is moved to now, in the event's
 * transaction, and settles it by the provider's word.
 */
export async function paymentMoved(
  app: Pick<ChargeApp, 'clock'>,
  tx: ChargeTransaction,
  paymentIntentId: string,
): Promise<void> {
  const [charge] = await tx
    .select()
    .from(meetingCharges)
    .where(
      and(
        eq(meetingCharges.paymentIntentId, paymentIntentId),
        eq(meetingCharges.status, 'pending'),
        isNotNull(meetingCharges.authenticateBy),
      ),
    );
  if (charge) await planReconciliationIn(tx, charge, app.clock());
}

import { invalidRequest, missingParam, resourceMissing } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';
import { credit, PLATFORM } from './balances.ts';

const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

function chargeToRefund(core: StandInCore, chargeId?: string, intentId?: string): StripeObject {
  if (chargeId) {
    const charge = core.store.get('charges', chargeId);
    if (!charge) throw resourceMissing('charge', chargeId, 'charge');
    return charge;
  }
  if (!intentId) throw missingParam('charge');
  const intent = core.store.get('payment_intents', intentId);
  if (!intent) throw resourceMissing('payment_intent', intentId, 'payment_intent');
  const charge = intent.latest_charge ? core.store.get('charges', String(intent.latest_charge)) : undefined;
  if (!charge || intent.status !== 'succeeded') {
    throw invalidRequest(
      `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      'payment_intent',
      'charge_not_refundable',
    );
  }
  return charge;
}

/** Takes back a transfer's share of the refund from the connected account (`reverse_transfer`). */
function reverseTransfer(core: StandInCore, charge: StripeObject, refundAmount: number) {
  const transfer = charge.transfer ? core.store.get('transfers', String(charge.transfer)) : undefined;
  if (!transfer) return;
  const share = Math.round((Number(transfer.amount) * refundAmount) / Number(charge.amount));
  const reversible = Math.min(share, Number(transfer.amount) - Number(transfer.amount_reversed));
  transfer.amount_reversed = Number(transfer.amount_reversed) + reversible;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  credit(core, String(transfer.destination), String(transfer.currency), -reversible);
  credit(core, PLATFORM, String(transfer.currency), reversible);
  core.store.put('transfers', transfer);
}

export function refundRoutes(routes: RouteTable, core: StandInCore) {
  routes.post('/v1/refunds', ({ params, idempotencyKey }) => {
    const charge = chargeToRefund(core, params.string('charge'), params.string('payment_intent'));
    const remaining = Number(charge.amount_captured) - Number(charge.amount_refunded);
    if (remaining <= 0) {
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const amount = params.integer('amount') ?? remaining;
    if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', 'amount');
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        'amount',
        'amount_too_large',
      );
    }
    const reason = params.string('reason');
    if (reason && !REASONS.has(reason)) throw invalidRequest(`Invalid reason: ${reason}`, 'reason');
    const refund = core.store.put('refunds', {
      id: newId('re'),
      object: 'refund',
      created: nowSeconds(),
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: reason ?? null,
      status: 'succeeded',
      metadata: params.metadata(),
    });
    if (params.boolean('reverse_transfer')) reverseTransfer(core, charge, amount);
    credit(core, PLATFORM, String(charge.currency), -amount);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    core.store.put('charges', charge);
    core.events.emit('refund.created', refund, { idempotencyKey });
    core.events.emit('charge.refunded', charge, { idempotencyKey });
    return refund;
  });

  routes.get('/v1/refunds/:id', ({ path }) => {
    const refund = core.store.get('refunds', path.id);
    if (!refund) throw resourceMissing('refund', path.id, 'id');
    return refund;
  });

  routes.get('/v1/refunds', ({ params }) => {
    const intent = params.string('payment_intent');
    const charge = params.string('charge');
    const items = Object.values(core.store.collection('refunds')).filter(
      (refund) => (!intent || refund.payment_intent === intent) && (!charge || refund.charge === charge),
    );
    return listPage(items, params, '/v1/refunds');
  });

  routes.get('/v1/charges/:id', ({ path }) => {
    const charge = core.store.get('charges', path.id);
    if (!charge) throw resourceMissing('charge', path.id, 'id');
    return charge;
  });

  routes.get('/v1/charges', ({ params }) => {
    const intent = params.string('payment_intent');
    const customer = params.string('customer');
    const items = Object.values(core.store.collection('charges')).filter(
      (charge) =>
        (!intent || charge.payment_intent === intent) && (!customer || charge.customer === customer),
    );
    return listPage(items, params, '/v1/charges');
  });
}

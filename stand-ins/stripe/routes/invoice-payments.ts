import { newId, nowSeconds } from '../ids.ts';
import type { StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';

const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * Links an invoice to the PaymentIntent that pays it, in both shapes Stripe has used: the
 * invoice's `payment_intent` (before API 2025-03-31) and its `payments` list with the
 * `confirmation_secret` Stripe.js confirms (since).
 */
export function linkIntent(core: StandInCore, bill: StripeObject, intentId: string) {
  const intent = core.store.get('payment_intents', intentId);
  if (!intent) return;
  intent.invoice = bill.id;
  core.store.put('payment_intents', intent);
  bill.payment_intent = intent.id;
  bill.confirmation_secret = { type: 'payment_intent', client_secret: intent.client_secret };
  bill.payments = {
    object: 'list',
    data: [
      {
        id: newId('inpay'),
        object: 'invoice_payment',
        invoice: bill.id,
        status: 'open',
        payment: { type: 'payment_intent', payment_intent: intent.id },
      },
    ],
    has_more: false,
    url: `/v1/invoice_payments?invoice=${bill.id}`,
  };
}

function setPaymentsStatus(bill: StripeObject, status: string) {
  const payments = bill.payments as { data: { status: string }[] } | undefined;
  for (const payment of payments?.data ?? []) payment.status = status;
}

/**
 * An invoice's PaymentIntent that succeeded after the invoice was issued (the customer completed
 * their bank's step in Stripe.js): the invoice is paid and an incomplete or past-due subscription
 * it bills becomes active, with the webhooks Stripe sends.
 */
export function settlePaidInvoice(core: StandInCore, intent: StripeObject) {
  if (typeof intent.invoice !== 'string') return;
  const bill = core.store.get('invoices', intent.invoice);
  if (bill?.status !== 'open') return;
  bill.status = 'paid';
  bill.amount_paid = bill.amount_due;
  bill.amount_remaining = 0;
  bill.payment_error = null;
  setPaymentsStatus(bill, 'paid');
  core.store.put('invoices', bill);
  core.events.emit('invoice.paid', bill);
  const subscription = core.store.get('subscriptions', String(bill.subscription));
  if (
    subscription &&
    subscription.latest_invoice === bill.id &&
    ['incomplete', 'past_due'].includes(String(subscription.status))
  ) {
    subscription.status = 'active';
    core.store.put('subscriptions', subscription);
    core.events.emit('customer.subscription.updated', subscription);
  }
}

/** A subscription cancelled before its open invoice was paid: the invoice is voided and its payment cancelled. */
export function voidOpenInvoice(core: StandInCore, subscription: StripeObject) {
  const bill = core.store.get('invoices', String(subscription.latest_invoice));
  if (bill?.status !== 'open') return;
  const intent = core.store.get('payment_intents', String(bill.payment_intent));
  if (intent && CANCELABLE.has(String(intent.status))) {
    intent.status = 'canceled';
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = 'void_invoice';
    intent.next_action = null;
    core.store.put('payment_intents', intent);
    core.events.emit('payment_intent.canceled', intent);
  }
  bill.status = 'void';
  setPaymentsStatus(bill, 'canceled');
  core.store.put('invoices', bill);
  core.events.emit('invoice.voided', bill);
}

import { cardOutcome } from '../cards.ts';
import { cardError, invalidRequest, resourceMissing, StripeApiError } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import { requireCustomer } from '../lookup.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';
import { credit, PLATFORM } from './balances.ts';
import { authenticationAction, checkClientSecret } from './intents.ts';
import { settlePaidInvoice } from './invoice-payments.ts';
import {
  attachPaymentMethod,
  cardNumberOf,
  clientSecret,
  declineError,
  requirePaymentMethod,
} from './payment-methods.ts';

const ZERO_DECIMAL = new Set([
  'jpy',
  'krw',
  'vnd',
  'clp',
  'pyg',
  'xof',
  'xaf',
  'ugx',
  'rwf',
  'kmf',
  'gnf',
  'bif',
  'djf',
  'mga',
  'vuv',
  'xpf',
]);
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

function requireIntent(core: StandInCore, id: string): StripeObject {
  const intent = core.store.get('payment_intents', id);
  if (!intent) throw resourceMissing('payment_intent', id, 'intent');
  return intent;
}

function unexpectedState(intent: StripeObject, action: string): StripeApiError {
  return invalidRequest(
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    undefined,
    'payment_intent_unexpected_state',
  );
}

function cardDetails(method: StripeObject) {
  const card = method.card as Record<string, unknown>;
  return {
    type: 'card',
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      funding: card.funding,
      country: card.country,
      fingerprint: card.fingerprint,
      checks: card.checks,
    },
  };
}

function newCharge(intent: StripeObject, method: StripeObject, status: 'succeeded' | 'failed'): StripeObject {
  return {
    id: newId('ch'),
    object: 'charge',
    created: nowSeconds(),
    livemode: false,
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    metadata: intent.metadata,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: cardDetails(method),
    status,
    paid: status === 'succeeded',
    captured: false,
    refunded: false,
    failure_code: null,
    failure_message: null,
    outcome: null,
    application_fee: null,
    application_fee_amount: intent.application_fee_amount,
    transfer: null,
    transfer_data: intent.transfer_data,
    destination: (intent.transfer_data as { destination?: string } | null)?.destination ?? null,
    on_behalf_of: intent.on_behalf_of,
    refunds: { object: 'list', data: [], has_more: false, url: '' },
  };
}

function fail(
  core: StandInCore,
  intent: StripeObject,
  method: StripeObject,
  error: StripeApiError,
  key?: string,
) {
  const charge = newCharge(intent, method, 'failed');
  charge.failure_code = error.body.code;
  charge.failure_message = error.body.message;
  charge.outcome = {
    type: 'issuer_declined',
    network_status: 'declined_by_network',
    reason: error.body.decline_code,
  };
  core.store.put('charges', charge);
  Object.assign(error.body, { charge: charge.id });
  intent.status = 'requires_payment_method';
  intent.latest_charge = charge.id;
  intent.last_payment_error = { ...error.body };
  core.store.put('payment_intents', intent);
  core.events.emit('charge.failed', charge, { idempotencyKey: key });
  core.events.emit('payment_intent.payment_failed', intent, { idempotencyKey: key });
  Object.assign(error.body, { payment_intent: structuredClone(intent) });
  return error;
}

/** Moves the money: the charge, then the transfer to the destination and the platform's fee. */
function capture(core: StandInCore, intent: StripeObject, charge: StripeObject, key?: string) {
  const amount = Number(intent.amount);
  const currency = String(intent.currency);
  charge.captured = true;
  charge.amount_captured = amount;
  charge.outcome = { type: 'authorized', network_status: 'approved_by_network', reason: null };
  credit(core, PLATFORM, currency, amount);
  const transferData = intent.transfer_data as { destination: string; amount?: number } | null;
  if (transferData) {
    const fee = Number(intent.application_fee_amount ?? 0);
    const transferAmount = transferData.amount ?? amount - fee;
    const transfer = core.store.put('transfers', {
      id: newId('tr'),
      object: 'transfer',
      created: nowSeconds(),
      livemode: false,
      amount: transferAmount,
      amount_reversed: 0,
      currency,
      destination: transferData.destination,
      source_transaction: charge.id,
      transfer_group: `group_${intent.id}`,
      reversed: false,
      reversals: { object: 'list', data: [], has_more: false, url: '' },
      metadata: {},
    });
    credit(core, PLATFORM, currency, -transferAmount);
    credit(core, transferData.destination, currency, transferAmount);
    charge.transfer = transfer.id;
    core.events.emit('transfer.created', transfer, { idempotencyKey: key });
    if (fee > 0) {
      const applicationFee = core.store.put('application_fees', {
        id: newId('fee'),
        object: 'application_fee',
        created: nowSeconds(),
        livemode: false,
        amount: fee,
        amount_refunded: 0,
        currency,
        account: transferData.destination,
        charge: charge.id,
        refunded: false,
      });
      charge.application_fee = applicationFee.id;
    }
  }
  core.store.put('charges', charge);
  intent.status = 'succeeded';
  intent.amount_received = amount;
  intent.amount_capturable = 0;
  core.store.put('payment_intents', intent);
  core.events.emit('charge.succeeded', charge, { idempotencyKey: key });
  core.events.emit('payment_intent.succeeded', intent, { idempotencyKey: key });
  settlePaidInvoice(core, intent);
}

/** The card went through (authorised, and captured unless capture is manual). */
export function authorize(core: StandInCore, intent: StripeObject, method: StripeObject, key?: string) {
  const charge = core.store.put('charges', newCharge(intent, method, 'succeeded'));
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  intent.next_action = null;
  if (intent.setup_future_usage && intent.customer && !method.customer) {
    attachPaymentMethod(core, String(method.id), String(intent.customer), key);
  }
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    core.store.put('payment_intents', intent);
    core.events.emit('payment_intent.amount_capturable_updated', intent, { idempotencyKey: key });
    return;
  }
  capture(core, intent, charge, key);
}

function confirm(
  core: StandInCore,
  intent: StripeObject,
  options: { paymentMethod?: string; offSession?: boolean },
  key?: string,
) {
  if (!CONFIRMABLE.has(String(intent.status))) throw unexpectedState(intent, 'confirm');
  const methodId = options.paymentMethod ?? (intent.payment_method as string | null);
  if (!methodId) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a customer, you must provide a payment method.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  }
  const method = requirePaymentMethod(core, methodId);
  if (method.customer && method.customer !== intent.customer) {
    throw invalidRequest(
      'The provided PaymentMethod belongs to another customer; pass that customer on the PaymentIntent.',
      'payment_method',
    );
  }
  intent.payment_method = method.id;
  if (options.offSession !== undefined) intent.off_session = options.offSession;
  const outcome = cardOutcome(cardNumberOf(core, method));
  const declined = declineError(core, method);
  if (declined) throw fail(core, intent, method, declined, key);
  // 3155 asks once, when set up; once set up with authentication, no payment asks again. 3184 always asks.
  const setUp =
    outcome.kind === 'authenticate' &&
    outcome.when === 'setup' &&
    core.store.entry('setUpForOffSession', String(method.id));
  if (outcome.kind === 'authenticate' && !setUp) {
    if (intent.off_session) {
      const error = cardError({
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        extra: { payment_method: method },
      });
      throw fail(core, intent, method, error, key);
    }
    intent.status = 'requires_action';
    intent.next_action = authenticationAction(core.baseUrl(), intent);
    core.store.put('payment_intents', intent);
    core.events.emit('payment_intent.requires_action', intent, { idempotencyKey: key });
    return intent;
  }
  authorize(core, intent, method, key);
  return intent;
}

function minimumProblem(amount: number, currency: string) {
  if (amount < 1) return invalidRequest('This value must be greater than or equal to 1.', 'amount');
  if (!ZERO_DECIMAL.has(currency) && amount < 50) {
    return invalidRequest(`Amount must be at least 50 cents (${currency})`, 'amount', 'amount_too_small');
  }
  return undefined;
}

/**
 * A payment the stand-in makes itself (an invoice paid off-session): the intent, or the refusal.
 * Unconfirmed (`confirmNow` false), it waits for the customer to confirm it on-session.
 */
export function chargeForInvoice(
  core: StandInCore,
  fields: { amount: number; currency: string; customer: string; paymentMethod: string; description: string },
  confirmNow = true,
): { intent: StripeObject; error?: StripeApiError } {
  const id = newId('pi');
  const intent: StripeObject = core.store.put('payment_intents', {
    id,
    object: 'payment_intent',
    created: nowSeconds(),
    livemode: false,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    metadata: {},
    payment_method: null,
    payment_method_types: ['card'],
    setup_future_usage: null,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    client_secret: clientSecret(id),
    status: 'requires_confirmation',
    next_action: null,
    last_payment_error: null,
    latest_charge: null,
    canceled_at: null,
    cancellation_reason: null,
    application_fee_amount: null,
    transfer_data: null,
    transfer_group: null,
    on_behalf_of: null,
    receipt_email: null,
    statement_descriptor: null,
    off_session: confirmNow,
  });
  if (!confirmNow) {
    intent.payment_method = requirePaymentMethod(core, fields.paymentMethod).id;
    return { intent: core.store.put('payment_intents', intent) };
  }
  try {
    confirm(core, intent, { paymentMethod: fields.paymentMethod, offSession: true });
    return { intent };
  } catch (error) {
    if (error instanceof StripeApiError) return { intent, error };
    throw error;
  }
}

export function paymentIntentRoutes(routes: RouteTable, core: StandInCore) {
  routes.post('/v1/payment_intents', ({ params, account, idempotencyKey }) => {
    const amount = params.requiredInteger('amount');
    const currency = params.requiredString('currency').toLowerCase();
    const tooSmall = minimumProblem(amount, currency);
    if (tooSmall) throw tooSmall;
    const customer = params.string('customer');
    if (customer) requireCustomer(core, customer);
    const transfer = params.object('transfer_data');
    const destination = transfer?.requiredString('destination');
    if (destination && !core.store.get('accounts', destination)) {
      throw resourceMissing('destination', destination, 'transfer_data[destination]');
    }
    const fee = params.integer('application_fee_amount');
    if (fee !== undefined) {
      if (!destination && !account) {
        throw invalidRequest(
          'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
          'application_fee_amount',
        );
      }
      if (fee < 0 || fee > amount) {
        throw invalidRequest(
          'The application fee cannot be greater than the amount.',
          'application_fee_amount',
        );
      }
    }
    const transferAmount = transfer?.integer('amount');
    const confirmNow = params.boolean('confirm') ?? false;
    const offSession = params.boolean('off_session');
    if (offSession !== undefined && !confirmNow) {
      throw invalidRequest('off_session can only be used when confirm=true.', 'off_session');
    }
    const captureMethod = params.string('capture_method') ?? 'automatic';
    if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod)) {
      throw invalidRequest(`Invalid capture_method: ${captureMethod}`, 'capture_method');
    }
    const methodId = params.string('payment_method');
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      created: nowSeconds(),
      livemode: false,
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      customer: customer ?? null,
      description: params.string('description') ?? null,
      metadata: params.metadata(),
      payment_method: null,
      payment_method_types: params.stringList('payment_method_types').length
        ? params.stringList('payment_method_types')
        : ['card'],
      setup_future_usage: params.string('setup_future_usage') ?? null,
      capture_method: captureMethod,
      confirmation_method: 'automatic',
      client_secret: clientSecret(id),
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      application_fee_amount: fee ?? null,
      transfer_data: destination
        ? { destination, ...(transferAmount !== undefined && { amount: transferAmount }) }
        : null,
      transfer_group: params.string('transfer_group') ?? null,
      on_behalf_of: params.string('on_behalf_of') ?? null,
      receipt_email: params.string('receipt_email') ?? null,
      statement_descriptor: params.string('statement_descriptor') ?? null,
      off_session: offSession ?? null,
    };
    if (methodId) intent.payment_method = requirePaymentMethod(core, methodId).id;
    core.store.put('payment_intents', intent);
    core.events.emit('payment_intent.created', intent, { idempotencyKey });
    if (confirmNow) confirm(core, intent, { offSession }, idempotencyKey);
    return intent;
  });

  routes.get(
    '/v1/payment_intents/:id',
    (context) => {
      const intent = requireIntent(core, context.path.id);
      checkClientSecret(context, intent, 'payment_intent');
      return intent;
    },
    { publishable: true },
  );

  routes.post('/v1/payment_intents/:id', ({ path, params }) => {
    const intent = requireIntent(core, path.id);
    if (!CANCELABLE.has(String(intent.status))) throw unexpectedState(intent, 'update');
    const amount = params.integer('amount');
    if (amount !== undefined) {
      const problem = minimumProblem(amount, String(intent.currency));
      if (problem) throw problem;
      intent.amount = amount;
    }
    if (params.has('description')) intent.description = params.string('description') || null;
    const methodId = params.string('payment_method');
    if (methodId) {
      intent.payment_method = requirePaymentMethod(core, methodId).id;
      intent.status = 'requires_confirmation';
    }
    intent.metadata = params.metadata(intent.metadata as Record<string, string>);
    return core.store.put('payment_intents', intent);
  });

  routes.post(
    '/v1/payment_intents/:id/confirm',
    (context) => {
      const intent = requireIntent(core, context.path.id);
      checkClientSecret(context, intent, 'payment_intent');
      const { params } = context;
      // `off_session` is per confirmation: with the publishable key (Stripe.js) the customer is
      // there, so an intent first tried off-session can now go through the bank's step.
      const offSession = context.keyKind === 'publishable' ? false : (params.boolean('off_session') ?? false);
      return confirm(
        core,
        intent,
        { paymentMethod: params.string('payment_method'), offSession },
        context.idempotencyKey,
      );
    },
    { publishable: true },
  );

  routes.post('/v1/payment_intents/:id/capture', ({ path, params, idempotencyKey }) => {
    const intent = requireIntent(core, path.id);
    if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'capture');
    const amount = params.integer('amount_to_capture');
    if (amount !== undefined) {
      if (amount > Number(intent.amount)) {
        throw invalidRequest(
          'amount_to_capture cannot be greater than the amount capturable.',
          'amount_to_capture',
        );
      }
      intent.amount = amount;
    }
    const charge = core.store.get('charges', String(intent.latest_charge));
    if (!charge) throw resourceMissing('charge', String(intent.latest_charge));
    charge.amount = intent.amount;
    capture(core, intent, charge, idempotencyKey);
    return intent;
  });

  routes.post('/v1/payment_intents/:id/cancel', ({ path, params, idempotencyKey }) => {
    const intent = requireIntent(core, path.id);
    if (!CANCELABLE.has(String(intent.status))) throw unexpectedState(intent, 'cancel');
    intent.status = 'canceled';
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = params.string('cancellation_reason') ?? null;
    intent.next_action = null;
    intent.amount_capturable = 0;
    core.store.put('payment_intents', intent);
    core.events.emit('payment_intent.canceled', intent, { idempotencyKey });
    return intent;
  });

  routes.get('/v1/payment_intents', ({ params }) => {
    const customer = params.string('customer');
    const items = Object.values(core.store.collection('payment_intents')).filter(
      (intent) => !customer || intent.customer === customer,
    );
    return listPage(items, params, '/v1/payment_intents');
  });
}

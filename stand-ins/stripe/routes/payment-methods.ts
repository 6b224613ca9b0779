import { brandOf, cardOutcome, checkCard, TEST_PAYMENT_METHODS } from '../cards.ts';
import { cardError, invalidRequest, missingParam, resourceMissing } from '../errors.ts';
import { newId, nowSeconds, randomToken } from '../ids.ts';
import { listPage } from '../list.ts';
import { requireCustomer } from '../lookup.ts';
import type { Params } from '../params.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';

function createCardMethod(
  core: StandInCore,
  card: { number: string; exp_month: number; exp_year: number; cvc?: string },
  billing: Record<string, unknown>,
  metadata: Record<string, string>,
): StripeObject {
  const problem = checkCard(card);
  if (problem) throw cardError(problem);
  const brand = brandOf(card.number);
  const method: StripeObject = {
    id: newId('pm'),
    object: 'payment_method',
    created: nowSeconds(),
    livemode: false,
    type: 'card',
    customer: null,
    metadata,
    billing_details: { address: null, email: null, name: null, phone: null, ...billing },
    card: {
      brand,
      display_brand: brand === 'amex' ? 'american_express' : brand,
      last4: card.number.slice(-4),
      exp_month: card.exp_month,
      exp_year: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
      funding: 'credit',
      country: 'US',
      // The same number gives the same fingerprint, as in Stripe, without revealing it.
      fingerprint: fingerprint(card.number),
      checks: {
        cvc_check: card.cvc ? 'pass' : null,
        address_line1_check: null,
        address_postal_code_check: null,
      },
      networks: { available: [brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
  core.store.set('cardNumbers', method.id, card.number);
  return core.store.put('payment_methods', method);
}

function fingerprint(number: string): string {
  let hash = 0;
  for (const char of `fp:${number}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `fp${hash.toString(36)}${number.length}`.padEnd(16, '0');
}

/** The payment method with this id; a Stripe test id (`pm_card_visa`) makes a fresh one. */
export function requirePaymentMethod(core: StandInCore, id: string, param = 'payment_method'): StripeObject {
  const testNumber = Object.hasOwn(TEST_PAYMENT_METHODS, id) ? TEST_PAYMENT_METHODS[id] : undefined;
  if (testNumber) {
    const year = new Date().getUTCFullYear() + 3;
    return createCardMethod(core, { number: testNumber, exp_month: 12, exp_year: year }, {}, {});
  }
  const method = core.store.get('payment_methods', id);
  if (!method) throw resourceMissing('PaymentMethod', id, param);
  return method;
}

export function cardNumberOf(core: StandInCore, method: StripeObject): string {
  return core.store.entry('cardNumbers', method.id) ?? '';
}

/** The error Stripe answers when a card is declined, with the objects it concerns. */
export function declineError(
  core: StandInCore,
  method: StripeObject,
  extra: Record<string, unknown> = {},
): ReturnType<typeof cardError> | undefined {
  const outcome = cardOutcome(cardNumberOf(core, method));
  if (outcome.kind !== 'decline') return undefined;
  return cardError({
    code: outcome.code,
    decline_code: outcome.decline_code,
    message: outcome.message,
    extra: { payment_method: method, ...extra },
  });
}

/** Attaches after the verification a real attach performs: declined cards are refused. */
export function attachPaymentMethod(
  core: StandInCore,
  id: string,
  customerId: string,
  idempotencyKey?: string,
): StripeObject {
  const customer = requireCustomer(core, customerId);
  const method = requirePaymentMethod(core, id, 'payment_method');
  if (method.customer && method.customer !== customer.id) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  if (method.customer === customer.id) return method;
  const outcome = cardOutcome(cardNumberOf(core, method));
  if (outcome.kind === 'decline' && outcome.when === 'always') throw declineError(core, method);
  method.customer = customer.id;
  core.store.put('payment_methods', method);
  core.events.emit('payment_method.attached', method, { idempotencyKey });
  return method;
}

function billingDetails(params: Params | undefined): Record<string, unknown> {
  if (!params) return {};
  const details: Record<string, unknown> = {};
  for (const field of ['name', 'email', 'phone'] as const) {
    if (params.has(field)) details[field] = params.string(field) || null;
  }
  return details;
}

export function paymentMethodRoutes(routes: RouteTable, core: StandInCore) {
  routes.post(
    '/v1/payment_methods',
    ({ params, idempotencyKey }) => {
      const type = params.requiredString('type');
      if (type !== 'card')
        throw invalidRequest(`Invalid type: ${type} (this stand-in has cards only).`, 'type');
      const card = params.object('card');
      if (!card) throw missingParam('card');
      const method = createCardMethod(
        core,
        {
          number: card.requiredString('number').replace(/\s/g, ''),
          exp_month: card.requiredInteger('exp_month'),
          exp_year: card.requiredInteger('exp_year'),
          cvc: card.string('cvc'),
        },
        billingDetails(params.object('billing_details')),
        params.metadata(),
      );
      const customer = params.string('customer');
      if (customer) return attachPaymentMethod(core, method.id, customer, idempotencyKey);
      return method;
    },
    { publishable: true },
  );

  routes.get('/v1/payment_methods/:id', ({ path }) => requirePaymentMethod(core, path.id, 'id'));

  routes.post('/v1/payment_methods/:id', ({ path, params }) => {
    const method = requirePaymentMethod(core, path.id, 'id');
    const details = billingDetails(params.object('billing_details'));
    method.billing_details = { ...(method.billing_details as object), ...details };
    const card = params.object('card');
    const current = method.card as Record<string, unknown>;
    const expMonth = card?.integer('exp_month') ?? (current.exp_month as number);
    const expYear = card?.integer('exp_year') ?? (current.exp_year as number);
    if (card) {
      const problem = checkCard({
        number: cardNumberOf(core, method),
        exp_month: expMonth,
        exp_year: expYear,
      });
      if (problem) throw cardError(problem);
      method.card = { ...current, exp_month: expMonth, exp_year: expYear < 100 ? 2000 + expYear : expYear };
    }
    method.metadata = params.metadata(method.metadata as Record<string, string>);
    core.store.put('payment_methods', method);
    core.events.emit('payment_method.updated', method);
    return method;
  });

  routes.post('/v1/payment_methods/:id/attach', ({ path, params, idempotencyKey }) =>
    attachPaymentMethod(core, path.id, params.requiredString('customer'), idempotencyKey),
  );

  routes.post('/v1/payment_methods/:id/detach', ({ path, idempotencyKey }) => {
    const method = requirePaymentMethod(core, path.id, 'id');
    if (!method.customer) {
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    const customer = core.store.get('customers', String(method.customer));
    const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
    if (customer && settings?.default_payment_method === method.id) {
      customer.invoice_settings = { ...settings, default_payment_method: null };
      core.store.put('customers', customer);
    }
    method.customer = null;
    core.store.set('setUpForOffSession', method.id, undefined);
    core.store.put('payment_methods', method);
    core.events.emit('payment_method.detached', method, { idempotencyKey });
    return method;
  });

  routes.get('/v1/payment_methods', ({ params }) => {
    const customer = params.string('customer');
    const type = params.string('type');
    const items = Object.values(core.store.collection('payment_methods')).filter(
      (method) => (!customer || method.customer === customer) && (!type || method.type === type),
    );
    return listPage(items, params, '/v1/payment_methods');
  });
}

export function clientSecret(id: string): string {
  return `${id}_secret_${randomToken(24)}`;
}

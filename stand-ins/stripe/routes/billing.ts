import { invalidRequest, missingParam, resourceMissing } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import { requireCustomer } from '../lookup.ts';
import type { Params } from '../params.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';
import { linkIntent, voidOpenInvoice } from './invoice-payments.ts';
import { chargeForInvoice } from './payment-intents.ts';

const DAY = 86_400;
const INTERVALS: Record<string, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY };
const LIVE = new Set(['trialing', 'active', 'past_due', 'incomplete']);

function requireObject(core: StandInCore, collection: string, kind: string, id: string, param = 'id') {
  const found = core.store.get(collection, id);
  if (!found) throw resourceMissing(kind, id, param);
  return found;
}

/** The customer's time: its test clock's frozen time, else the real clock. */
function nowFor(core: StandInCore, customer: StripeObject): number {
  const clock = customer.test_clock ? core.store.get('test_clocks', String(customer.test_clock)) : undefined;
  return clock ? Number(clock.frozen_time) : nowSeconds();
}

/** Advances by the price's interval; months and years as calendar months, like Stripe. */
function addInterval(seconds: number, recurring: { interval: string; interval_count: number }): number {
  const date = new Date(seconds * 1000);
  if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + recurring.interval_count);
  else if (recurring.interval === 'year')
    date.setUTCFullYear(date.getUTCFullYear() + recurring.interval_count);
  else return seconds + (INTERVALS[recurring.interval] ?? DAY) * recurring.interval_count;
  return Math.floor(date.getTime() / 1000);
}

function setPeriod(subscription: StripeObject, start: number, end: number) {
  subscription.current_period_start = start;
  subscription.current_period_end = end;
  const items = subscription.items as { data: Record<string, unknown>[] };
  for (const item of items.data)
    Object.assign(item, { current_period_start: start, current_period_end: end });
}

/**
 * Issues the invoice of one period and pays it with the subscription's card off-session; with
 * `awaitConfirmation` (`payment_behavior=default_incomplete`) its PaymentIntent is left for the
 * customer to confirm on-session (Stripe.js) instead.
 */
function invoice(
  core: StandInCore,
  subscription: StripeObject,
  amount: number,
  reason: string,
  at: number,
  awaitConfirmation = false,
) {
  const price = core.store.get('prices', String(subscription.price_id));
  const currency = String(price?.currency ?? 'usd');
  const bill: StripeObject = core.store.put('invoices', {
    id: newId('in'),
    object: 'invoice',
    created: at,
    livemode: false,
    customer: subscription.customer,
    subscription: subscription.id,
    billing_reason: reason,
    currency,
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    total: amount,
    status: 'open',
    payment_intent: null,
    confirmation_secret: null,
    payments: { object: 'list', data: [], has_more: false, url: '' },
    period_start: subscription.current_period_start,
    period_end: subscription.current_period_end,
    lines: { object: 'list', data: [{ price: subscription.price_id, amount }], has_more: false, url: '' },
  });
  core.events.emit('invoice.created', bill);
  const method = subscription.default_payment_method as string | null;
  if (amount > 0) {
    if (!method) return markUnpaid(core, bill, 'No payment method on the subscription or the customer.');
    const { intent, error } = chargeForInvoice(
      core,
      {
        amount,
        currency,
        customer: String(subscription.customer),
        paymentMethod: method,
        description: `Invoice ${bill.id}`,
      },
      !awaitConfirmation,
    );
    linkIntent(core, bill, String(intent.id));
    if (error) return markUnpaid(core, bill, String(error.body.message));
    if (awaitConfirmation) {
      core.store.put('invoices', bill);
      return bill;
    }
  }
  bill.status = 'paid';
  bill.amount_paid = amount;
  bill.amount_remaining = 0;
  core.store.put('invoices', bill);
  core.events.emit('invoice.paid', bill);
  return bill;
}

function markUnpaid(core: StandInCore, bill: StripeObject, message: string) {
  bill.last_finalization_error = null;
  bill.payment_error = message;
  core.store.put('invoices', bill);
  core.events.emit('invoice.payment_failed', bill);
  return bill;
}

/** Renews every period that ended by `now`: a paid invoice keeps it active, an unpaid one makes it past_due. */
function renew(core: StandInCore, subscription: StripeObject, now: number) {
  const price = core.store.get('prices', String(subscription.price_id));
  const recurring = price?.recurring as { interval: string; interval_count: number } | undefined;
  if (!price || !recurring) return;
  // Stripe tells the platform three days before a trial ends (once per subscription).
  const trialEnd = Number(subscription.trial_end);
  if (
    subscription.status === 'trialing' &&
    trialEnd &&
    trialEnd - 3 * DAY <= now &&
    !core.store.get('trial_notices', subscription.id)
  ) {
    core.store.put('trial_notices', { id: subscription.id, object: 'trial_notice' });
    core.events.emit('customer.subscription.trial_will_end', subscription);
  }
  while (LIVE.has(String(subscription.status)) && Number(subscription.current_period_end) <= now) {
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      subscription.canceled_at = subscription.current_period_end;
      core.events.emit('customer.subscription.deleted', subscription);
      break;
    }
    const start = Number(subscription.current_period_end);
    setPeriod(subscription, start, addInterval(start, recurring));
    const bill = invoice(core, subscription, Number(price.unit_amount), 'subscription_cycle', start);
    subscription.latest_invoice = bill.id;
    subscription.status = bill.status === 'paid' ? 'active' : 'past_due';
    core.events.emit('customer.subscription.updated', subscription);
    if (bill.status !== 'paid') break;
  }
  core.store.put('subscriptions', subscription);
}

function readPrice(core: StandInCore, params: Params): StripeObject {
  const items = params.values.items;
  const list = Array.isArray(items) ? items : [];
  const first = list[0];
  if (!first || typeof first !== 'object' || Array.isArray(first) || typeof first.price !== 'string') {
    throw missingParam('items[0][price]');
  }
  const price = requireObject(core, 'prices', 'price', first.price, 'items[0][price]');
  if (!price.recurring) throw invalidRequest('The price must be recurring to subscribe.', 'items[0][price]');
  return price;
}

export function billingRoutes(routes: RouteTable, core: StandInCore) {
  routes.post('/v1/products', ({ params }) =>
    core.store.put('products', {
      id: params.string('id') ?? newId('prod'),
      object: 'product',
      created: nowSeconds(),
      livemode: false,
      name: params.requiredString('name'),
      description: params.string('description') ?? null,
      active: true,
      metadata: params.metadata(),
    }),
  );
  routes.get('/v1/products/:id', ({ path }) => requireObject(core, 'products', 'product', path.id));
  routes.get('/v1/products', ({ params }) =>
    listPage(Object.values(core.store.collection('products')), params, '/v1/products'),
  );

  routes.post('/v1/prices', ({ params }) => {
    let product = params.string('product');
    const productData = params.object('product_data');
    if (!product && productData) {
      product = core.store.put('products', {
        id: newId('prod'),
        object: 'product',
        created: nowSeconds(),
        livemode: false,
        name: productData.requiredString('name'),
        active: true,
        metadata: {},
      }).id;
    }
    if (!product) throw missingParam('product');
    requireObject(core, 'products', 'product', product, 'product');
    const recurring = params.object('recurring');
    const interval = recurring?.requiredString('interval');
    if (interval && !INTERVALS[interval])
      throw invalidRequest(`Invalid interval: ${interval}`, 'recurring[interval]');
    return core.store.put('prices', {
      id: newId('price'),
      object: 'price',
      created: nowSeconds(),
      livemode: false,
      product,
      active: true,
      currency: params.requiredString('currency').toLowerCase(),
      unit_amount: params.requiredInteger('unit_amount'),
      type: interval ? 'recurring' : 'one_time',
      recurring: interval ? { interval, interval_count: recurring?.integer('interval_count') ?? 1 } : null,
      lookup_key: params.string('lookup_key') ?? null,
      metadata: params.metadata(),
    });
  });
  routes.get('/v1/prices/:id', ({ path }) => requireObject(core, 'prices', 'price', path.id));
  routes.get('/v1/prices', ({ params }) => {
    const product = params.string('product');
    const items = Object.values(core.store.collection('prices')).filter(
      (price) => !product || price.product === product,
    );
    return listPage(items, params, '/v1/prices');
  });

  routes.post('/v1/test_helpers/test_clocks', ({ params }) =>
    core.store.put('test_clocks', {
      id: newId('clock'),
      object: 'test_helpers.test_clock',
      created: nowSeconds(),
      livemode: false,
      frozen_time: params.requiredInteger('frozen_time'),
      name: params.string('name') ?? null,
      status: 'ready',
    }),
  );
  routes.get('/v1/test_helpers/test_clocks/:id', ({ path }) =>
    requireObject(core, 'test_clocks', 'test_helpers.test_clock', path.id),
  );
  routes.post('/v1/test_helpers/test_clocks/:id/advance', ({ path, params }) => {
    const clock = requireObject(core, 'test_clocks', 'test_helpers.test_clock', path.id);
    const to = params.requiredInteger('frozen_time');
    if (to < Number(clock.frozen_time)) {
      throw invalidRequest('The test clock cannot go back in time.', 'frozen_time');
    }
    clock.frozen_time = to;
    core.store.put('test_clocks', clock);
    const customers = new Set(
      Object.values(core.store.collection('customers'))
        .filter((customer) => customer.test_clock === clock.id)
        .map((customer) => customer.id),
    );
    for (const subscription of Object.values(core.store.collection('subscriptions'))) {
      if (customers.has(String(subscription.customer))) renew(core, subscription, to);
    }
    core.events.emit('test_helpers.test_clock.ready', clock);
    return clock;
  });

  routes.post('/v1/subscriptions', ({ params, idempotencyKey }) => {
    const customer = requireCustomer(core, params.requiredString('customer'));
    const price = readPrice(core, params);
    const settings = customer.invoice_settings as { default_payment_method: string | null };
    const method = params.string('default_payment_method') ?? settings.default_payment_method ?? null;
    if (method) {
      const found = core.store.get('payment_methods', method);
      if (!found || found.customer !== customer.id) {
        throw resourceMissing('PaymentMethod', method, 'default_payment_method');
      }
    }
    const behavior = params.string('payment_behavior') ?? 'allow_incomplete';
    if (!['allow_incomplete', 'default_incomplete'].includes(behavior)) {
      throw invalidRequest(`Unsupported payment_behavior: ${behavior}`, 'payment_behavior');
    }
    const trialDays = params.integer('trial_period_days');
    if (trialDays !== undefined && (trialDays < 0 || trialDays > 730)) {
      throw invalidRequest('trial_period_days must be between 0 and 730.', 'trial_period_days');
    }
    const now = nowFor(core, customer);
    const recurring = price.recurring as { interval: string; interval_count: number };
    const trialEnd = trialDays ? now + trialDays * DAY : null;
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      created: now,
      livemode: false,
      customer: customer.id,
      status: trialEnd ? 'trialing' : 'incomplete',
      price_id: price.id,
      default_payment_method: method,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      canceled_at: null,
      latest_invoice: null,
      metadata: params.metadata(),
      test_clock: customer.test_clock ?? null,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1 }],
        has_more: false,
        url: '',
      },
    };
    setPeriod(subscription, now, trialEnd ?? addInterval(now, recurring));
    const bill = invoice(
      core,
      subscription,
      trialEnd ? 0 : Number(price.unit_amount),
      'subscription_create',
      now,
      behavior === 'default_incomplete',
    );
    subscription.latest_invoice = bill.id;
    if (!trialEnd) subscription.status = bill.status === 'paid' ? 'active' : 'incomplete';
    core.store.put('subscriptions', subscription);
    core.events.emit('customer.subscription.created', subscription, { idempotencyKey });
    return subscription;
  });

  routes.get('/v1/subscriptions/:id', ({ path }) =>
    requireObject(core, 'subscriptions', 'subscription', path.id),
  );
  routes.post('/v1/subscriptions/:id', ({ path, params }) => {
    const subscription = requireObject(core, 'subscriptions', 'subscription', path.id);
    const cancelAtEnd = params.boolean('cancel_at_period_end');
    if (cancelAtEnd !== undefined) subscription.cancel_at_period_end = cancelAtEnd;
    subscription.metadata = params.metadata(subscription.metadata as Record<string, string>);
    core.events.emit('customer.subscription.updated', subscription);
    return core.store.put('subscriptions', subscription);
  });
  routes.del('/v1/subscriptions/:id', ({ path }) => {
    const subscription = requireObject(core, 'subscriptions', 'subscription', path.id);
    if (subscription.status === 'incomplete') voidOpenInvoice(core, subscription);
    subscription.status = 'canceled';
    subscription.canceled_at = nowSeconds();
    core.events.emit('customer.subscription.deleted', subscription);
    return core.store.put('subscriptions', subscription);
  });
  routes.get('/v1/subscriptions', ({ params }) => {
    const customer = params.string('customer');
    const items = Object.values(core.store.collection('subscriptions')).filter(
      (subscription) => !customer || subscription.customer === customer,
    );
    return listPage(items, params, '/v1/subscriptions');
  });

  routes.get('/v1/invoices/:id', ({ path }) => requireObject(core, 'invoices', 'invoice', path.id));
  routes.get('/v1/invoices', ({ params }) => {
    const subscription = params.string('subscription');
    const customer = params.string('customer');
    const items = Object.values(core.store.collection('invoices')).filter(
      (bill) =>
        (!subscription || bill.subscription === subscription) && (!customer || bill.customer === customer),
    );
    return listPage(items, params, '/v1/invoices');
  });
}

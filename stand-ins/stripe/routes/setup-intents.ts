import { cardOutcome } from '../cards.ts';
import { invalidRequest, resourceMissing } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import { requireCustomer } from '../lookup.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';
import { authenticationAction, checkClientSecret } from './intents.ts';
import {
  attachPaymentMethod,
  cardNumberOf,
  clientSecret,
  declineError,
  requirePaymentMethod,
} from './payment-methods.ts';

const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function requireSetupIntent(core: StandInCore, id: string): StripeObject {
  const intent = core.store.get('setup_intents', id);
  if (!intent) throw resourceMissing('setup_intent', id, 'intent');
  return intent;
}

/** The card is saved: attached to the customer and, once authenticated, usable off-session. */
export function completeSetup(core: StandInCore, intent: StripeObject, key?: string) {
  const methodId = String(intent.payment_method);
  if (intent.customer) attachPaymentMethod(core, methodId, String(intent.customer), key);
  core.store.set('setUpForOffSession', methodId, true);
  intent.status = 'succeeded';
  intent.next_action = null;
  intent.last_setup_error = null;
  core.store.put('setup_intents', intent);
  core.events.emit('setup_intent.succeeded', intent, { idempotencyKey: key });
}

function confirm(core: StandInCore, intent: StripeObject, methodId: string | undefined, key?: string) {
  if (!CONFIRMABLE.has(String(intent.status))) {
    throw invalidRequest(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  const id = methodId ?? (intent.payment_method as string | null);
  if (!id) {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  }
  const method = requirePaymentMethod(core, id);
  intent.payment_method = method.id;
  const declined = declineError(core, method);
  const outcome = cardOutcome(cardNumberOf(core, method));
  if (declined && outcome.kind === 'decline' && outcome.when === 'always') {
    intent.status = 'requires_payment_method';
    intent.last_setup_error = { ...declined.body };
    core.store.put('setup_intents', intent);
    core.events.emit('setup_intent.setup_failed', intent, { idempotencyKey: key });
    Object.assign(declined.body, { setup_intent: structuredClone(intent) });
    throw declined;
  }
  if (outcome.kind === 'authenticate') {
    intent.status = 'requires_action';
    intent.next_action = authenticationAction(core.baseUrl(), intent);
    core.store.put('setup_intents', intent);
    core.events.emit('setup_intent.requires_action', intent, { idempotencyKey: key });
    return intent;
  }
  completeSetup(core, intent, key);
  return intent;
}

export function setupIntentRoutes(routes: RouteTable, core: StandInCore) {
  routes.post('/v1/setup_intents', ({ params, idempotencyKey }) => {
    const customer = params.string('customer');
    if (customer) requireCustomer(core, customer);
    const methodId = params.string('payment_method');
    const id = newId('seti');
    const intent: StripeObject = {
      id,
      object: 'setup_intent',
      created: nowSeconds(),
      livemode: false,
      customer: customer ?? null,
      description: params.string('description') ?? null,
      metadata: params.metadata(),
      payment_method: methodId ? requirePaymentMethod(core, methodId).id : null,
      payment_method_types: ['card'],
      usage: params.string('usage') ?? 'off_session',
      client_secret: clientSecret(id),
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
      next_action: null,
      last_setup_error: null,
      cancellation_reason: null,
    };
    core.store.put('setup_intents', intent);
    core.events.emit('setup_intent.created', intent, { idempotencyKey });
    if (params.boolean('confirm')) confirm(core, intent, undefined, idempotencyKey);
    return intent;
  });

  routes.get(
    '/v1/setup_intents/:id',
    (context) => {
      const intent = requireSetupIntent(core, context.path.id);
      checkClientSecret(context, intent, 'setup_intent');
      return intent;
    },
    { publishable: true },
  );

  routes.post(
    '/v1/setup_intents/:id/confirm',
    (context) => {
      const intent = requireSetupIntent(core, context.path.id);
      checkClientSecret(context, intent, 'setup_intent');
      return confirm(core, intent, context.params.string('payment_method'), context.idempotencyKey);
    },
    { publishable: true },
  );

  routes.post('/v1/setup_intents/:id/cancel', ({ path, params, idempotencyKey }) => {
    const intent = requireSetupIntent(core, path.id);
    if (!CONFIRMABLE.has(String(intent.status))) {
      throw invalidRequest(
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.cancellation_reason = params.string('cancellation_reason') ?? null;
    intent.next_action = null;
    core.store.put('setup_intents', intent);
    core.events.emit('setup_intent.canceled', intent, { idempotencyKey });
    return intent;
  });

  routes.get('/v1/setup_intents', ({ params }) => {
    const customer = params.string('customer');
    const items = Object.values(core.store.collection('setup_intents')).filter(
      (intent) => !customer || intent.customer === customer,
    );
    return listPage(items, params, '/v1/setup_intents');
  });
}

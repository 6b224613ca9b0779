import { cardOutcome } from '../cards.ts';
import { invalidRequest, resourceMissing } from '../errors.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import { authorize } from './payment-intents.ts';
import { cardNumberOf } from './payment-methods.ts';
import { completeSetup } from './setup-intents.ts';

/**
 * Not a Stripe endpoint: the local Stripe.js calls it when the customer completes (or fails) the
 * 3D Secure step that Stripe would show, with the intent's client secret.
 */
export function authenticationRoutes(routes: RouteTable, core: StandInCore) {
  routes.post(
    '/local/authenticate',
    ({ params, idempotencyKey }) => {
      const id = params.requiredString('intent');
      const kind = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
      const intent = core.store.get(kind, id);
      if (!intent || params.string('client_secret') !== intent.client_secret) {
        throw resourceMissing(kind === 'setup_intents' ? 'setup_intent' : 'payment_intent', id, 'intent');
      }
      if (intent.status !== 'requires_action') {
        throw invalidRequest(
          `This intent does not require authentication (status ${intent.status}).`,
          'intent',
        );
      }
      const method = core.store.get('payment_methods', String(intent.payment_method));
      if (!method) throw resourceMissing('PaymentMethod', String(intent.payment_method));
      if (params.requiredString('result') !== 'succeed') {
        const error = {
          type: 'card_error',
          code:
            kind === 'setup_intents'
              ? 'setup_intent_authentication_failure'
              : 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          payment_method: method,
        };
        intent.status = 'requires_payment_method';
        intent.next_action = null;
        intent[kind === 'setup_intents' ? 'last_setup_error' : 'last_payment_error'] = error;
        core.store.put(kind, intent);
        core.events.emit(
          kind === 'setup_intents' ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed',
          intent,
          { idempotencyKey },
        );
        return intent;
      }
      if (kind === 'setup_intents') {
        completeSetup(core, intent, idempotencyKey);
        return intent;
      }
      const outcome = cardOutcome(cardNumberOf(core, method));
      if (outcome.kind === 'authenticate' && intent.setup_future_usage) {
        core.store.set('setUpForOffSession', method.id, true);
      }
      authorize(core, intent, method, idempotencyKey);
      return intent;
    },
    { publishable: true },
  );
}

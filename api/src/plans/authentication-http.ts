import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Locale, type planApi, type RouteOutcome, translate } from 'shared-contracts';
import type { OutcomeDoc } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { PaymentNotFoundError, PaymentUnavailableError } from '../payments/gateway.ts';
import type { PlanAuthenticationOutcome } from './authentication.ts';
import { viewOf } from './service.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'jobs' | 'clock' | 'bus' | 'log'>;

export const PLAN_AUTHENTICATION_REQUIRED: OutcomeDoc = {
  status: 202,
  description:
    "The card's bank asks the expert to authenticate the plan's first payment (3-D Secure); nothing is recorded yet: data is PlanAuthenticationRequired {subscription_type, payment: {status: 'requires_action', client_secret, payment_method_id, expires_at}}. The browser confirms with Stripe.js `confirmCardPayment(client_secret, { payment_method })`, then POST /experts/profile/subscriptions/authentication (or DELETE it to give up).",
  shape: 'Envelope',
};
export const PLAN_PAYMENT_REFUSED: OutcomeDoc = {
  status: 402,
  description:
    "The bank's step failed or the card was refused: nothing is recorded and nothing charged; the message also on payment_method_id",
  shape: 'ValidationError',
};
export const NO_PLAN_AUTHENTICATION: OutcomeDoc = {
  status: 409,
  description: "No plan of the expert's waits for their bank",
  shape: 'Error',
};
export const PLAN_PROVIDER_DOWN: OutcomeDoc = {
  status: 503,
  description: 'The payment provider is not available; ask again',
  shape: 'Error',
};

/** Settling asks the provider: its trouble is a 503 to ask again, never a refusal. */
export async function askingProvider<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentUnavailableError || error instanceof PaymentNotFoundError) {
      log.error({ err: error.cause ?? error }, 'payment provider failed');
      throw new HttpError(503, 'genericError');
    }
    throw error;
  }
}

/**
 * The HTTP answer of a plan's bank step: 201 the plan recorded, 202 still waiting, 402 refused,
 * 409 none waiting (given up is DELETE's own answer).
 */
/** What a plan's bank step answers once asked (a plan asked again unchanged, 200, is subscribing's). */
type PlanAnswer = Exclude<RouteOutcome<typeof planApi.authenticated>, { status: 200 }>;

export async function planAuthenticationAnswer(
  app: App,
  outcome: Exclude<PlanAuthenticationOutcome, { kind: 'cancelled' }>,
  locale: Locale,
): Promise<PlanAnswer> {
  switch (outcome.kind) {
    case 'subscribed':
      return {
        status: 201,
        body: { data: await viewOf(app, outcome.row), message: translate('subscriptionCompleted', locale) },
      };
    case 'authenticate':
      return {
        status: 202,
        body: { data: outcome.required, message: translate('bookingAuthenticationRequired', locale) },
      };
    case 'refused':
      return {
        status: 402,
        body: { message: outcome.message, data: { payment_method_id: [outcome.message] } },
      };
    case 'none':
      throw new HttpError(409, 'planAuthenticationMissing');
  }
}

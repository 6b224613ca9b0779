import type { FastifyPluginAsync } from 'fastify';
import { planApi, translate } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { settlePlanAuthentication } from './authentication.ts';
import {
  askingProvider,
  NO_PLAN_AUTHENTICATION,
  PLAN_AUTHENTICATION_REQUIRED,
  PLAN_PAYMENT_REFUSED,
  PLAN_PROVIDER_DOWN,
  planAuthenticationAnswer,
} from './authentication-http.ts';
import { subscriptionsView, viewOf } from './service.ts';
import { subscribeToPlan } from './subscribe.ts';

const tags = ['plans'];

/**
 * The expert's plan: a Stripe subscription (Starter with its trial), renewed or expired by the
 * period-end job (provider state) and by Stripe's webhooks (payments/webhooks.ts).
 */
export const planRoutes: FastifyPluginAsync = async (api) => {
  api.route(
    declared(planApi.subscriptions, {
      summary: "The expert's current plan and every plan they had, newest first",
      tags,
      access: 'expert',
      handler: async ({ user }) => envelope(await subscriptionsView(api, user.id)),
    }),
  );

  api.route(
    declared(planApi.subscribe, {
      summary:
        'Subscribe to a plan (subscription_type: plan slug) with a saved card; replaces the current plan',
      description:
        "The first plan gets the plan's trial (Starter: 30 days). The same plan while it is live answers it unchanged. A refused card answers 422 with the provider's message. When the card's bank asks the expert to authenticate the first payment (3-D Secure), 202 with the payment's client secret and nothing recorded until POST /experts/profile/subscriptions/authentication settles it; the same plan and card asked again meanwhile answer that 202 again, another plan or card gives it up first.",
      tags,
      access: 'expert',
      outcomes: [PLAN_AUTHENTICATION_REQUIRED],
      respond: async ({ user, body, request }) => {
        const { locale } = request;
        const outcome = await subscribeToPlan(api, user, body, locale, request.log);
        if (outcome.kind === 'authenticate') return planAuthenticationAnswer(api, outcome, locale);
        if (outcome.kind === 'refused')
          return {
            status: 422,
            body: { message: outcome.message, data: { payment_method_id: [outcome.message] } },
          };
        return {
          // The same live plan asked again answers it unchanged.
          status: outcome.created ? 201 : 200,
          body: { data: await viewOf(api, outcome.row), message: translate('subscriptionCompleted', locale) },
        };
      },
    }),
  );

  api.route(
    declared(planApi.authenticated, {
      summary: "Settle a plan after the expert completed their bank's authentication in Stripe.js",
      description:
        "The first payment is asked of the provider: paid → 201 with the plan, recorded as any subscribe records it (the previous plan replaced); refused or authentication failed → 402, the provider subscription cancelled and nothing recorded; still waiting → 202 again. Only the caller's own waiting plan; 409 when none waits (a settled one included).",
      tags,
      access: 'expert',
      outcomes: [
        PLAN_AUTHENTICATION_REQUIRED,
        PLAN_PAYMENT_REFUSED,
        NO_PLAN_AUTHENTICATION,
        PLAN_PROVIDER_DOWN,
      ],
      respond: async ({ user, request }) => {
        const { locale } = request;
        const outcome = await askingProvider(request.log, () =>
          settlePlanAuthentication(api, user.id, false, locale),
        );
        if (outcome.kind === 'cancelled') throw new Error('a plan is only cancelled when given up');
        return planAuthenticationAnswer(api, outcome, locale);
      },
    }),
  );

  api.route(
    declared(planApi.giveUpAuthentication, {
      summary: "Give up a plan whose first payment waits for the expert's bank",
      description:
        'The provider subscription is cancelled and nothing is charged or recorded (200 with a message). If the provider says the payment was made meanwhile, the plan is recorded instead (201, as POST). 409 when none waits.',
      tags,
      access: 'expert',
      outcomes: [
        { status: 201, description: 'Paid before it was given up: the plan, recorded', shape: 'Envelope' },
        NO_PLAN_AUTHENTICATION,
        PLAN_PROVIDER_DOWN,
      ],
      respond: async ({ user, request }) => {
        const { locale } = request;
        const outcome = await askingProvider(request.log, () =>
          settlePlanAuthentication(api, user.id, true, locale),
        );
        if (outcome.kind === 'cancelled')
          return { status: 200, body: { message: translate('planAuthenticationCancelled', locale) } };
        return planAuthenticationAnswer(api, outcome, locale);
      },
    }),
  );
};

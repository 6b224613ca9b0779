import type { FastifyPluginAsync } from 'fastify';
import { SubscriptionCreateSchema, translate } from 'shared-contracts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { subscriptionsView, viewOf } from './service.ts';
import { subscribeToPlan } from './subscribe.ts';

const tags = ['plans'];

/**
 * The expert's plan: a Stripe subscription (Starter with its trial), renewed or expired by the
 * period-end job (provider state) and by Stripe's webhooks (payments/webhooks.ts).
 */
export const planRoutes: FastifyPluginAsync = async (api) => {
  api.route(
    endpoint({
      method: 'GET',
      url: '/experts/profile/subscriptions',
      summary: "The expert's current plan and every plan they had, newest first",
      tags,
      access: 'expert',
      handler: async ({ user }) => envelope(await subscriptionsView(api, user.id)),
    }),
  );

  api.route(
    endpoint({
      method: 'POST',
      url: '/experts/profile/subscriptions',
      summary:
        'Subscribe to a plan (subscription_type: plan slug) with a saved card; replaces the current plan',
      description:
        "The first plan gets the plan's trial (Starter: 30 days). The same plan while it is live answers it unchanged. A refused card answers 422 with the provider's message.",
      tags,
      access: 'expert',
      body: SubscriptionCreateSchema,
      status: 201,
      handler: async ({ user, body, request, reply }) => {
        const { locale } = request;
        const outcome = await subscribeToPlan(api, user, body, locale, request.log);
        if (outcome.kind === 'refused') {
          reply.status(422);
          return { message: outcome.message, data: { payment_method_id: [outcome.message] } };
        }
        if (!outcome.created) reply.status(200);
        return envelope(await viewOf(api, outcome.row), translate('subscriptionCompleted', locale));
      },
    }),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { SubscriptionCreateSchema, translate } from 'shared-contracts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { ensureCustomerId } from '../payments/customers.ts';
import { CardRefusedError, PaymentNotFoundError, PaymentUnavailableError } from '../payments/gateway.ts';
import { isLiveStatus } from './current-plan.ts';
import {
  currentRow,
  findPlan,
  recordSubscription,
  subscriptionsView,
  trialDaysFor,
  viewOf,
} from './service.ts';

const tags = ['plans'];

/**
 * The expert's plan: a Stripe subscription (Starter with its trial), renewed or expired by the
 * period-end job (provider state) and by Stripe's webhooks (payments/webhooks.ts).
 */
export const planRoutes: FastifyPluginAsync = async (api) => {
  const { db, gateway } = api;

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
        const plan = await findPlan(api, body.subscription_type);
        if (!plan) throw fieldError('subscription_type', 'unknownPlan', locale);
        try {
          const customerId = await ensureCustomerId(db, gateway, user);
          const card = await gateway.findCard(customerId, body.payment_method_id);
          if (!card) throw fieldError('payment_method_id', 'planCardNotFound', locale);
          const current = await currentRow(api, user.id);
          if (current && current.subscriptionTypeId === plan.id && isLiveStatus(current.stripeStatus)) {
            reply.status(200);
            return envelope(await viewOf(api, current), translate('subscriptionCompleted', locale));
          }
          const trialDays = await trialDaysFor(api, user.id, plan);
          const priceId = await gateway.ensurePlanPrice({
            slug: plan.slug,
            name: plan.name,
            amount: plan.priceCents,
            currency: marketplaceRules.currency,
            interval: plan.period === 'yearly' ? 'year' : 'month',
          });
          const subscribed = await gateway.subscribe({
            customerId,
            priceId,
            paymentMethodId: card.id,
            trialDays: trialDays || undefined,
            idempotencyKey: `plan-${user.id}-after-${current?.id ?? 0}-${plan.slug}-${card.id}`,
          });
          if (subscribed.status === 'incomplete' || subscribed.status === 'incomplete_expired') {
            await gateway.cancelSubscription(subscribed.subscriptionId).catch(() => undefined);
            throw fieldError('payment_method_id', 'planPaymentFailed', locale);
          }
          const row = await recordSubscription(api, {
            expertId: user.id,
            plan,
            providerId: subscribed.subscriptionId,
            status: subscribed.status,
            periodEnd: subscribed.currentPeriodEnd,
            trialEnd: subscribed.trialEnd,
          });
          return envelope(await viewOf(api, row), translate('subscriptionCompleted', locale));
        } catch (error) {
          if (error instanceof CardRefusedError) {
            reply.status(422);
            return { message: error.message, data: { payment_method_id: [error.message] } };
          }
          if (error instanceof PaymentNotFoundError)
            throw fieldError('payment_method_id', 'planCardNotFound', locale);
          if (error instanceof PaymentUnavailableError) {
            request.log.error({ err: error.cause }, 'payment provider failed');
            throw new HttpError(503, 'genericError');
          }
          throw error;
        }
      },
    }),
  );
};

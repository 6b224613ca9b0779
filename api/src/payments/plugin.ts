import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentRoutes } from './routes.ts';
import { customerDeleted, WebhookHandlers } from './webhooks.ts';

/** Saved cards, Stripe's browser configuration and Stripe's webhooks (handlers added by each domain). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('paymentWebhooks', new WebhookHandlers());
    app.paymentWebhooks.on('customer.deleted', customerDeleted);
    await app.register(paymentRoutes);
  },
  { name: 'payments', dependencies: ['identity'] },
);

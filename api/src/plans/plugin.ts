import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PLAN_AUTHENTICATION_JOB, runAuthenticationJob } from './authentication-job.ts';
import { planRoutes } from './routes.ts';
import { checkPeriodEnd, PERIOD_END_JOB, TRIAL_ENDING_JOB, trialEnding } from './service.ts';
import { planWebhookHandlers } from './webhook-handlers.ts';

/** The expert's plan: its routes, the period-end and trial-ending jobs, Stripe's subscription events. */
export const plansPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(PERIOD_END_JOB, (payload: { subscriptionId: number }) => checkPeriodEnd(app, payload));
    app.jobs.define(TRIAL_ENDING_JOB, (payload: { subscriptionId: number }) => trialEnding(app, payload));
    app.jobs.define(PLAN_AUTHENTICATION_JOB, (payload: { authenticationId: number }) =>
      runAuthenticationJob(app, payload),
    );
    for (const [type, handler] of Object.entries(planWebhookHandlers(app.clock)))
      app.paymentWebhooks.on(type, handler);
    await app.register(planRoutes);
  },
  { name: 'plans', dependencies: ['identity', 'payments'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineChargePurpose, paymentMoved } from '../charges/index.ts';
import { bookingChargePurpose } from './charge.ts';
import { defineHoldJobs } from './holds.ts';
import { rescheduleRoutes } from './reschedule-routes.ts';
import { bookingRoutes } from './routes.ts';

/** Booking: slots, the quote and the paid booking, with its jobs; moving a booked meeting. */
export const bookingPlugin = fp(
  async (app: FastifyInstance) => {
    defineChargePurpose(app, bookingChargePurpose(app));
    defineHoldJobs(app);
    // A customer who authenticated and closed the page is still booked: the charge settles by the event.
    for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed'])
      app.paymentWebhooks.on(type, async (event, tx) => {
        if (event.object.id) await paymentMoved(app, tx, event.object.id);
      });
    await app.register(bookingRoutes);
    await app.register(rescheduleRoutes);
  },
  { name: 'booking', dependencies: ['identity', 'payments'] },
);

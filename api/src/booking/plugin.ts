import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineChargePurpose } from '../charges/index.ts';
import { bookingChargePurpose } from './charge.ts';
import { defineHoldJobs } from './holds.ts';
import { bookingRoutes } from './routes.ts';

/** Booking: slots, the quote and the paid booking, with its jobs. */
export const bookingPlugin = fp(
  async (app: FastifyInstance) => {
    defineChargePurpose(app, bookingChargePurpose(app));
    defineHoldJobs(app);
    await app.register(bookingRoutes);
  },
  { name: 'booking', dependencies: ['identity'] },
);

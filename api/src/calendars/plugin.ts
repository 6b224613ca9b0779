import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineWriteJob } from './booking-events.ts';
import { calendarRoutes } from './routes.ts';
import { defineSyncJob } from './sync.ts';

/** Experts' own calendars over CalDAV: busy times read into availability, bookings written (issue 35). */
export const calendarsPlugin = fp(
  async (app: FastifyInstance) => {
    defineSyncJob(app);
    defineWriteJob(app);
    await app.register(calendarRoutes);
  },
  { name: 'calendars', dependencies: ['identity'] },
);

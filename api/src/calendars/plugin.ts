import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineWriteJob } from './booking-events.ts';
import { calendarRoutes } from './routes.ts';
import { defineSyncJob, refreshIfStale } from './sync.ts';

/** The expert's pages about their bookable hours (api routes), besides the calendars page itself. */
const BOOKING_FACING = new Set(['/api/v1/experts/profile/schedules']);

/** Experts' own calendars over CalDAV: busy times read into availability, bookings written (issue 35). */
export const calendarsPlugin = fp(
  async (app: FastifyInstance) => {
    defineSyncJob(app);
    defineWriteJob(app);
    await app.register(calendarRoutes);
    // An expert looking at their hours (the schedule the edit page reads): their own calendars are
    // read again in the background, so what they see next is fresh.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' || reply.statusCode !== 200 || !request.user?.isExpert) return;
      if (!BOOKING_FACING.has(request.routeOptions.url ?? '')) return;
      await refreshIfStale(app, request.user.id);
    });
  },
  { name: 'calendars', dependencies: ['identity'] },
);

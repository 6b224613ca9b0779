import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineMeetingJobs } from './jobs.ts';
import { meetingRoutes } from './routes.ts';

/** Meetings after booking: lists, detail, comments, finishing, extension, their jobs. */
export const meetingsPlugin = fp(
  async (app: FastifyInstance) => {
    defineMeetingJobs(app);
    await app.register(meetingRoutes);
  },
  { name: 'meetings', dependencies: ['identity'] },
);

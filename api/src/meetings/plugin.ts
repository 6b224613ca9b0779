import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { meetingRoutes } from './routes.ts';

/** Meetings after booking: lists, detail, comments, finishing, extension, their jobs. */
export const meetingsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(meetingRoutes);
  },
  { name: 'meetings', dependencies: ['identity'] },
);

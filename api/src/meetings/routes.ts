import type { FastifyInstance } from 'fastify';
import { defineMeetingJobs } from './lifecycle.ts';

/** Meetings: lists, detail, comments, finish; the extension flow; the jobs of a meeting's life. */
export async function meetingRoutes(app: FastifyInstance) {
  defineMeetingJobs(app);
}

import type { FastifyInstance } from 'fastify';
import { defineChargePurpose } from '../charges/index.ts';
import { extensionChargePurpose } from './extension-charge.ts';
import { defineLifecycleJobs } from './lifecycle.ts';
import { PREPARE_JOB, prepareMeeting } from './prepare.ts';

/** The meetings' durable jobs: a meeting's life, its set-up once paid, its extensions' charges. */
export function defineMeetingJobs(app: FastifyInstance) {
  defineLifecycleJobs(app);
  app.jobs.define<{ meetingId: number }>(PREPARE_JOB, (payload) => prepareMeeting(app, payload.meetingId));
  defineChargePurpose(app, extensionChargePurpose(app));
}

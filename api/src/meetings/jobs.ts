import type { FastifyInstance } from 'fastify';
import { defineChargePurpose } from '../charges/index.ts';
import { extensionChargePurpose } from './extension-charge.ts';
import { defineInviteJobs } from './invites.ts';
import { defineLifecycleJobs } from './lifecycle.ts';
import { PREPARE_JOB, prepareMeeting } from './prepare.ts';
import { defineReminderJobs } from './reminders.ts';

/**
 * The meetings' durable jobs: a meeting's life, its set-up once paid, its reminders and invite
 * mails, its extensions' charges.
 */
export function defineMeetingJobs(app: FastifyInstance) {
  defineLifecycleJobs(app);
  defineReminderJobs(app);
  defineInviteJobs(app);
  app.jobs.define<{ meetingId: number }>(PREPARE_JOB, (payload) => prepareMeeting(app, payload.meetingId));
  defineChargePurpose(app, extensionChargePurpose(app));
}

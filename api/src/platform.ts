import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiConfig, ConfigError, testClockRefusal } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createJobQueue } from './jobs/index.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { type Clock, type OffsetClock, offsetClock, systemClock } from './marketplace/clock.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { createStripeGateway } from './payments/stripe-gateway.ts';
import { createBus, type EventBus } from './realtime/bus.ts';
import { VideoRooms } from './video/rooms.ts';
import { videoSettings } from './video/settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ApiConfig;
    mailer: Mailer;
    /** The one payment provider seam (Stripe SDK against Stripe or the local stand-in). */
    gateway: PaymentGateway;
    /** Video rooms on LiveKit (or the local stand-in). */
    rooms: VideoRooms;
    /** Per-user realtime channels (Redis fan-out when REDIS_URL is set). */
    bus: EventBus;
    /** Durable jobs in the database. */
    jobs: JobQueue;
    /** What the domain reads as now. */
    clock: Clock;
    /** The offset clock behind `clock` when TEST_CLOCK is on (a test start); undefined otherwise. */
    testClock: OffsetClock | undefined;
  }
}

/** Collaborators a test (or the bench) may replace; production builds them from the config. */
export interface AppDependencies {
  gateway?: PaymentGateway;
  clock?: Clock;
}

/**
 * What every domain works with, on the root instance: the database (opened and migrated), the
 * config, mail, the clock, the payment gateway, video rooms, the realtime bus and the job queue
 * (started once every domain has defined its jobs, stopped first on close).
 */
export const platformPlugin = fp<{ config: ApiConfig; deps: AppDependencies }>(
  async (app: FastifyInstance, { config, deps }) => {
    const refusal = testClockRefusal(config, process.env.NODE_ENV);
    if (refusal) throw new ConfigError(refusal);
    // The test clock runs on top of the given clock (a test's own) or real time.
    const testClock = config.testClock ? offsetClock(deps.clock ?? systemClock) : undefined;
    const clock = testClock?.now ?? deps.clock ?? systemClock;
    const handle = await openDatabase(config);
    app.decorate('db', handle.db);
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('testClock', testClock);
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        mailboxDir: path.join(config.dataDir, 'mailbox'),
        log: app.log,
      }),
    );
    app.decorate('gateway', deps.gateway ?? createStripeGateway(config));
    app.decorate('rooms', new VideoRooms(videoSettings(config)));
    app.decorate('bus', createBus(config, app.log));
    app.decorate('jobs', createJobQueue({ db: handle.db, clock, pollMs: config.jobPollMs, log: app.log }));
    app.addHook('onReady', async () => app.jobs.start());
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      await app.bus.close();
      await app.mailer.close();
      await handle.close();
    });
  },
  { name: 'platform' },
);

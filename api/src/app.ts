import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts';
import { bookingRoutes } from './booking/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import type { ApiConfig } from './config.ts';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { earningsRoutes } from './earnings/routes.ts';
import { expertProfileRoutes } from './experts/routes.ts';
import { endpoint } from './http/endpoint.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { localePlugin } from './http/locale.ts';
import { authPlugin } from './identity/auth.ts';
import { identityRoutes } from './identity/routes/index.ts';
import { createJobQueue } from './jobs/index.ts';
import { defineMaintenanceJobs } from './jobs/maintenance.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { type Clock, systemClock } from './marketplace/clock.ts';
import { meetingRoutes } from './meetings/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { collectRoutes } from './openapi/registry.ts';
import { openApiRoutes } from './openapi/routes.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { paymentRoutes } from './payments/routes.ts';
import { createStripeGateway } from './payments/stripe-gateway.ts';
import { planRoutes } from './plans/routes.ts';
import { postRoutes } from './posts/routes.ts';
import { createBus, type EventBus } from './realtime/bus.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { seedIfEmpty } from './seed/index.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { VideoRooms } from './video/rooms.ts';
import { videoRoutes } from './video/routes.ts';
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
  }
}

/** Collaborators a test (or the bench) may replace; production builds them from the config. */
export interface AppDependencies {
  gateway?: PaymentGateway;
  clock?: Clock;
}

/**
 * The api as a Fastify instance: database opened and migrated, demo data seeded on first start,
 * every route under /api/v1. The caller listens (the local runner, a container, a test).
 */
export async function buildApp(config: ApiConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const handle: DatabaseHandle = await openDatabase(config);
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  collectRoutes(app);
  app.decorate('db', handle.db);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailboxDir: path.join(config.dataDir, 'mailbox'),
      log: app.log,
    }),
  );
  const clock = deps.clock ?? systemClock;
  app.decorate('clock', clock);
  app.decorate('gateway', deps.gateway ?? createStripeGateway(config));
  app.decorate('rooms', new VideoRooms(videoSettings(config)));
  app.decorate('bus', createBus(config, app.log));
  app.decorate('jobs', createJobQueue({ db: handle.db, clock, pollMs: config.jobPollMs, log: app.log }));
  defineMaintenanceJobs(app);
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await app.bus.close();
    await app.mailer.close();
    await handle.close();
  });

  // A bodiless call sent with `Content-Type: application/json` (common in HTTP clients) reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  await app.register(localePlugin);
  installErrorHandling(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, parts: 12 },
  });

  if (config.seedDemoData) await seedIfEmpty(handle.db);

  await app.register(
    async (api) => {
      // Sessions are resolved for api calls only: the runner serves the front end from this same
      // instance, and a browser sends the session cookie with every asset it loads.
      await api.register(authPlugin);
      api.route(
        endpoint({
          method: 'GET',
          url: '/health',
          summary: 'Ready to serve',
          tags: ['meta'],
          access: 'public',
          handler: () => ({ data: { status: 'ok' } }),
        }),
      );
      await api.register(identityRoutes);
      await api.register(uploadRoutes);
      await api.register(catalogRoutes);
      await api.register(expertProfileRoutes);
      await api.register(discoveryRoutes);
      await api.register(videoRoutes);
      await api.register(paymentRoutes);
      await api.register(postRoutes);
      await api.register(planRoutes);
      await api.register(earningsRoutes);
      await api.register(meetingRoutes);
      await api.register(bookingRoutes);
      await api.register(realtimeRoutes);
      await api.register(notificationRoutes);
      await api.register(openApiRoutes);
    },
    { prefix: API_PREFIX },
  );
  return app;
}

import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts';
import { bookingPlugin } from './booking/plugin.ts';
import { calendarsPlugin } from './calendars/plugin.ts';
import { catalogPlugin } from './catalog/plugin.ts';
import { clientEventsPlugin } from './client-events/plugin.ts';
import type { ApiConfig } from './config.ts';
import { discoveryPlugin } from './discovery/plugin.ts';
import { earningsPlugin } from './earnings/plugin.ts';
import { expertsPlugin } from './experts/plugin.ts';
import { favouritesPlugin } from './favourites/plugin.ts';
import { feedbackPlugin } from './feedback/plugin.ts';
import { answerChecksPlugin } from './http/answer-checks.ts';
import { httpPlugin } from './http/plugin.ts';
import { identityPlugin } from './identity/plugin.ts';
import { meetingsPlugin } from './meetings/plugin.ts';
import { notificationsPlugin } from './notifications/plugin.ts';
import { metaPlugin } from './openapi/plugin.ts';
import { collectRoutes } from './openapi/registry.ts';
import { pageHeadPlugin } from './page-head/plugin.ts';
import { paymentsPlugin } from './payments/plugin.ts';
import { plansPlugin } from './plans/plugin.ts';
import { type AppDependencies, platformPlugin } from './platform.ts';
import { postsPlugin } from './posts/plugin.ts';
import { privacyPlugin } from './privacy/plugin.ts';
import { realtimePlugin } from './realtime/plugin.ts';
import { schedulingPlugin } from './scheduling/plugin.ts';
import { cspReportsPlugin } from './security/csp-reports.ts';
import { securityHeadersPlugin } from './security/plugin.ts';
import { seedPlugin } from './seed/plugin.ts';
import { signUpPlugin } from './signup/plugin.ts';
import { siteFilesPlugin } from './site-files/plugin.ts';
import { socialPlugin } from './social/plugin.ts';
import { testClockPlugin } from './test-clock/plugin.ts';
import { uploadsPlugin } from './uploads/plugin.ts';
import { videoPlugin } from './video/plugin.ts';

export type { AppDependencies } from './platform.ts';

/**
 * Each domain is one plugin registering its routes, jobs, webhook handlers and start-up hooks; a
 * plugin names the domains whose decorations it uses (Fastify checks the order).
 */
const DOMAINS = [
  identityPlugin,
  socialPlugin,
  signUpPlugin,
  uploadsPlugin,
  catalogPlugin,
  expertsPlugin,
  discoveryPlugin,
  pageHeadPlugin,
  favouritesPlugin,
  feedbackPlugin,
  videoPlugin,
  paymentsPlugin,
  postsPlugin,
  plansPlugin,
  earningsPlugin,
  meetingsPlugin,
  schedulingPlugin,
  calendarsPlugin,
  bookingPlugin,
  realtimePlugin,
  notificationsPlugin,
  privacyPlugin,
  cspReportsPlugin,
  clientEventsPlugin,
  metaPlugin,
];

/**
 * The api as a Fastify instance: database opened and migrated, demo data seeded on first start,
 * every domain under /api/v1, robots.txt and the sitemap at the site's root. The caller listens
 * (the local runner, a container, a test).
 */
export async function buildApp(config: ApiConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening and migrating the database and a first demo seed run inside plugins and may take
    // minutes on a slow disk or a busy machine; a start that hangs is the readiness probe's to catch.
    pluginTimeout: 0,
  });
  collectRoutes(app);
  await app.register(platformPlugin, { config, deps });
  await app.register(securityHeadersPlugin);
  await app.register(httpPlugin);
  await app.register(answerChecksPlugin);
  await app.register(seedPlugin);
  await app.register(
    async (api) => {
      for (const domain of DOMAINS) await api.register(domain);
      // A test start only (TEST_CLOCK=1): otherwise the route does not exist at all.
      if (config.testClock) await api.register(testClockPlugin);
    },
    { prefix: API_PREFIX },
  );
  await app.register(siteFilesPlugin);
  return app;
}

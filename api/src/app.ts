import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts';
import type { ApiConfig } from './config.ts';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { localePlugin } from './http/locale.ts';
import { seedIfEmpty } from './seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ApiConfig;
  }
}

/**
 * The api as a Fastify instance: database opened and migrated, demo data seeded on first start,
 * every route under /api/v1. The caller listens (the local runner, a container, a test).
 */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const handle: DatabaseHandle = await openDatabase(config);
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('db', handle.db);
  app.decorate('config', config);
  app.addHook('onClose', async () => handle.close());

  await app.register(localePlugin);
  installErrorHandling(app);

  if (config.seedDemoData) await seedIfEmpty(handle.db);

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ data: { status: 'ok' } }));
    },
    { prefix: API_PREFIX },
  );
  return app;
}

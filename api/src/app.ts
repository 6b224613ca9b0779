import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from 'shared-contracts';
import type { ApiConfig } from './config.ts';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { localePlugin } from './http/locale.ts';
import { authPlugin } from './identity/auth.ts';
import { identityRoutes } from './identity/routes/index.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { endpoint } from './openapi/endpoint.ts';
import { collectRoutes } from './openapi/registry.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { seedIfEmpty } from './seed/index.ts';
import { uploadRoutes } from './uploads/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ApiConfig;
    mailer: Mailer;
  }
}

/** Route plugins of the other parts of the api, each `export const <name>: FastifyPluginAsync` in its file. */
const FEATURE_PLUGINS = [
  ['./catalog/routes.ts', 'catalogRoutes'],
  ['./discovery/routes.ts', 'discoveryRoutes'],
  ['./experts/routes.ts', 'expertProfileRoutes'],
] as const;

/** Loads the feature plugins whose files exist (the parts of the api land one by one). */
async function featurePlugins(): Promise<FastifyPluginAsync[]> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const plugins: FastifyPluginAsync[] = [];
  for (const [file, name] of FEATURE_PLUGINS) {
    if (!existsSync(path.join(here, file))) continue;
    const module = (await import(file)) as Record<string, FastifyPluginAsync | undefined>;
    const plugin = module[name];
    if (!plugin) throw new Error(`${file} does not export ${name}`);
    plugins.push(plugin);
  }
  return plugins;
}

/**
 * The api as a Fastify instance: database opened and migrated, demo data seeded on first start,
 * every route under /api/v1. The caller listens (the local runner, a container, a test).
 */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
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
  app.addHook('onClose', async () => {
    await app.mailer.close();
    await handle.close();
  });

  await app.register(localePlugin);
  installErrorHandling(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, parts: 12 },
  });
  await app.register(authPlugin);

  if (config.seedDemoData) await seedIfEmpty(handle.db);

  const features = await featurePlugins();
  await app.register(
    async (api) => {
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
      for (const plugin of features) await api.register(plugin);
      await api.register(openApiRoutes);
    },
    { prefix: API_PREFIX },
  );
  return app;
}

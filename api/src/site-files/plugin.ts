import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteFileRoutes } from './routes.ts';

/** robots.txt and the sitemap, at the site's root beside the api's prefix. */
export const siteFilesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(siteFileRoutes);
  },
  { name: 'site-files', dependencies: ['platform', 'http'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pageHeadRoutes } from './routes.ts';

/** The head tags the first HTML answer of a page carries (link previews, search results). */
export const pageHeadPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(pageHeadRoutes);
  },
  { name: 'page-head', dependencies: ['identity'] },
);

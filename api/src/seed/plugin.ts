import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedIfEmpty } from './index.ts';

/** Demo data on a first start, when the config asks for it. */
export const seedPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.seedDemoData) await seedIfEmpty(app);
  },
  { name: 'seed', dependencies: ['platform'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expertProfileRoutes } from './routes.ts';
import { refreshExpertSearch } from './search-document.ts';

/** The expert's own profile, expertise, rates, gallery, certifications and account mode. */
export const expertsPlugin = fp(
  async (app: FastifyInstance) => {
    // An expert's name is part of what customers search them by.
    app.accountEvents.onNamesChanged(async (user) => {
      if (user.isExpert) await refreshExpertSearch(app.db, [user.id]);
    });
    await app.register(expertProfileRoutes);
  },
  { name: 'experts', dependencies: ['identity'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Locale, pickLocale } from 'shared-contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** en or es, from Accept-Language. */
    locale: Locale;
  }
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
  });
});

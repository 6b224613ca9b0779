import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { installErrorHandling } from './error-handler.ts';
import { localePlugin } from './locale.ts';
import { rateLimitStore } from './rate-limit-store.ts';

/**
 * The HTTP layer every route shares: JSON bodies, the caller's language, errors,
 * cookies, rate limits, uploads.
 */
export const httpPlugin = fp(
  async (app: FastifyInstance) => {
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
    const store = rateLimitStore(app.config);
    app.addHook('onClose', store.close);
    await app.register(rateLimit, { global: false, ...store.options });
    await app.register(multipart, {
      limits: { fileSize: app.config.maxUploadBytes, files: 1, fields: 10, parts: 12 },
    });
  },
  { name: 'http', dependencies: ['platform'] },
);

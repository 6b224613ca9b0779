import type { FastifyError, FastifyInstance } from 'fastify';
import { translate } from 'shared-contracts';
import { isDatabaseUnreachable } from '../db/client.ts';
import { HttpError } from './errors.ts';

/** Every error leaves in the agreed shape; bad input is never a 5xx. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.body(request.locale));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const message = translate('tooManyAttempts', request.locale);
      return reply.status(429).send({ message, error: { message, code: 'tooManyAttempts' } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, bad multipart: the client's fault.
      const message = translate('invalidValue', request.locale);
      return reply.status(status).send({ message, error: { message, code: error.code ?? 'bad_request' } });
    }
    if (isDatabaseUnreachable(error)) {
      // A cut or restarting database: the request itself was fine, and may be sent again.
      request.log.warn({ err: error }, 'database unreachable');
      const message = translate('serviceUnavailable', request.locale);
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ message, error: { message, code: 'unavailable' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    const message = translate('genericError', request.locale);
    return reply.status(500).send({ message, error: { message, code: 'internal' } });
  });

  app.setNotFoundHandler((request, reply) => {
    const message = translate('notFound', request.locale);
    return reply.status(404).send({ message, error: { message, code: 'notFound' } });
  });
}

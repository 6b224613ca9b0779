import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';

/** The email of a JSON body, normalised as the schemas do; '' when absent or not a string. */
function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 255) : '';
}

/**
 * Route config for calls that guess at an account (login, forgot password): at most
 * `config.loginRateLimit` per minute per client address and email. Counted after the body is
 * parsed (preHandler), so the email is part of the key.
 */
export function perEmailRateLimit(config: ApiConfig) {
  return {
    rateLimit: {
      max: config.loginRateLimit,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyEmail(request)}`,
      errorResponseBuilder: () => new HttpError(429, 'tooManyAttempts'),
    },
  };
}

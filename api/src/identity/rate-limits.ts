import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';

/** The email of a JSON body, normalised as the schemas do; '' when absent or not a string. */
function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 255) : '';
}

/** At most `config.loginRateLimit` calls a minute per key, counted once the body is parsed (preHandler). */
function loginRateLimit(config: ApiConfig, keyOf: (request: FastifyRequest) => string) {
  return {
    rateLimit: {
      max: config.loginRateLimit,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: keyOf,
      errorResponseBuilder: () => new HttpError(429, 'tooManyAttempts'),
    },
  };
}

/**
 * Route config for calls that guess at an account (login, forgot password): per client address
 * and email, so the email is part of the key.
 */
export function perEmailRateLimit(config: ApiConfig) {
  return loginRateLimit(config, (request) => `${request.ip}|${bodyEmail(request)}`);
}

/**
 * Route config for a signed-in call that checks the account's password (deleting the account): a
 * stolen session must not guess it there faster than at login. Per user (`scope` keeps each
 * route's count apart).
 */
export function perUserRateLimit(config: ApiConfig, scope: string) {
  return loginRateLimit(config, (request) => `${scope}|${request.user?.id ?? request.ip}`);
}

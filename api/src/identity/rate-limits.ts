import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.ts';
import type { OutcomeDoc } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one check of the signed-in caller's password (changing the password or the email,
     * deleting the account); throws 429 past the limit. One count for all those routes.
     */
    countPasswordCheck(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const MINUTE_MS = 60_000;

/** The email of a JSON body, normalised as the schemas do; '' when absent or not a string. */
function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 255) : '';
}

const tooManyAttempts = () => new HttpError(429, 'tooManyAttempts');

/** The 429 of a route that counts its calls in its handler (`minuteCounts`), for its documentation. */
export const TOO_MANY_ATTEMPTS: OutcomeDoc = {
  status: 429,
  description: 'Too many attempts',
  shape: 'Error',
};

/**
 * Route config for calls that guess at an account (login, forgot password): at most
 * `config.loginRateLimit` a minute per client address and email, counted once the body is parsed.
 */
export function perEmailRateLimit(config: ApiConfig) {
  return {
    rateLimit: {
      max: config.loginRateLimit,
      timeWindow: MINUTE_MS,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyEmail(request)}`,
      errorResponseBuilder: tooManyAttempts,
    },
  };
}

/** One count of a call: at most `max` a minute under the key it gives a request. */
interface MinuteCount {
  max: number;
  key(request: FastifyRequest): string;
}

/**
 * Several counts of one call: it is refused (429, with Retry-After as the route config's limits
 * answer) once any of them is past its limit. Every count moves on each call, refused or not.
 */
function minuteCounts(app: Pick<FastifyInstance, 'createRateLimit'>, counts: readonly MinuteCount[]) {
  const counters = counts.map(({ max, key }) =>
    app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: key }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const results = await Promise.all(counters.map((count) => count(request)));
    const waits = results.flatMap((result) =>
      !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
    );
    if (waits.length === 0) return;
    reply.header('retry-after', Math.max(1, ...waits));
    throw tooManyAttempts();
  };
}

/**
 * A stolen session must not guess the account's password faster than at login: every check of it
 * by a signed-in caller counts per user and per client address, `loginRateLimit` a minute each.
 */
export function passwordCheckCounter(app: Pick<FastifyInstance, 'createRateLimit' | 'config'>) {
  const max = app.config.loginRateLimit;
  return minuteCounts(app, [
    { max, key: (request) => `password-check|user|${request.user?.id ?? 0}` },
    { max, key: (request) => `password-check|address|${request.ip}` },
  ]);
}

/**
 * A sign-up tells a taken email from a free one (the new account is signed in at once), so it is
 * counted per email from any client (`loginRateLimit` a minute) and per client address
 * (`signupRateLimit` a minute).
 */
export function signUpCounter(app: Pick<FastifyInstance, 'createRateLimit' | 'config'>) {
  return minuteCounts(app, [
    { max: app.config.loginRateLimit, key: (request) => `sign-up|email|${bodyEmail(request)}` },
    { max: app.config.signupRateLimit, key: (request) => `sign-up|address|${request.ip}` },
  ]);
}

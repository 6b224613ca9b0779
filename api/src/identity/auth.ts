/**
 * Who is calling. Registered once on the /api/v1 context (app.ts); every api route sees:
 *
 * - `request.user`: the signed-in user row (`User` from db/schema) or null. Public routes may read it
 *   (e.g. to mark favourites); it is never set for an unsafe cookie call without a valid CSRF token.
 * - `request.authSession`: the session (id, userType, csrfToken) or null; `request.authVia`: how the
 *   token came ('bearer' | 'cookie' | null).
 * - `app.requireUser(request)`: the user, or throws 401 (403 'csrfFailed' when a cookie call lacked
 *   its CSRF token).
 * - the route checks of `endpoint({ access })` (http/access.ts) read both.
 *
 * Tokens come from `Authorization: Bearer <token>` (apps; exempt from CSRF) or the HttpOnly
 * `authToken` cookie (the web). A bearer header wins over the cookie when both are sent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIE, CSRF_HEADER } from 'shared-contracts';
import { HttpError } from '../http/errors.ts';
import { setSessionCookies } from './cookies.ts';
import { findSession, type Session } from './sessions.ts';
import { secretsMatch } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    authSession: Session | null;
    authVia: 'bearer' | 'cookie' | null;
    /** A cookie session was presented on an unsafe call without the matching CSRF header. */
    csrfRejected: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ? { token: match[1], via: 'bearer' } : null;
  }
  const cookie = request.cookies[COOKIE.authToken];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function csrfHeaderMatches(request: FastifyRequest, expected: string): boolean {
  const sent = request.headers[CSRF_HEADER];
  return typeof sent === 'string' && secretsMatch(sent, expected);
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);
    app.decorateRequest('authVia', null);
    app.decorateRequest('csrfRejected', false);
    app.decorate('requireUser', (request: FastifyRequest) => {
      if (request.user) return request.user;
      throw request.csrfRejected ? new HttpError(403, 'csrfFailed') : new HttpError(401, 'unauthenticated');
    });

    app.addHook('onRequest', async (request, reply) => {
      const presented = readToken(request);
      if (!presented) return;
      const found = await findSession(app.db, presented.token);
      if (!found) return;
      if (
        presented.via === 'cookie' &&
        !SAFE_METHODS.has(request.method) &&
        !csrfHeaderMatches(request, found.session.csrfToken)
      ) {
        request.csrfRejected = true;
        return;
      }
      request.user = found.user;
      request.authSession = found.session;
      request.authVia = presented.via;
      if (found.slid && presented.via === 'cookie') {
        setSessionCookies(reply, app.config, { ...found.session, token: presented.token });
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIE, CSRF_HEADER } from 'shared-contracts';
import type { User } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { setSessionCookies } from './cookies.ts';
import { findSession, type Session } from './sessions.ts';
import { hashToken, secretsMatch } from './tokens.ts';
import {
  forgetSession,
  recalledSession,
  rememberSession,
  type SessionCheck,
  StaleSession,
  sessionCheckOf,
} from './verified-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    authSession: Session | null;
    authVia: 'bearer' | 'cookie' | null;
    /** A cookie session was presented on an unsafe call without the matching CSRF header. */
    csrfRejected: boolean;
    /** On a route with `config.verifiesSession`: the check its statement makes (verified-session.ts). */
    sessionCheck: SessionCheck | undefined;
  }
  interface FastifyContextConfig {
    /** The route's statement verifies the session (verified-session.ts): it may be handed the last read. */
    verifiesSession?: boolean;
  }
  interface FastifyInstance {
    /**
     * Runs a `verifiesSession` route's work with the caller (401 when none) and the check its
     * statement must make (undefined when the session was read from the database for this
     * request); when the statement throws StaleSession, authenticates again and runs it once more.
     */
    verifiedSession<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      work: (user: User, check: SessionCheck | undefined) => Promise<T>,
    ): Promise<T>;
    /** `verifiedSession` for a public route: the caller may be a guest (null). */
    verifiedViewer<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      work: (viewer: User | null, check: SessionCheck | undefined) => Promise<T>,
    ): Promise<T>;
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

    app.decorateRequest('sessionCheck', undefined);

    /** Who is calling; `reuse`: a route verifying the session may be handed the last read of it. */
    const authenticate = async (request: FastifyRequest, reply: FastifyReply, reuse: boolean) => {
      const presented = readToken(request);
      if (!presented) return;
      const now = new Date();
      const tokenHash = hashToken(presented.token);
      const recalled = reuse ? recalledSession(tokenHash, now) : undefined;
      const found = recalled ? { ...recalled, slid: false } : await findSession(app.db, presented.token);
      if (!found) return;
      if (reuse) {
        if (recalled) request.sessionCheck = sessionCheckOf(recalled, now);
        else rememberSession(tokenHash, found);
      }
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
    };

    app.addHook('onRequest', (request, reply) =>
      authenticate(request, reply, request.routeOptions.config.verifiesSession === true),
    );

    const verified = async <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      caller: () => User | null,
      work: (user: User | null, check: SessionCheck | undefined) => Promise<T>,
    ) => {
      try {
        return await work(caller(), request.sessionCheck);
      } catch (error) {
        if (!(error instanceof StaleSession)) throw error;
        const presented = readToken(request);
        if (presented) forgetSession(hashToken(presented.token));
        request.user = null;
        request.authSession = null;
        request.authVia = null;
        request.sessionCheck = undefined;
        await authenticate(request, reply, true);
        return work(caller(), undefined);
      }
    };
    app.decorate('verifiedSession', (request, reply, work) =>
      verified(
        request,
        reply,
        () => app.requireUser(request),
        (user, check) => work(user as User, check),
      ),
    );
    app.decorate('verifiedViewer', (request, reply, work) =>
      verified(request, reply, () => request.user, work),
    );
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

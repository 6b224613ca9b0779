/**
 * Who may call a route, as the HTTP layer sees it. The identity plugin (identity/auth.ts) fills
 * `request.user` and `app.requireUser` from the session; routes declared with
 * `endpoint({ access })` get the matching check as their preHandler:
 * 'public' (request.user may still be set), 'user' / 'customer' (a session: every account is a
 * customer account), 'expert' (a session of a user with `is_expert`, else 403).
 */
import type { FastifyRequest } from 'fastify';
import type { User } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    /** The signed-in user, or throws 401 (403 'csrfFailed' when a cookie call lacked its CSRF token). */
    requireUser(request: FastifyRequest): User;
  }
}

export type Access = 'public' | 'user' | 'customer' | 'expert';

async function requireAuth(request: FastifyRequest) {
  request.server.requireUser(request);
}

async function requireExpert(request: FastifyRequest) {
  if (!request.server.requireUser(request).isExpert) throw new HttpError(403, 'forbidden');
}

export const ACCESS_CHECKS: Record<Access, ((request: FastifyRequest) => Promise<void>) | undefined> = {
  public: undefined,
  user: requireAuth,
  customer: requireAuth,
  expert: requireExpert,
};

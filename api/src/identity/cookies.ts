import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { COOKIE } from 'shared-contracts';
import type { ApiConfig } from '../config.ts';
import type { IssuedSession } from './sessions.ts';

function baseOptions(config: ApiConfig): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: config.secureCookies };
}

/**
 * The web session: the token HttpOnly; the CSRF token and the user type readable by the front end
 * (it echoes the CSRF token in a header and routes by the user type).
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: ApiConfig,
  session: Pick<IssuedSession, 'token' | 'csrfToken' | 'userType' | 'expiresAt'>,
) {
  const options = { ...baseOptions(config), expires: session.expiresAt };
  reply.setCookie(COOKIE.authToken, session.token, { ...options, httpOnly: true });
  reply.setCookie(COOKIE.csrf, session.csrfToken, options);
  reply.setCookie(COOKIE.userType, session.userType, options);
}

/** Sign-out clears what the api set and the account-mode flag the front end keeps beside it. */
export function clearSessionCookies(reply: FastifyReply, config: ApiConfig) {
  const options = baseOptions(config);
  reply.clearCookie(COOKIE.authToken, { ...options, httpOnly: true });
  reply.clearCookie(COOKIE.csrf, options);
  reply.clearCookie(COOKIE.userType, options);
  reply.clearCookie(COOKIE.isAccountExpert, options);
}

import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** True when a browser's Origin is the api's public origin (or no Origin was sent: not a browser). */
function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** Refuses (403) a cookie session sent from a page of another origin: cross-site WebSocket hijacking. */
export function refuseForeignOrigin(request: FastifyRequest, publicUrl: string) {
  if (request.authVia === 'cookie' && !originAllowed(request, publicUrl)) {
    throw new HttpError(403, 'websocketOriginRefused');
  }
}

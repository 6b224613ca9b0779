import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REALTIME_BEARER_PROTOCOL } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';
import { findSession } from '../identity/sessions.ts';

export interface SocketSession {
  userId: number;
  sessionId: number;
}

/** The bearer token offered as the subprotocols `bearer, <token>`, if any. */
function protocolToken(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return null;
  const offered = header.split(',').map((part) => part.trim());
  const index = offered.indexOf(REALTIME_BEARER_PROTOCOL);
  return index >= 0 ? (offered[index + 1] ?? null) : null;
}

/** Whose socket it is: the request's session (cookie or header), else the subprotocol token's, else null. */
export async function socketSession(db: Database, request: FastifyRequest): Promise<SocketSession | null> {
  if (request.user && request.authSession) {
    return { userId: request.user.id, sessionId: request.authSession.id };
  }
  const token = protocolToken(request);
  const found = token ? await findSession(db, token) : null;
  return found ? { userId: found.user.id, sessionId: found.session.id } : null;
}

/** Whether the session is still live: neither signed out nor expired. */
export async function sessionLive(db: Database, sessionId: number) {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(eq(authTokens.id, sessionId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())),
    )
    .limit(1);
  return row !== undefined;
}

import websocket from '@fastify/websocket';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REALTIME_BEARER_PROTOCOL,
  REALTIME_CLOSE,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from 'shared-contracts';
import type { WebSocket } from 'ws';
import { authTokens } from '../db/schema/index.ts';
import type { RouteDoc } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { findSession } from '../identity/sessions.ts';

/** The bearer token offered as the subprotocols `bearer, <token>`, if any. */
function protocolToken(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return null;
  const offered = header.split(',').map((part) => part.trim());
  const index = offered.indexOf(REALTIME_BEARER_PROTOCOL);
  return index >= 0 ? (offered[index + 1] ?? null) : null;
}

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

const doc: RouteDoc = {
  summary: 'Realtime events of the signed-in user (WebSocket)',
  description: [
    'Upgrade to a WebSocket. The session is the `authToken` cookie (browsers; the Origin must be the',
    "api's public URL), `Authorization: Bearer <token>`, or, for clients that cannot set headers, the",
    'subprotocols `bearer, <token>` (the server answers the `bearer` subprotocol). Without a valid',
    'session the socket is closed with code 4401. The server sends JSON text frames: `{"type":"ready"}`',
    'once listening, then every event of the user (`notification`, `meeting.status`,',
    '`meeting.extension`, `meeting.extended`, `notifications.cleared`); a client may send',
    '`{"type":"ping"}` and gets `{"type":"pong"}`. The server pings every REALTIME_PING_MS (25 s) and drops a',
    'socket that did not answer, or whose session was signed out (4401). A plain GET answers 426.',
  ].join(' '),
  tags: ['realtime'],
  access: 'public',
  status: 101,
  rateLimited: false,
};

/** GET /realtime: the user's events over a WebSocket, fed by `app.bus`. */
export async function realtimeRoutes(app: FastifyInstance) {
  const sessionLive = async (id: number) => {
    const [row] = await app.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())))
      .limit(1);
    return row !== undefined;
  };

  await app.register(websocket, {
    options: {
      maxPayload: 4096,
      // Answer the `bearer` subprotocol when the client authenticated through it.
      handleProtocols: (protocols) =>
        protocols.has(REALTIME_BEARER_PROTOCOL) ? REALTIME_BEARER_PROTOCOL : false,
    },
  });

  app.route({
    method: 'GET',
    url: '/realtime',
    config: { openapi: doc },
    // A cookie session from a foreign page is refused before the upgrade (cross-site WebSocket hijacking).
    preValidation: async (request) => {
      if (request.authVia === 'cookie' && !originAllowed(request, app.config.publicUrl)) {
        throw new HttpError(403, 'websocketOriginRefused');
      }
    },
    handler: async () => {
      throw new HttpError(426, 'websocketRequired');
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
      let stop: (() => void) | undefined;
      let sessionId: number | undefined;
      let alive = true;
      let closed = false;
      const send = (message: RealtimeServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      // Keepalive: a socket that did not answer the previous ping is dropped; a session that was
      // signed out or expired meanwhile ends the socket (4401).
      const timer = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
        if (sessionId !== undefined) {
          sessionLive(sessionId)
            .then((live) => {
              if (!live) socket.close(REALTIME_CLOSE.unauthenticated, 'session ended');
            })
            .catch((error) => request.log.error({ err: error }, 'realtime session check failed'));
        }
      }, app.config.realtimePingMs);
      timer.unref();
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('message', (data) => {
        alive = true;
        let message: unknown;
        try {
          message = JSON.parse(data.toString());
        } catch {
          return;
        }
        if ((message as { type?: unknown })?.type === 'ping') send({ type: 'pong' });
      });
      socket.on('close', () => {
        closed = true;
        clearInterval(timer);
        stop?.();
      });

      const sessionPromise =
        request.user && request.authSession
          ? Promise.resolve({ userId: request.user.id, sessionId: request.authSession.id })
          : (async () => {
              const token = protocolToken(request);
              const found = token ? await findSession(app.db, token) : null;
              return found ? { userId: found.user.id, sessionId: found.session.id } : null;
            })();
      sessionPromise
        .then(async (session) => {
          if (closed) return;
          if (session === null) {
            socket.close(REALTIME_CLOSE.unauthenticated, 'unauthenticated');
            return;
          }
          sessionId = session.sessionId;
          const unsubscribe = app.bus.subscribe(session.userId, (event: RealtimeEvent) => send(event));
          stop = unsubscribe;
          await unsubscribe.ready;
          if (closed) unsubscribe();
          else send({ type: 'ready', user_id: session.userId });
        })
        .catch((error) => {
          request.log.error({ err: error }, 'realtime socket failed');
          socket.close(1011, 'server error');
        });
    },
  });
}

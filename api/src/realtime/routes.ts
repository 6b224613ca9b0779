import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_BEARER_PROTOCOL } from 'shared-contracts';
import type { RouteDoc } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { refuseForeignOrigin } from './origin.ts';
import { serveSocket } from './socket.ts';

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
    'socket that did not answer, or whose session was signed out (4401). When the server may have missed',
    'events for the socket (its event channel was interrupted) it closes it with 1012: reconnect, then read',
    'GET /notifications again. A plain GET answers 426.',
  ].join(' '),
  tags: ['realtime'],
  access: 'public',
  status: 101,
  rateLimited: false,
};

/** GET /realtime: the user's events over a WebSocket, fed by `app.bus`. */
export async function realtimeRoutes(app: FastifyInstance) {
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
    preValidation: async (request) => refuseForeignOrigin(request, app.config.publicUrl),
    handler: async () => {
      throw new HttpError(426, 'websocketRequired');
    },
    wsHandler: (socket, request) => serveSocket(app, socket, request),
  });
}

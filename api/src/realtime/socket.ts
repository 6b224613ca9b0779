import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REALTIME_CLOSE, type RealtimeEvent, type RealtimeServerMessage } from 'shared-contracts';
import type { WebSocket } from 'ws';
import { sessionLive, socketSession } from './socket-session.ts';

type SocketApp = Pick<FastifyInstance, 'db' | 'bus' | 'config'>;

/**
 * One open socket: once its session is known it gets the user's events from `app.bus` (then
 * `ready`), answers `ping` with `pong`, and is kept alive or dropped by the ping timer.
 */
export function serveSocket(app: SocketApp, socket: WebSocket, request: FastifyRequest) {
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
      sessionLive(app.db, sessionId)
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

  socketSession(app.db, request)
    .then(async (session) => {
      if (closed) return;
      if (session === null) {
        socket.close(REALTIME_CLOSE.unauthenticated, 'unauthenticated');
        return;
      }
      sessionId = session.sessionId;
      const unsubscribe = app.bus.subscribe(session.userId, (event: RealtimeEvent) => send(event));
      // Events the bus may have missed: the client reconnects and reads again what it needs.
      const stopMissed = app.bus.onMissedEvents(() =>
        socket.close(REALTIME_CLOSE.missedEvents, 'events may have been missed'),
      );
      stop = () => {
        stopMissed();
        unsubscribe();
      };
      await unsubscribe.ready;
      if (closed) stop();
      else send({ type: 'ready', user_id: session.userId });
    })
    .catch((error) => {
      request.log.error({ err: error }, 'realtime socket failed');
      socket.close(1011, 'server error');
    });
}

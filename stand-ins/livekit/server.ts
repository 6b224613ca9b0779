import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { Auth, AuthError } from './auth.ts';
import { DEFAULT_ROOM_SETTINGS, RoomRegistry } from './registry.ts';
import type { RoomSettings } from './room.ts';
import { roomServiceMethods, TwirpError } from './room-service.ts';
import { acceptSignalConnection } from './signal-connection.ts';
import { WebhookSender } from './webhooks.ts';

export interface LiveKitStandInOptions {
  apiKey: string;
  apiSecret: string;
  host?: string;
  /** 0 picks a free port. */
  port: number;
  webhookUrls?: string[];
  roomDefaults?: Partial<RoomSettings>;
  log?: (message: string) => void;
}

export interface LiveKitStandIn {
  /** ws://host:port, what LIVEKIT_URL holds. */
  url: string;
  port: number;
  rooms: RoomRegistry;
  webhooks: WebhookSender;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};
const MAX_BODY_BYTES = 64 * 1024;

function answer(response: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { ...CORS, 'content-type': type });
  response.end(body);
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string) {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new TwirpError(413, 'malformed', 'request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A LiveKit-compatible server for local use: /rtc signalling, Twirp RoomService, webhooks. */
export async function startLiveKitStandIn(options: LiveKitStandInOptions): Promise<LiveKitStandIn> {
  const log = options.log ?? (() => {});
  const auth = new Auth(options.apiKey, options.apiSecret);
  const webhooks = new WebhookSender(options.webhookUrls ?? [], options.apiKey, options.apiSecret, log);
  const rooms = new RoomRegistry(webhooks, { ...DEFAULT_ROOM_SETTINGS, ...options.roomDefaults });
  const methods = roomServiceMethods(rooms);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  async function twirp(request: IncomingMessage, response: ServerResponse, method: string) {
    try {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) throw new TwirpError(404, 'bad_route', `no method ${method}`);
      let grants: Awaited<ReturnType<Auth['verifyHeader']>>;
      try {
        grants = await auth.verifyHeader(request.headers.authorization);
      } catch (error) {
        throw new TwirpError(401, 'unauthenticated', (error as Error).message);
      }
      let body: unknown;
      try {
        const text = await readBody(request);
        body = text ? JSON.parse(text) : {};
      } catch (error) {
        if (error instanceof TwirpError) throw error;
        throw new TwirpError(400, 'malformed', 'body is not JSON');
      }
      let result: { toJson(): unknown };
      try {
        result = handler(body, grants);
      } catch (error) {
        if (error instanceof TwirpError) throw error;
        throw new TwirpError(400, 'invalid_argument', (error as Error).message);
      }
      answer(response, 200, JSON.stringify(result.toJson()), 'application/json');
    } catch (error) {
      const twirpError =
        error instanceof TwirpError ? error : new TwirpError(500, 'internal', 'internal error');
      answer(
        response,
        twirpError.status,
        JSON.stringify({ code: twirpError.code, msg: twirpError.message }),
        'application/json',
      );
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'OPTIONS') return answer(response, 204, '');
    // livekit-client 2.x tries /rtc/v1 first; a 404 here makes it use the /rtc protocol this server speaks.
    if (url.pathname === '/rtc/v1/validate') return answer(response, 404, 'not found');
    if (url.pathname === '/rtc/validate' && request.method === 'GET') {
      auth.verifyJoin(url.searchParams.get('access_token')).then(
        () => answer(response, 200, 'success'),
        (error) => answer(response, 401, (error as Error).message),
      );
      return;
    }
    const twirpMatch = /^\/twirp\/livekit\.RoomService\/(\w+)$/.exec(url.pathname);
    if (twirpMatch && request.method === 'POST') return void twirp(request, response, twirpMatch[1] ?? '');
    if (url.pathname === '/' && request.method === 'GET') return answer(response, 200, 'OK');
    answer(response, 404, 'not found');
  });

  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/rtc') return refuseUpgrade(socket, 404, 'Not Found', 'not found');
    auth.verifyJoin(url.searchParams.get('access_token')).then(
      (claims) => {
        const room = rooms.get(claims.room);
        if (room?.isFull() && !room.participants.has(claims.identity)) {
          return refuseUpgrade(socket, 403, 'Forbidden', 'room is full');
        }
        sockets.handleUpgrade(request, socket, head, (ws) => {
          acceptSignalConnection(ws, { claims, reconnect: url.searchParams.get('reconnect') === '1' }, rooms);
        });
      },
      (error) => {
        const message = error instanceof AuthError ? error.message : 'unauthorized';
        refuseUpgrade(socket, 401, 'Unauthorized', message);
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `ws://${host}:${port}`,
    port,
    rooms,
    webhooks,
    async close() {
      rooms.closeAll();
      await webhooks.flush();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import type { RealtimeServerMessage } from 'shared-contracts';
import WebSocket from 'ws';
import type { TestApi } from './harness.ts';

export interface TestSocket {
  socket: WebSocket;
  /** The next message not read yet (waits for it). */
  next(): Promise<RealtimeServerMessage>;
  /** Reads messages until one of that type (earlier ones are returned too). */
  until(type: RealtimeServerMessage['type']): Promise<RealtimeServerMessage[]>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface SocketOptions {
  token?: string;
  cookies?: Record<string, string>;
  origin?: string;
  protocols?: string[];
  /** false: the client does not answer the server's pings (a dead peer). */
  autoPong?: boolean;
}

/** Opens /api/v1/realtime on a test api and queues what it receives. */
export function openSocket(api: TestApi, options: SocketOptions = {}): TestSocket {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookies) {
    headers.cookie = Object.entries(options.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  if (options.origin) headers.origin = options.origin;
  const url = `${api.url.replace(/^http/, 'ws')}/api/v1/realtime`;
  const socket = new WebSocket(url, options.protocols ?? [], { headers, autoPong: options.autoPong ?? true });
  const inbox: RealtimeServerMessage[] = [];
  const waiting: ((message: RealtimeServerMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as RealtimeServerMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('error', () => {});
  const next = () => {
    const queued = inbox.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise<RealtimeServerMessage>((resolve, reject) => {
      waiting.push(resolve);
      void closed.then(({ code }) => reject(new Error(`socket closed (${code}) while waiting`)));
    });
  };
  return {
    socket,
    next,
    async until(type) {
      const seen: RealtimeServerMessage[] = [];
      for (;;) {
        const message = await next();
        seen.push(message);
        if (message.type === type) return seen;
      }
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
}

/** The status of a refused upgrade. */
export function upgradeRefusal(api: TestApi, options: SocketOptions = {}): Promise<number> {
  const { socket } = openSocket(api, options);
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
  });
}

import { API_PREFIX, paths, REALTIME_CLOSE, type RealtimeServerMessage } from 'shared-contracts';

/** What the connection needs of a WebSocket (the browser's, or a test's fake). */
export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface RealtimeOptions {
  /** Every JSON message the server sends (`ready`, the user's events, `pong`). */
  onMessage(message: RealtimeServerMessage): void;
  /**
   * A socket opened again after a drop is ready (not the first one): events of the time it was
   * down were missed. Called after that socket's `ready` went to `onMessage`.
   */
  onReconnected?(): void;
  /** The socket's URL; default the api's `/realtime` on this page's origin. */
  url?: string;
  /** Default `new WebSocket(url)`: the browser sends the `authToken` cookie of this origin. */
  createSocket?: (url: string) => SocketLike;
  /** First wait before reconnecting (doubled after each failed attempt, up to `maxDelayMs`). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1, spreads reconnections of many tabs after a server restart. */
  random?: () => number;
}

export interface RealtimeConnection {
  /** Closes the socket and stops reconnecting (sign-out, another user, the page unmounting). */
  close(): void;
}

/** `ws(s)://<this origin>/api/v1/realtime`: same origin, so the session cookie goes with it. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_PREFIX}/${paths.realtime}`;
}

/** The wait before reconnection attempt `attempt` (0-based): exponential, capped, with jitter (50–100 %). */
export function reconnectDelay(attempt: number, minDelayMs: number, maxDelayMs: number, random: number) {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(base * (0.5 + random / 2));
}

/**
 * Opens the signed-in user's realtime socket (GET /api/v1/realtime, authenticated by the session
 * cookie) and keeps it open: a dropped socket is opened again with exponential backoff (reset once
 * the server says `ready`); a 4401 close means the session is over, so it is not retried.
 */
export function openRealtime(options: RealtimeOptions): RealtimeConnection {
  const {
    onMessage,
    onReconnected,
    url = realtimeUrl(),
    createSocket = (address: string) => new WebSocket(address) as unknown as SocketLike,
    minDelayMs = 1_000,
    maxDelayMs = 30_000,
    random = Math.random,
  } = options;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  /** Some socket of this connection was ready before: the next one to be ready is a reconnection. */
  let wasReady = false;

  const connect = () => {
    timer = undefined;
    if (stopped) return;
    const current = createSocket(url);
    socket = current;
    let ready = false;
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(event.data) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') attempt = 0;
      onMessage(message);
      if (message.type !== 'ready' || ready) return;
      ready = true;
      if (wasReady) onReconnected?.();
      wasReady = true;
    };
    current.onclose = (event) => {
      if (socket === current) socket = null;
      if (stopped || event.code === REALTIME_CLOSE.unauthenticated) return;
      timer = setTimeout(connect, reconnectDelay(attempt, minDelayMs, maxDelayMs, random()));
      attempt += 1;
    };
  };

  connect();
  return {
    close() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const open = socket;
      socket = null;
      if (open) {
        open.onmessage = null;
        open.onclose = null;
        open.close(1000, 'closed by the page');
      }
    },
  };
}
